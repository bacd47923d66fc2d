/**
 * The pages a writer can link to (the "Link to a page" dialog, page-link-dialog.tsx): every row
 * of the manifest with its title, URL and status, public (`done`) pages first, then those on
 * their way (`review`, `open`, `staging`: a link to one is broken until it is published, and the
 * checker says so). A search keeps the pages whose title or URL holds every word typed.
 */
import { ENTRY_STATUSES, type EntryStatus } from "#app/content/index.ts";

export interface SitePage {
  title: string;
  url: string;
  status: EntryStatus;
}

/** The order pages are offered in: public first. */
const RANK: Record<EntryStatus, number> = { done: 0, review: 1, open: 2, staging: 3 };

/** The statuses listed, in their order (docs/authoring.md names them). */
export const LISTED_STATUSES = [...ENTRY_STATUSES].sort((a, b) => RANK[a] - RANK[b]);

const isStatus = (value: unknown): value is EntryStatus =>
  (ENTRY_STATUSES as readonly unknown[]).includes(value);

/** The manifest's rows as pages: rows without a URL or status of the contract are left out. */
export function sitePages(manifest: unknown): SitePage[] {
  const rows = Array.isArray(manifest) ? (manifest as Record<string, unknown>[]) : [];
  const pages: SitePage[] = [];
  for (const row of rows) {
    if (typeof row !== "object" || row === null) continue;
    const { url, title, status } = row;
    if (typeof url !== "string" || !url.startsWith("/") || !isStatus(status)) continue;
    pages.push({ url, status, title: typeof title === "string" && title ? title : url });
  }
  return pages.sort(
    (a, b) => RANK[a.status] - RANK[b.status] || a.title.localeCompare(b.title, "en"),
  );
}

/** The pages whose title or URL holds every word of `query` (any case), in their order. */
export function searchPages(pages: readonly SitePage[], query: string): SitePage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const text = `${page.title}\n${page.url}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The markdown link to `page`: the selected words as its text, else the page's title; brackets
 * in the text are escaped so the link stays one link.
 */
export function pageLink(page: SitePage, selected: string): string {
  const words = selected.trim() === "" ? page.title : selected;
  return `[${words.replace(/([[\]\\])/g, "\\$1")}](${page.url})`;
}
