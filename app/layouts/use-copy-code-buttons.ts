import { useEffect, type RefObject } from "react";

/**
 * Adds a `Copy` button to every `pre > code` inside `container` after hydration: clicking copies
 * the code and shows `Copied` for 3000 ms. `key` re-runs it when the content changes. The code
 * that does it loads only where a page has a code block.
 */
export function useCopyCodeButtons(container: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const root = container.current;
    if (!root?.querySelector("pre > code")) return;
    let undo: (() => void) | undefined;
    let cancelled = false;
    void import("./code-copy-buttons.ts").then(({ addCopyButtons }) => {
      if (!cancelled) undo = addCopyButtons(root);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [container, key]);
}
