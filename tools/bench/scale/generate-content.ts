/**
 * A content folder of `count` generated entries for the scale benchmark: the demo folder (pages,
 * categories, images, links) plus entries cloned from the demo's own blogs, reviews and FAQ
 * pages, so lengths, products, FAQ blocks and DATA blocks are the ones real pages have.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE, toFolderFile } from "#app/content/index.ts";
import { isVisible, resolvePage, type ManifestEntry } from "#app/content/index.ts";

/** Of every ten entries: five posts, four FAQ pages (a large FAQ hub), one review. */
const TYPE_CYCLE = [
  "blog",
  "superfaq",
  "blog",
  "superfaq",
  "blog",
  "review",
  "blog",
  "superfaq",
  "blog",
  "superfaq",
] as const;
const FAQ_SUBCATEGORIES = ["buying", "branding", "selling"];

interface Template {
  entry: ManifestEntry;
  markdown: string;
}

/** What the entries are like. */
export interface ScaleMix {
  /**
   * Of every ten entries, how many have no image of their own (no share image, no summary
   * image) and their own title, as most posts of an imported blog: each page then names a
   * generated card of its own. Default 0: the demo's own images and titles.
   */
  withoutImageOfTen?: number;
}

/** Copies `demoDir` to `targetDir` and adds `count` done entries to its manifest. */
export async function generateScaleContent(
  demoDir: string,
  targetDir: string,
  count: number,
  { withoutImageOfTen = 0 }: ScaleMix = {},
): Promise<ManifestEntry[]> {
  await cp(demoDir, targetDir, { recursive: true });
  const manifestFile = path.join(targetDir, MANIFEST_FILE);
  const demo = JSON.parse(await readFile(manifestFile, "utf8")) as ManifestEntry[];
  const templates = await readTemplates(demoDir, demo);
  const generated: ManifestEntry[] = [];
  const writes: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = pickType(index);
    const pool = templates.filter((template) => template.entry.type === type);
    const template = pool[index % pool.length] as Template;
    const entry = scaleEntry(template.entry, index);
    generated.push(entry);
    const file = path.join(targetDir, entryFile(entry));
    const source =
      index % 10 < withoutImageOfTen
        ? withoutImage(template.markdown, entry.title)
        : template.markdown;
    const markdown = `${source.trimEnd()}\n\nGenerated entry ${index + 1} of ${count}.\n`;
    writes.push(
      mkdir(path.dirname(file), { recursive: true }).then(() => writeFile(file, markdown)),
    );
    if (writes.length >= 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  await writeMissingSubcategories(targetDir);
  await writeFile(manifestFile, JSON.stringify([...demo, ...generated], null, 1));
  return generated;
}

/**
 * `markdown` without its share images (META) and its summary image (DATA), titled `title` (its
 * entry's, so each shares a card of its own, as each imported post does).
 */
function withoutImage(markdown: string, title: string): string {
  return markdown
    .replace(/<!-- META\n([\s\S]*?)\n-->/, (_block, json: string) => {
      const meta = JSON.parse(json) as Record<string, unknown>;
      delete meta.ogImage;
      delete meta.twitterImage;
      // The share title is the page's title, its own.
      delete meta.ogTitle;
      meta.title = title;
      return `<!-- META\n${JSON.stringify(meta, null, 2)}\n-->`;
    })
    .replace(/^image=.*\n/m, "");
}

/**
 * A listing page for each FAQ subcategory the demo has no file for (`selling`), as an author
 * would write one: otherwise each of its listing pages logs the missing file.
 */
async function writeMissingSubcategories(targetDir: string): Promise<void> {
  for (const sub of FAQ_SUBCATEGORIES) {
    const file = path.join(targetDir, "categories", "subcategories", `${sub}.md`);
    if (existsSync(file)) continue;
    const title = `${sub[0]?.toUpperCase()}${sub.slice(1)} a domain`;
    await writeFile(file, `# ${title}\n\nQuestions and answers about ${sub} domains.\n`);
  }
}

/** The type of the `index`th generated entry: the mix of TYPE_CYCLE, spread evenly. */
function pickType(index: number): ManifestEntry["type"] {
  return TYPE_CYCLE[index % TYPE_CYCLE.length] as ManifestEntry["type"];
}

function scaleEntry(template: ManifestEntry, index: number): ManifestEntry {
  const id = `scale-${String(index + 1).padStart(6, "0")}`;
  const title = `${template.title} (${index + 1})`;
  const segments = template.url.split("/").filter(Boolean);
  if (template.type === "superfaq") {
    const sub = FAQ_SUBCATEGORIES[index % FAQ_SUBCATEGORIES.length];
    return { type: "superfaq", status: "done", url: `/qahub/${sub}/${id}`, title };
  }
  return { type: template.type, status: "done", url: `/${segments[0]}/${id}`, title };
}

/** Where an entry's markdown lives in the folder, as the engine resolves it. */
function entryFile(entry: ManifestEntry): string {
  const resolution = resolvePage(entry.url, [entry]);
  const file = resolution.found ? toFolderFile(resolution.page.source) : undefined;
  if (!file) throw new Error(`no markdown file for ${entry.url}`);
  return file;
}

async function readTemplates(demoDir: string, demo: ManifestEntry[]): Promise<Template[]> {
  const done = demo.filter(
    (entry) => isVisible(entry) && ["blog", "review", "superfaq"].includes(entry.type),
  );
  return Promise.all(
    done.map(async (entry) => ({
      entry,
      markdown: await readFile(path.join(demoDir, entryFile(entry)), "utf8"),
    })),
  );
}
