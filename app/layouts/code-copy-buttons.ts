/**
 * The code blocks' Copy buttons, added to the DOM after hydration (the content is server-rendered
 * HTML). Loaded only on pages that have a code block, so other pages never download it.
 */
import { copyText } from "#app/ui/index.ts";

/** How long the button says `Copied`. */
const COPIED_MS = 3000;

/** Wraps every `pre > code` in `root` with a Copy button; returns what undoes it. */
export function addCopyButtons(root: HTMLElement): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const added: HTMLElement[] = [];
  for (const code of root.querySelectorAll<HTMLElement>("pre > code")) {
    const pre = code.parentElement;
    if (!pre || pre.parentElement?.classList.contains("code-block")) continue;
    const wrapper = document.createElement("div");
    wrapper.className = "code-block";
    pre.replaceWith(wrapper);
    wrapper.append(pre, createButton(code, timers));
    added.push(wrapper);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    for (const wrapper of added) {
      const pre = wrapper.querySelector("pre");
      if (pre) wrapper.replaceWith(pre);
    }
  };
}

function createButton(
  code: HTMLElement,
  timers: Set<ReturnType<typeof setTimeout>>,
): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "code-block__copy";
  button.textContent = "Copy";
  button.addEventListener("click", () => {
    copyText(code.textContent ?? "").then(
      () => {
        button.textContent = "Copied";
        const timer = setTimeout(() => {
          timers.delete(timer);
          button.textContent = "Copy";
        }, COPIED_MS);
        timers.add(timer);
      },
      (error: unknown) => console.warn("Could not copy the code", error),
    );
  });
  return button;
}
