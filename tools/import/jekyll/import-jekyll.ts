/**
 * `import jekyll <site folder>`: `_posts/` as posts (`_drafts/` and `published: false` as
 * staging), markdown pages with front matter as pages, `index.md` as the home page. Old URLs
 * follow `collections.posts.permalink` or the site's `permalink` (default `date`:
 * `/:categories/:year/:month/:day/:title.html`), a page's own `permalink`, and `redirect_from`.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import { readCommonFields } from "#tools/import/lib/front-matter-fields.ts";
import { htmlToMarkdown } from "#tools/import/lib/html-to-markdown.ts";
import { LocalFiles } from "#tools/import/lib/local-files.ts";
import type { ImportedItem, ImportedSite } from "#tools/import/lib/model.ts";
import { lineAt, type Reporter } from "#tools/import/lib/reporter.ts";
import {
  listFiles,
  listOf,
  readSourceFile,
  textOf,
  type SourceFile,
} from "#tools/import/lib/source-file.ts";
import { emailOf, socialFromAccounts, socialFromUrls } from "#tools/import/lib/social.ts";
import { convertLiquid } from "./liquid.ts";
import { jekyllOldUrl, postMoment } from "./permalinks.ts";

interface JekyllPage {
  source: SourceFile;
  rel: string;
  oldUrl: string;
  item: Omit<ImportedItem, "body">;
}

const TEXT = /\.(md|markdown|mkd|mkdn|html)$/i;
const POST_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

// Long: the reader's steps in order over one project, sharing its config and findings.
export async function importJekyll(
  dir: string,
  reporter: Reporter,
  siteUrl?: string,
): Promise<ImportedSite> {
  const config = await readConfig(dir);
  const baseUrl = (textOf(config.baseurl) ?? "").replace(/\/+$/, "");
  const style = textOf(config.permalink) ?? "date";
  const postsStyle = textOf(nestedValue(config, ["collections", "posts", "permalink"]));
  const timeZone = textOf(config.timezone);
  const pages: JekyllPage[] = [];
  for (const file of (await listFiles(dir)).filter((f) => TEXT.test(f))) {
    const rel = path.relative(dir, file).split(path.sep).join("/");
    const parts = rel.split("/");
    const inPosts = parts.includes("_posts");
    const inDrafts = parts[0] === "_drafts";
    if (!inPosts && !inDrafts && parts.some((part) => part.startsWith("_") || part === "vendor"))
      continue;
    const source = await readSourceFile(file, reporter);
    const isPage = !inPosts && !inDrafts;
    if (isPage && !hasFrontMatter(source)) continue;
    if (isPage && /\.html$/i.test(rel)) {
      // Layouts' pages (index.html, 404.html) are templates; any other HTML page is text to rewrite.
      if (!/^(index|404)\.html$/i.test(rel))
        reporter.add(source.display, 1, "HTML page not imported: write it as markdown");
      continue;
    }
    const base = path.posix.basename(rel).replace(TEXT, "");
    const named = POST_NAME.exec(base);
    const fields = readCommonFields(source, reporter, /\s+/);
    const moment = postMoment(source.data.date, timeZone);
    const date = moment.day ?? fields.date ?? named?.[1];
    const slug = fields.slug ?? named?.[2] ?? base;
    const home = isPage && rel.replace(TEXT, "") === "index";
    const oldUrl = jekyllOldUrl({
      style,
      postsStyle,
      own: textOf(source.data.permalink),
      isPage,
      rel,
      slug,
      date,
      time: moment.time,
      categories: listOf(source.data.categories ?? source.data.category, /\s+/),
      baseUrl,
    });
    pages.push({
      source,
      rel,
      oldUrl,
      item: {
        kind: isPage ? "page" : "post",
        published: !inDrafts && !fields.draft,
        title: fields.title ?? (home ? "Home" : slug.replace(/[-_]+/g, " ")),
        ...(isPage ? pagePlace(rel) : { slug }),
        home,
        date,
        updated: fields.updated,
        author: fields.author,
        tags: fields.tags,
        description: fields.description,
        image: fields.image,
        oldUrls:
          home || inDrafts
            ? []
            : [
                oldUrl,
                ...listOf(source.data.redirect_from).map(
                  (from) => `${baseUrl}${from.startsWith("/") ? "" : "/"}${from}`,
                ),
              ],
        source: source.display,
        origin: { text: source.body, line: source.bodyLine },
      },
    });
  }
  const byPost = new Map(
    pages.map((page) => [path.posix.basename(page.rel).replace(TEXT, ""), page.oldUrl]),
  );
  const byFile = new Map(pages.map((page) => [page.rel, page.oldUrl]));
  const local = new LocalFiles([path.resolve(dir)]);
  const items: ImportedItem[] = [];
  for (const page of pages) {
    const { source } = page;
    const report = (offset: number, message: string) =>
      reporter.add(source.display, lineAt(source.body, offset, source.bodyLine), message);
    let body = convertLiquid(source.body, {
      baseUrl,
      siteTitle: textOf(config.title),
      pageTitle: page.item.title,
      lookup: (name) => {
        const [scope, ...keys] = name.split(".");
        const value = nestedValue(scope === "page" ? source.data : config, keys);
        return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
      },
      resolve: (kind, target) =>
        kind === "post_url"
          ? byPost.get(path.posix.basename(target))
          : byFile.get(target.replace(/^\//, "")),
      report,
    });
    if (/\.html$/i.test(page.rel)) body = htmlToMarkdown(body);
    body = await local.anchorRelativeImages(body, source.file, page.oldUrl);
    items.push({ ...page.item, body });
  }
  return {
    title: textOf(config.title),
    description: textOf(config.description),
    language: textOf(config.lang)?.split("-")[0],
    ...jekyllIdentity(config),
    siteUrl: siteUrl ?? (textOf(config.url) ? `${textOf(config.url)}${baseUrl}` : undefined),
    items,
    findLocalFile: (sitePath) =>
      local.find(
        baseUrl && sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length) : sitePath,
      ),
  };
}

async function readConfig(dir: string): Promise<Record<string, unknown>> {
  const text = await readFile(path.join(dir, "_config.yml"), "utf8").catch(() =>
    readFile(path.join(dir, "_config.yaml"), "utf8").catch(() => ""),
  );
  const parsed: unknown = parseYaml(text);
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/**
 * Jekyll's own accounts: `twitter_username`, `github_username`, jekyll-seo-tag's `twitter:
 * {username}` and `social: {links}`, the `author`'s accounts; `email` or the author's.
 */
function jekyllIdentity(
  config: Record<string, unknown>,
): Pick<ImportedSite, "social" | "contactEmail"> {
  const author = nestedValue(config, ["author"]);
  const accounts = {
    twitter_username: config.twitter_username,
    twitter: nestedValue(config, ["twitter", "username"]) ?? config.twitter,
    github_username: config.github_username,
    ...(typeof author === "object" && author !== null ? (author as Record<string, unknown>) : {}),
  };
  const links = listOf(nestedValue(config, ["social", "links"]));
  return {
    social: [...socialFromAccounts(accounts), ...socialFromUrls(links)].filter(
      (link, index, all) => all.findIndex((other) => other.url === link.url) === index,
    ),
    contactEmail: emailOf(config.email) ?? emailOf(nestedValue(config, ["author", "email"])),
  };
}

/** `config.collections.posts.permalink` and the like, when every level is a mapping. */
function nestedValue(config: Record<string, unknown>, keys: readonly string[]): unknown {
  let value: unknown = config;
  for (const key of keys)
    value =
      typeof value === "object" && value !== null
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return value;
}

/** A page's slug and parents from its path: `docs/setup.md` is `setup` under `docs`. */
function pagePlace(rel: string): Pick<ImportedItem, "slug" | "parents"> {
  const segments = rel
    .replace(TEXT, "")
    .replace(/(^|\/)index$/, "")
    .split("/")
    .filter(Boolean);
  const parents = segments.slice(0, -1).map((part) => ({ slug: part, title: part }));
  return { slug: segments.at(-1) ?? "home", parents };
}

function hasFrontMatter(source: SourceFile): boolean {
  return source.bodyLine > 1;
}
