/**
 * `import hugo <site folder>`: every markdown file under `content/`. Files at the top are
 * pages, files in a section are posts; `draft`, a future `publishDate` or a past
 * `expiryDate` make staging. Old URLs follow Hugo: `url`, the section's configured permalink,
 * or `/section/slug/`, plus `aliases`.
 */
import path from "node:path";
import { expandPermalink, dateTokens } from "#tools/import/lib/permalink.ts";
import { readCommonFields } from "#tools/import/lib/front-matter-fields.ts";
import { LocalFiles } from "#tools/import/lib/local-files.ts";
import type { ImportedItem, ImportedSite } from "#tools/import/lib/model.ts";
import { asciiSlug } from "#tools/import/lib/new-urls.ts";
import { lineAt, type Reporter } from "#tools/import/lib/reporter.ts";
import {
  listFiles,
  listOf,
  readSourceFile,
  textOf,
  type SourceFile,
} from "#tools/import/lib/source-file.ts";
import { readHugoConfig } from "./config.ts";
import { convertHugoShortcodes } from "./shortcodes.ts";

interface HugoPage {
  source: SourceFile;
  rel: string;
  oldUrl: string;
  item: Omit<ImportedItem, "body">;
}

const MARKDOWN = /\.(md|markdown|mdown)$/i;

export async function importHugo(
  dir: string,
  reporter: Reporter,
  siteUrl?: string,
): Promise<ImportedSite> {
  const config = await readHugoConfig(dir);
  const contentRoot = path.join(dir, config.contentDir);
  const local = new LocalFiles([path.resolve(dir, "static")]);
  const pages: HugoPage[] = [];
  const files = await listFiles(contentRoot);
  for (const file of files.filter((f) => /\.(html|htm|adoc|asciidoc|org|rst|pandoc|pdc)$/i.test(f)))
    reporter.add(
      path.relative(process.cwd(), file),
      1,
      "content in a format other than markdown not imported: write it as markdown",
    );
  for (const file of files.filter((f) => MARKDOWN.test(f))) {
    const rel = path.relative(contentRoot, file).split(path.sep).join("/");
    const source = await readSourceFile(file, reporter);
    const language = /\.([a-z]{2}(?:-[a-z]+)?)\.\w+$/i.exec(rel)?.[1];
    if (language && language !== (config.language ?? "en")) {
      reporter.add(
        source.display,
        1,
        `translation (${language}) not imported: the site has one language`,
      );
      continue;
    }
    pages.push(readPage(source, rel, config.permalinks, reporter));
  }
  const refs = refTable(pages);
  const items: ImportedItem[] = [];
  for (const page of pages) {
    const { source } = page;
    const report = (offset: number, message: string) =>
      reporter.add(source.display, lineAt(source.body, offset, source.bodyLine), message);
    let body = source.body.replace(/<!--\s*more\s*-->/gi, "");
    body = convertHugoShortcodes(body, {
      resolveRef: (target) => refs.get(refKey(target)),
      param: (name) => paramOf(source.data, name) ?? paramOf(config.params, name),
      report,
    });
    body = await local.anchorRelativeImages(body, source.file, page.oldUrl);
    const image =
      page.item.image &&
      (local.anchor(page.item.image, source.file, page.oldUrl) ?? page.item.image);
    items.push({ ...page.item, image, body });
  }
  return {
    title: config.title,
    description: config.description,
    language: config.language,
    social: config.social,
    contactEmail: config.email,
    siteUrl: siteUrl ?? config.baseUrl,
    items,
    findLocalFile: (p) => local.find(p),
  };
}

function readPage(
  source: SourceFile,
  rel: string,
  permalinks: Record<string, string>,
  reporter: Reporter,
): HugoPage {
  const fields = readCommonFields(source, reporter);
  const parts = rel
    .replace(MARKDOWN, "")
    .replace(/\.[a-z]{2}(?:-[a-z]+)?$/i, "")
    .split("/");
  const name = parts.pop() ?? "";
  const isBundle = name === "index" || name === "_index";
  const fileName = isBundle ? (parts.at(-1) ?? "") : name;
  const sections = isBundle ? parts.slice(0, -1) : parts;
  const home = rel.replace(MARKDOWN, "") === "_index";
  const slug = fields.slug ?? fileName;
  const title = fields.title ?? titleFromName(fileName);
  const pattern = permalinks[sections[0] ?? ""];
  const explicit = textOf(source.data.url);
  const oldUrl = home
    ? "/"
    : (explicit ??
      (pattern
        ? expandPermalink(pattern, {
            ...dateTokens(fields.date),
            slug,
            slugorfilename: slug,
            filename: fileName,
            contentbasename: fileName,
            title: asciiSlug(title),
            section: sections[0] ?? "",
            sections: sections.join("/"),
          })
        : `/${[...sections, slug].join("/")}/`
      ).toLowerCase());
  const now = new Date().toISOString().slice(0, 10);
  const future = fields.date !== undefined && fields.date > now;
  const expired = (textOf(source.data.expirydate) ?? "9999") < now;
  const aliases = listOf(source.data.aliases).map((alias) =>
    alias.startsWith("/")
      ? alias
      : new URL(alias, `https://x${oldUrl.replace(/[^/]*\/?$/, "")}`).pathname,
  );
  return {
    source,
    rel,
    oldUrl,
    item: {
      kind: sections.length === 0 ? "page" : "post",
      published: !fields.draft && !future && !expired,
      title,
      slug: home ? "home" : slug,
      home,
      date: fields.date,
      updated: fields.updated,
      author: fields.author,
      tags: fields.tags,
      description: fields.description,
      image: fields.image,
      oldUrls: home ? [] : [oldUrl, ...aliases],
      source: source.display,
      origin: { text: source.body, line: source.bodyLine },
    },
  };
}

/** `ref` targets by every name Hugo accepts: `post/a.md`, `/post/a`, `a.md`, `a`. */
function refTable(pages: readonly HugoPage[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const { rel, oldUrl } of pages) {
    const bare = rel.replace(MARKDOWN, "").replace(/\/(_?index)$/, "");
    for (const key of [rel, bare, path.posix.basename(rel), path.posix.basename(bare)]) {
      if (!table.has(refKey(key))) table.set(refKey(key), oldUrl);
    }
  }
  return table;
}

function refKey(target: string): string {
  return target.replace(/^\/+/, "").replace(MARKDOWN, "").replace(/#.*$/, "").toLowerCase();
}

function titleFromName(name: string): string {
  const words = name.replace(/[-_]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Untitled";
}

/** A dotted `param` (`author.name`) in front matter or `[params]`, case-insensitive as in Hugo. */
function paramOf(data: Readonly<Record<string, unknown>>, name: string): string | undefined {
  let value: unknown = data;
  for (const key of name.toLowerCase().split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    const entry = Object.entries(value).find(([other]) => other.toLowerCase() === key);
    value = entry?.[1];
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}
