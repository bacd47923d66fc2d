import { useEffect, type RefObject } from "react";
import { copyText } from "#app/ui/index.ts";

/** How long the button says `Copied`. */
export const COPIED_MS = 3000;

/**
 * Adds a `Copy` button to every `pre > code` inside `container` after hydration (the content is
 * server-rendered HTML, so the buttons are added to the DOM, not rendered by React). Clicking
 * copies the code and shows `Copied` for 3000 ms. `key` re-runs it when the content changes.
 */
export function useCopyCodeButtons(container: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
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
  }, [container, key]);
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
