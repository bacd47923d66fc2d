/**
 * Site search as a visitor's browser runs it (app/search/site-search.ts) over the index files a
 * running site answers: the build's index and, on a Node server, the pages published since.
 */
import { loadSiteSearch, SEARCH_INDEX_PATH } from "#app/search/index.server.ts";

/** Whether a search for `query` on the site at `origin` lists the page at `url`. */
export async function searchFinds(origin: string, query: string, url: string): Promise<boolean> {
  const search = await loadSiteSearch(SEARCH_INDEX_PATH, async (file) => {
    const response = await fetch(new URL(file, origin));
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    return response.json();
  });
  const results = await search.search(query);
  const urls = await Promise.all(results.map(async (result) => (await result.data()).url));
  return urls.includes(url);
}
