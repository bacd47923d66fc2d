/**
 * JSON-LD for a page (schema.org): `WebSite` on the home page, `BlogPosting` / `Article` for blog
 * posts and reviews, `FAQPage` for FAQ pages, `BreadcrumbList` for entry pages. Computed with the
 * page model, so the browser only passes it to the document head (no extra client code).
 */
import { toAbsoluteUrl } from "./absolute-url.ts";
import { titleFromContentPath } from "#app/content/index.ts";
import {
  parseContentDate,
  type PageData,
  splitTags,
  type PageMeta,
  type FaqItem,
  type JsonLdObject,
  type JsonLdValue,
} from "#app/analysis/index.ts";
import { type PageRequest } from "#app/content/index.ts";
import { htmlToText } from "#app/markdown/index.ts";

export type { JsonLdObject } from "#app/analysis/index.ts";

export interface StructuredDataInput {
  page: PageRequest;
  meta: PageMeta;
  /** What the markdown gave; null when it could not be read. */
  content: { data: PageData; faq: readonly FaqItem[] } | null;
  /** The listings above an entry page (`listListingsAbove`): its breadcrumbs' middle. */
  listingsAbove: readonly string[];
  baseUrl: string;
  siteTitle: string;
}

const CONTEXT = "https://schema.org";

export function buildStructuredData(input: StructuredDataInput): JsonLdObject[] {
  const { page, meta, content, baseUrl, siteTitle } = input;
  const url = toAbsoluteUrl(page.path, baseUrl);
  const items: JsonLdObject[] = [];
  if (page.path === "/") {
    items.push(
      compact({
        "@context": CONTEXT,
        "@type": "WebSite",
        name: siteTitle,
        url,
        description: meta.description,
      }),
    );
  }
  if (content && page.layout === "post" && page.entry) {
    items.push(buildArticle(input, content.data, url));
  }
  if (content && page.layout === "faq" && content.faq.length > 0) {
    items.push({
      "@context": CONTEXT,
      "@type": "FAQPage",
      url,
      mainEntity: content.faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: htmlToText(item.answerHtml) },
      })),
    });
  }
  if (page.entry) items.push(buildBreadcrumbs(input, url));
  return items;
}

function buildArticle(
  { page, meta, baseUrl, siteTitle }: StructuredDataInput,
  data: PageData,
  url: string,
): JsonLdObject {
  const site = { "@type": "Organization", name: siteTitle, url: toAbsoluteUrl("/", baseUrl) };
  const published = parseContentDate(data.date);
  const image = data.image || meta.ogImage;
  return compact({
    "@context": CONTEXT,
    "@type": page.entry?.type === "blog" ? "BlogPosting" : "Article",
    headline: meta.title,
    description: data.summary || meta.description,
    image: image && toAbsoluteUrl(image, baseUrl),
    datePublished: published?.iso,
    dateModified: (parseContentDate(data.updated) ?? published)?.iso,
    author: data.author ? { "@type": "Person", name: data.author } : site,
    publisher: site,
    keywords: splitTags(data.tags).join(", "),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  });
}

/** Home → each listing above the page (`/reviews`, `/qahub`, `/qahub/buying`) → the page. */
function buildBreadcrumbs(
  { page, meta, listingsAbove, baseUrl, siteTitle }: StructuredDataInput,
  url: string,
): JsonLdObject {
  const trail = [
    { name: siteTitle, path: "/" },
    ...listingsAbove.map((path) => ({ name: titleFromContentPath(path), path })),
    { name: meta.title, path: page.path },
  ];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: index === trail.length - 1 ? url : toAbsoluteUrl(crumb.path, baseUrl),
    })),
  };
}

/** Drops fields without a value: schema.org readers prefer a missing field to an empty one. */
function compact(fields: Record<string, JsonLdValue | undefined>): JsonLdObject {
  const result: JsonLdObject = {};
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== "") result[key] = value;
  return result;
}
