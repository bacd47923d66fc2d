/**
 * Reads a WordPress export (WXR, Tools → Export) into plain records: the site, its authors,
 * and every item with where its content starts in the file (for reports at file:line).
 */
import { XMLParser } from "fast-xml-parser";
import { uniqueIgnoringCase } from "#tools/import/lib/plain-text.ts";
import { lineAt } from "#tools/import/lib/reporter.ts";

export interface WxrItem {
  id: string;
  type: string;
  status: string;
  title: string;
  link: string;
  slug: string;
  parent: string;
  date: string;
  modified: string;
  creator: string;
  password: string;
  content: string;
  excerpt: string;
  attachmentUrl: string;
  menuOrder: number;
  tags: string[];
  /** ThirstyAffiliates' link categories (`thirstylink-category`). */
  linkCategories: string[];
  meta: Map<string, string>;
  /** Approved comments (not imported: the site has none; counted for the report). */
  comments: number;
  /** The line of the file where the item's content starts. */
  contentLine: number;
}

export interface Wxr {
  title: string;
  description: string;
  language: string;
  siteUrl: string;
  authors: Map<string, string>;
  items: WxrItem[];
}

type Node = Record<string, unknown>;
const ARRAYS = new Set([
  "rss.channel.item",
  "rss.channel.wp:author",
  "rss.channel.item.category",
  "rss.channel.item.wp:postmeta",
  "rss.channel.item.wp:comment",
]);

export function parseWxr(xml: string): Wxr {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (_name, jpath) => ARRAYS.has(String(jpath)),
  });
  const doc = parser.parse(xml) as Node;
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel) throw new Error("not a WordPress export: no <rss><channel>");
  const authors = new Map<string, string>();
  for (const author of (channel["wp:author"] as Node[] | undefined) ?? []) {
    authors.set(
      text(author["wp:author_login"]),
      text(author["wp:author_display_name"]) || text(author["wp:author_login"]),
    );
  }
  const starts = [...xml.matchAll(/<item>/g)].map((match) => match.index);
  const items = ((channel.item as Node[] | undefined) ?? []).map((item, index) => {
    const start = starts[index] ?? 0;
    const contentAt = xml.indexOf("<content:encoded>", start);
    const cdata = xml.startsWith("<![CDATA[", contentAt + 17) ? 9 : 0;
    return readItem(item, lineAt(xml, contentAt + 17 + cdata));
  });
  return {
    title: text(channel.title).trim(),
    description: text(channel.description).trim(),
    language: text(channel.language).trim(),
    siteUrl: (text(channel["wp:base_blog_url"]) || text(channel.link)).trim(),
    authors,
    items,
  };
}

function readItem(item: Node, contentLine: number): WxrItem {
  const categories = (item.category as Node[] | undefined) ?? [];
  const meta = new Map<string, string>();
  for (const entry of (item["wp:postmeta"] as Node[] | undefined) ?? [])
    meta.set(text(entry["wp:meta_key"]), text(entry["wp:meta_value"]));
  return {
    id: text(item["wp:post_id"]).trim(),
    type: text(item["wp:post_type"]).trim(),
    status: text(item["wp:status"]).trim(),
    title: text(item.title).trim(),
    link: text(item.link).trim(),
    slug: text(item["wp:post_name"]).trim(),
    parent: text(item["wp:post_parent"]).trim(),
    date: text(item["wp:post_date"]).trim(),
    modified: text(item["wp:post_modified"]).trim(),
    creator: text(item["dc:creator"]).trim(),
    password: text(item["wp:post_password"]).trim(),
    content: text(item["content:encoded"]),
    excerpt: text(item["excerpt:encoded"]).trim(),
    attachmentUrl: text(item["wp:attachment_url"]).trim(),
    menuOrder: Number(text(item["wp:menu_order"])) || 0,
    tags: uniqueIgnoringCase(
      categories
        .filter((category) => ["category", "post_tag"].includes(text(category["@_domain"])))
        .map((category) => text(category).trim()),
    ),
    linkCategories: categories
      .filter((category) => text(category["@_domain"]) === "thirstylink-category")
      .map((category) => text(category).trim())
      .filter(Boolean),
    meta,
    comments: ((item["wp:comment"] as Node[] | undefined) ?? []).filter(
      (comment) => text(comment["wp:comment_approved"]).trim() === "1",
    ).length,
    contentLine,
  };
}

/** An element's text whether the parser gave a string, a number or a node with `#text`. */
function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (typeof value === "object" && "#text" in value) return text((value as Node)["#text"]);
  return "";
}
