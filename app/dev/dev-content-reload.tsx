import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_CHANGED_EVENT } from "./content-event.ts";

/**
 * Preview (`npm run dev` only): when the dev server reports a saved content file
 * (app/dev/content-plugin.ts), the page's loaders run again and the new text appears without a
 * reload. Rendered behind `import.meta.env.DEV`, so production bundles leave it out.
 */
export function DevContentReload() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const reload = () => void revalidate();
    hot.on(CONTENT_CHANGED_EVENT, reload);
    return () => hot.off(CONTENT_CHANGED_EVENT, reload);
  }, [revalidate]);
  return null;
}
