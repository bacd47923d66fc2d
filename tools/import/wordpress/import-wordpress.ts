/**
 * `import wordpress <export.xml>`: posts and pages of a WXR export. Published ones stay
 * published; drafts, pending, scheduled, private and password-protected ones become staging.
 * Each item's old URL is its `<link>` (whatever the permalink setting was).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { toIsoDay } from "#tools/import/lib/dates.ts";
import { htmlToMarkdown } from "#tools/import/lib/html-to-markdown.ts";
import type { ImportedItem, ImportedSite } from "#tools/import/lib/model.ts";
import { plainText } from "#tools/import/lib/plain-text.ts";
import type { Reporter } from "#tools/import/lib/reporter.ts";
import { convertWordPressContent } from "./convert-content.ts";
import { parseWxr, type WxrItem } from "./parse-wxr.ts";
import type { Attachment } from "./shortcodes.ts";
import { readThirstyLinks, THIRSTY_TYPE } from "./thirsty-links.ts";

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)(\?|$)/i;

// Long: the reader's steps in order over one export, sharing its attachments and findings.
export async function importWordPress(
  file: string,
  reporter: Reporter,
  siteUrl?: string,
): Promise<ImportedSite> {
  const wxr = parseWxr(await readFile(file, "utf8"));
  const display = path.relative(process.cwd(), file) || file;
  const byId = new Map(wxr.items.map((item) => [item.id, item]));
  const attachments = wxr.items.filter(
    (item) => item.type === "attachment" && IMAGE.test(item.attachmentUrl),
  );
  const toAttachment = (item: WxrItem): Attachment => ({
    url: item.attachmentUrl,
    title: item.title,
  });
  const items: ImportedItem[] = [];
  reportSkipped(wxr.items, display, reporter);
  const oldSiteUrl = siteUrl ?? (wxr.siteUrl || undefined);
  const thirsty = readThirstyLinks(wxr.items, oldSiteUrl, display, reporter);
  for (const item of wxr.items) {
    if (item.type !== "post" && item.type !== "page") continue;
    if (item.status === "trash" || item.status === "auto-draft") continue;
    const attached = attachments
      .filter((a) => a.parent === item.id)
      .sort((a, b) => a.menuOrder - b.menuOrder || Number(a.id) - Number(b.id));
    const body = convertWordPressContent(item.content, {
      file: display,
      line: item.contentLine,
      reporter,
      footnotes: item.meta.get("footnotes"),
      attachedImages: () => attached.map(toAttachment),
      attachment: (id) => {
        const found = byId.get(id);
        return found?.type === "attachment" ? toAttachment(found) : undefined;
      },
      affiliateLink: thirsty.oldUrlOf,
    });
    const plainTitle = plainText(item.title);
    const title = plainTitle || untitled(item);
    if (!plainTitle)
      reporter.add(
        display,
        item.contentLine,
        `${item.type} ${item.id} has no title: titled "${title}"`,
      );
    const thumbnail = byId.get(item.meta.get("_thumbnail_id") ?? "");
    const published = item.status === "publish" && item.password === "";
    items.push({
      kind: item.type === "post" ? "post" : "page",
      published,
      title,
      heading: /<[a-z]/i.test(item.title)
        ? htmlToMarkdown(item.title).replace(/\s*\n\s*/g, " ")
        : undefined,
      slug: item.slug,
      parents: item.type === "page" ? parentSlugs(item, byId) : undefined,
      date: toIsoDay(item.date),
      updated: toIsoDay(item.modified),
      author: wxr.authors.get(item.creator) ?? (item.creator || undefined),
      tags: item.tags,
      description: item.excerpt ? plainText(item.excerpt) : undefined,
      image: thumbnail?.attachmentUrl || undefined,
      body,
      oldUrls: published
        ? oldUrls(item, () =>
            reporter.add(
              display,
              item.contentLine,
              `old URL ${item.link} has a query string: redirects match paths only, so it gets none`,
            ),
          )
        : [],
      source: display,
      origin: { text: item.content, line: item.contentLine },
    });
  }
  return {
    title: wxr.title,
    description: wxr.description,
    language: wxr.language.split("-")[0] || undefined,
    siteUrl: oldSiteUrl,
    items,
    links: thirsty.links,
    goneLinks: thirsty.gone,
    findLocalFile: () => undefined,
  };
}

/** Post types other than posts and pages, and comments, are named once each in the report. */
function reportSkipped(items: readonly WxrItem[], display: string, reporter: Reporter): void {
  const skipped = new Map<string, number>();
  for (const item of items) {
    if (
      ["post", "page", "attachment", "nav_menu_item", "revision", THIRSTY_TYPE].includes(
        item.type,
      ) ||
      item.type.startsWith("wp_")
    )
      continue;
    skipped.set(item.type, (skipped.get(item.type) ?? 0) + 1);
  }
  for (const [type, count] of skipped)
    reporter.add(
      display,
      undefined,
      `${count} item(s) of type "${type}" not imported: only posts and pages are`,
    );
  const comments = items.reduce(
    (sum, item) => sum + (item.status === "publish" ? item.comments : 0),
    0,
  );
  if (comments > 0)
    reporter.add(
      display,
      undefined,
      `${comments} approved comment(s) not imported: the site has no comments`,
    );
}

function parentSlugs(
  item: WxrItem,
  byId: ReadonlyMap<string, WxrItem>,
): { slug: string; title: string }[] {
  const parents: { slug: string; title: string }[] = [];
  for (
    let parent = byId.get(item.parent);
    parent && parents.length < 10;
    parent = byId.get(parent.parent)
  )
    parents.unshift({ slug: parent.slug, title: plainText(parent.title) });
  return parents;
}

/** The path of the item's permalink (`/2013/01/11/slug/`); `?p=1` links have none. */
function oldUrls(item: WxrItem, onQuery: () => void): string[] {
  try {
    const url = new URL(item.link);
    // "Plain" permalinks (`/?p=123`) name the post in the query, which no redirect can match.
    if (url.search !== "") onQuery();
    return url.search === "" && url.pathname !== "/" ? [url.pathname] : [];
  } catch {
    return [];
  }
}

function untitled(item: WxrItem): string {
  const fromSlug = decodeURIComponentSafe(item.slug).replace(/[-_]+/g, " ").trim();
  if (fromSlug && !/^\d+$/.test(fromSlug))
    return fromSlug.charAt(0).toUpperCase() + fromSlug.slice(1);
  return `Untitled ${item.type} ${item.id}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
