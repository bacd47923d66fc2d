/**
 * A listing's links with each entry's date and description, where its file gives them (as every
 * blog archive shows them). Read from the linked files themselves, without rendering: a listing
 * page holds at most one page of links (`listingPageSize`), so this is that many small reads,
 * and neither the manifest nor the page index records grow.
 */
import { analyzeMarkdown, readHeaderDate } from "#app/analysis/index.ts";
import {
  resolveListingLink,
  type ListingLink,
  type PageRequest,
  type ReadText,
} from "#app/content/index.ts";

export async function addListingSummaries(
  page: PageRequest,
  readText: ReadText,
): Promise<PageRequest> {
  if (page.layout !== "listing" || !page.links || page.links.length === 0) return page;
  const links = await Promise.all(page.links.map((link) => summarize(page.path, link, readText)));
  return { ...page, links };
}

async function summarize(
  listingPath: string,
  link: ListingLink,
  readText: ReadText,
): Promise<ListingLink> {
  const target = resolveListingLink(listingPath, link);
  const markdown = target && (await readText(target.source).catch(() => undefined));
  if (!target || markdown === undefined) return link;
  const { metaBlock, data } = analyzeMarkdown(markdown, target.layout);
  const date = readHeaderDate(data.date);
  const description = (metaBlock.description ?? data.summary)?.trim();
  return { ...link, ...(date && { date }), ...(description && { description }) };
}
