/**
 * A listing's links with each entry's date and description, where its file gives them (as every
 * blog archive shows them). Read from the linked files themselves, without rendering: a listing
 * page holds at most one page of links (`listingPageSize`), so this is that many small reads,
 * and neither the manifest nor the page index records grow. A file whose summary facts the
 * source already knows for its text (the build's, from its feeds) is not analysed again.
 */
import {
  analyzeMarkdown,
  readHeaderDate,
  type AnalyzedMarkdown,
  type ContentSource,
  type SummaryFacts,
} from "#app/analysis/index.ts";
import { resolveListingLink, type ListingLink, type PageRequest } from "#app/content/index.ts";

export async function addListingSummaries(
  page: PageRequest,
  source: Pick<ContentSource, "readText" | "knownSummary">,
): Promise<PageRequest> {
  if (page.layout !== "listing" || !page.links || page.links.length === 0) return page;
  const links = await Promise.all(page.links.map((link) => summarize(page.path, link, source)));
  return { ...page, links };
}

/** What a listing takes of a file's analysis: the one rule for the build's table and for pages. */
export function summaryFacts({
  metaBlock,
  data,
}: Pick<AnalyzedMarkdown, "metaBlock" | "data">): SummaryFacts {
  const description = metaBlock.description ?? data.summary;
  return {
    ...(data.date !== undefined && { date: data.date }),
    ...(description !== undefined && { description }),
  };
}

async function summarize(
  listingPath: string,
  link: ListingLink,
  { readText, knownSummary }: Pick<ContentSource, "readText" | "knownSummary">,
): Promise<ListingLink> {
  const target = resolveListingLink(listingPath, link);
  const markdown = target && (await readText(target.source).catch(() => undefined));
  if (!target || markdown === undefined) return link;
  const facts =
    knownSummary?.(target.source, markdown, target.layout) ??
    summaryFacts(analyzeMarkdown(markdown, target.layout));
  // A scheduled entry with no date of its own is dated by its publishAt (decision 068).
  const date = readHeaderDate(facts.date ?? link.publishAt);
  const description = facts.description?.trim();
  return { ...link, ...(date && { date }), ...(description && { description }) };
}
