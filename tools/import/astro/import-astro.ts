/**
 * `import astro <project folder>`: every content collection under `src/content/` as posts
 * (old URL `/<collection>/<id>/`, as the blog starter routes them) and markdown pages under
 * `src/pages/` as pages; `draft: true` makes staging. The title and description come from
 * `src/consts.ts`, the site URL from `astro.config.*`.
 */
import { readFile } from "node:fs/promises";
import { emailOf, socialFromUrls } from "#tools/import/lib/social.ts";
import path from "node:path";
import { readCommonFields } from "#tools/import/lib/front-matter-fields.ts";
import { LocalFiles } from "#tools/import/lib/local-files.ts";
import type { ImportedItem, ImportedSite } from "#tools/import/lib/model.ts";
import { lineAt, type Reporter } from "#tools/import/lib/reporter.ts";
import { listFiles, readSourceFile, textOf } from "#tools/import/lib/source-file.ts";
import { convertMdx } from "./mdx.ts";

const MARKDOWN = /\.(md|mdx|markdown)$/i;

// Long: the reader's steps in order over one project, sharing its config and findings.
export async function importAstro(
  dir: string,
  reporter: Reporter,
  siteUrl?: string,
): Promise<ImportedSite> {
  const config = await firstText(dir, [
    "astro.config.mjs",
    "astro.config.ts",
    "astro.config.js",
    "astro.config.mts",
  ]);
  const consts = await firstText(dir, ["src/consts.ts", "src/consts.js", "src/config.ts"]);
  const base = /\bbase:\s*['"`]([^'"`]+)['"`]/.exec(config)?.[1]?.replace(/\/+$/, "") ?? "";
  const local = new LocalFiles([path.resolve(dir, "public")]);
  const items: ImportedItem[] = [];
  const sources = [
    ...(await listFiles(path.join(dir, "src", "content"))).map((file) => ({
      file,
      root: path.join(dir, "src", "content"),
      page: false,
    })),
    ...(await listFiles(path.join(dir, "src", "pages"))).map((file) => ({
      file,
      root: path.join(dir, "src", "pages"),
      page: true,
    })),
  ].filter(({ file }) => MARKDOWN.test(file));
  for (const file of await listFiles(path.join(dir, "src", "pages"))) {
    const rel = path.relative(path.join(dir, "src", "pages"), file);
    // Dynamic routes (`[slug].astro`) and the home page are templates; other pages are text to rewrite.
    if (file.endsWith(".astro") && !rel.includes("[") && rel !== "index.astro")
      reporter.add(
        path.relative(process.cwd(), file),
        1,
        "Astro page not imported: write its text as a markdown page",
      );
  }
  for (const { file, root, page } of sources) {
    const source = await readSourceFile(file, reporter);
    const fields = readCommonFields(source, reporter);
    const id = path
      .relative(root, file)
      .split(path.sep)
      .join("/")
      .replace(MARKDOWN, "")
      .replace(/(^|\/)index$/, "");
    const home = page && id === "";
    const segments = id.split("/").filter(Boolean);
    const slug = fields.slug ?? segments.at(-1) ?? "home";
    const oldUrl =
      `${base}/${(page ? segments : [...segments.slice(0, -1), slug]).map((part) => part.toLowerCase()).join("/")}/`.replace(
        /\/{2,}/g,
        "/",
      );
    const report = (offset: number, message: string) =>
      reporter.add(source.display, lineAt(source.body, offset, source.bodyLine), message);
    let body = file.endsWith(".mdx") ? convertMdx(source.body, report, source.data) : source.body;
    body = await local.anchorRelativeImages(body, file, oldUrl);
    const image = fields.image && (local.anchor(fields.image, file, oldUrl) ?? fields.image);
    items.push({
      kind: page ? "page" : "post",
      published: !fields.draft,
      title: fields.title ?? (slug.replace(/[-_]+/g, " ") || "Untitled"),
      slug,
      parents: page
        ? segments.slice(0, -1).map((part) => ({ slug: part, title: part }))
        : undefined,
      home,
      date: fields.date,
      updated: fields.updated,
      author: fields.author,
      tags: fields.tags,
      description: fields.description,
      image,
      body,
      oldUrls: home ? [] : [oldUrl],
      source: source.display,
      origin: { text: source.body, line: source.bodyLine },
    });
  }
  return {
    title: constant(consts, "SITE_TITLE"),
    description: constant(consts, "SITE_DESCRIPTION"),
    // The starter's consts name the site; themes add their profiles (`SOCIALS`) and `EMAIL`.
    social: socialFromUrls(consts.match(/https?:\/\/[^\s'"`)]+/g) ?? []),
    contactEmail: emailOf(constant(consts, "EMAIL") ?? /mailto:([^\s'"`)]+)/.exec(consts)?.[1]),
    siteUrl: siteUrl ?? /\bsite:\s*['"`]([^'"`]+)['"`]/.exec(config)?.[1]?.replace(/\/+$/, ""),
    items,
    findLocalFile: (sitePath) =>
      local.find(base && sitePath.startsWith(base) ? sitePath.slice(base.length) : sitePath),
  };
}

function constant(source: string, name: string): string | undefined {
  return textOf(new RegExp(`\\b${name}\\s*=\\s*(['"\`])(.*?)\\1`).exec(source)?.[2]);
}

async function firstText(dir: string, names: string[]): Promise<string> {
  for (const name of names) {
    const text = await readFile(path.join(dir, name), "utf8").catch(() => undefined);
    if (text !== undefined) return text;
  }
  return "";
}
