/**
 * The card an entry will have in its listings (`/blogs`, its category, `/reviews`, `/qahub`…),
 * as the site's listing draws it (app/layouts/listing-layout.tsx: the same markup under the
 * same `.listing` CSS): its title, the date and description the listing's loader reads from its
 * file (`summaryFacts`, the one rule the build and the pages use; `publishAt` dates an entry
 * without a date of its own). Generic and sale pages are in no listing: no card.
 */
import { analyzeMarkdown, readHeaderDate } from "#app/analysis/index.ts";
import { summaryFacts } from "#app/loaders/index.ts";

const LISTED: Record<string, "post" | "faq"> = { blog: "post", review: "post", superfaq: "faq" };

export interface Card {
  title: string;
  url: string;
  /** The listings that show it. */
  listings: string[];
  date?: { iso: string; label: string };
  description?: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function listingsOf(type: string, url: string): string[] {
  const segments = url.split("/").filter(Boolean);
  if (type === "review") return ["/reviews"];
  if (type === "superfaq") {
    const sub = segments.length > 2 ? `/qahub/${segments[1] ?? ""}` : undefined;
    return sub ? ["/qahub", sub] : ["/qahub"];
  }
  const category = segments.length > 1 ? `/${segments[0] ?? ""}` : undefined;
  return [...new Set(["/blogs", ...(category ? [category] : [])])];
}

/** The entry's card, from its editor fields, or undefined for an entry no listing shows. */
export function listingCard(fields: Record<string, unknown>): Card | undefined {
  const type = text(fields.type);
  const layout = LISTED[type];
  if (layout === undefined) return undefined;
  const url = text(fields.url) || "/";
  const facts = summaryFacts(analyzeMarkdown(text(fields.body), layout));
  const date = readHeaderDate(facts.date ?? (text(fields.publishAt) || undefined));
  const description = facts.description?.trim();
  return {
    title: text(fields.title) || url,
    url,
    listings: listingsOf(type, url),
    ...(date && { date }),
    ...(description && { description }),
  };
}

/** The card in the listing's own markup; its link does not leave the preview. */
export function ListingCard({ card }: { card: Card }) {
  return (
    <section className="preview-listing" aria-label="Its card in the listings">
      <p className="preview-listing__caption">
        {`Its card in the listings (${card.listings.join(", ")}):`}
      </p>
      <ul className="listing">
        <li>
          <a href={card.url} onClick={(event) => event.preventDefault()}>
            {card.title}
          </a>
          {card.date && <time dateTime={card.date.iso}>{card.date.label}</time>}
          {card.description && <p>{card.description}</p>}
        </li>
      </ul>
    </section>
  );
}
