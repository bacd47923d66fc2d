/**
 * A save's warnings where the writer sees them: a save that went through with warnings (its
 * own, or an error elsewhere in the folder that did not block it) lists them in a box that stays
 * until it is dismissed or the next save answers; Decap's own toast says "Entry saved" only.
 */
import { showNoticeBox } from "./notice-box.ts";

const ID = "save-warnings";

export function showSaveWarnings(warnings: readonly string[]): void {
  document.getElementById(ID)?.remove();
  if (warnings.length === 0) return;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 8px;padding-left:18px;overflow-wrap:anywhere";
  for (const warning of warnings) {
    const item = document.createElement("li");
    item.textContent = warning;
    list.append(item);
  }
  showNoticeBox({
    id: ID,
    role: "status",
    title: "Saved, with warnings",
    css: "right:12px;bottom:12px;max-width:min(560px,calc(100vw - 24px));max-height:50vh;background:#fff8e1;color:#3e2f00;border:1px solid #b58900",
    contents: [list],
  });
}
