/**
 * A save's warnings where the writer sees them: a save that went through with warnings (its
 * own, or an error elsewhere in the folder that did not block it) lists them in a box that stays
 * until it is dismissed or the next save answers; Decap's own toast says "Entry saved" only.
 */
const ID = "save-warnings";

export function showSaveWarnings(warnings: readonly string[]): void {
  document.getElementById(ID)?.remove();
  if (warnings.length === 0) return;
  const box = document.createElement("section");
  box.id = ID;
  box.setAttribute("role", "status");
  box.setAttribute("aria-labelledby", `${ID}-title`);
  box.style.cssText =
    "position:fixed;right:12px;bottom:12px;z-index:10000;max-width:min(560px,calc(100vw - 24px));max-height:50vh;overflow:auto;background:#fff8e1;color:#3e2f00;border:1px solid #b58900;border-radius:6px;padding:12px 16px;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2)";
  const title = document.createElement("h2");
  title.id = `${ID}-title`;
  title.textContent = "Saved, with warnings";
  title.style.cssText = "font-size:15px;margin:0 0 6px";
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 8px;padding-left:18px;overflow-wrap:anywhere";
  for (const warning of warnings) {
    const item = document.createElement("li");
    item.textContent = warning;
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Dismiss";
  close.addEventListener("click", () => box.remove());
  box.append(title, list, close);
  document.body.append(box);
}
