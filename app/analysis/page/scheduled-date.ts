/**
 * A scheduled entry's date (content-format.md, "Scheduled entries"): readers see the page's own
 * date, and its manifest entry's `publishAt` where the file gives none, in the post header, the
 * feeds and the structured data alike.
 */
import type { PageData } from "#app/analysis/blocks/data-block.ts";

/** `data` with `date` from `publishAt` when the file gave no date. */
export function withPublishDate(data: PageData, publishAt: string | undefined): PageData {
  if (publishAt === undefined || data.date !== undefined) return data;
  return { ...data, date: publishAt };
}
