import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A click handler that keeps links inside rendered markdown within the app: a plain click on a
 * same-site page link navigates client-side instead of reloading the whole document.
 */
export function useInAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    // Files (content images, feeds) are not app pages.
    if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
