import { useEffect, useState } from "react";
import type { ListingLink } from "#app/content/resolve-page.ts";

/** The listing's links, refreshed once from the live manifest after the page is shown. */
export function useLiveLinks(path: string, links: readonly ListingLink[]): readonly ListingLink[] {
  const [live, setLive] = useState<{ path: string; links: readonly ListingLink[] }>();
  useEffect(() => {
    let current = true;
    // Loaded on demand: the manifest schema is not part of any page's first load.
    import("#app/data/live-links.client.ts")
      .then(({ fetchLiveLinks }) => fetchLiveLinks(path))
      .then((fresh) => current && fresh && setLive({ path, links: fresh }))
      .catch(() => undefined); // the build-time links stay
    return () => {
      current = false;
    };
  }, [path]);
  return live?.path === path ? live.links : links;
}
