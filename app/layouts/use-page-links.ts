import { useEffect, useState } from "react";
import type { ListingLink } from "#app/content/index.ts";

/**
 * The listing's links, refreshed from the live manifest after the page is shown. The fresh
 * list applies to the loader's list it was fetched for: when the loader data changes
 * (navigation, revalidation), that data wins until it has been refreshed in turn. Dates and
 * descriptions come with the loader's links only: a link keeps the ones its url had there.
 */
export function usePageLinks(path: string, links: readonly ListingLink[]): readonly ListingLink[] {
  const [refreshed, setRefreshed] = useState<{
    base: readonly ListingLink[];
    links: readonly ListingLink[];
  }>();
  useEffect(() => {
    let current = true;
    // Loaded on demand: the manifest schema is not part of any page's first load.
    import("#app/loaders/page-links.client.ts")
      .then(({ fetchPageLinks }) => fetchPageLinks(path, links))
      .then((fresh) => current && fresh && setRefreshed({ base: links, links: fresh }))
      .catch(() => undefined); // the loader's links stay
    return () => {
      current = false;
    };
  }, [path, links]);
  return refreshed?.base === links ? refreshed.links : links;
}
