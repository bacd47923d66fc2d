/**
 * `npm run new -- <blog|review|superfaq|salepage> "Title" [--url /path] [--sub name] [--dir DIR]`:
 * adds a `staging` manifest entry and writes a commented markdown skeleton where the site will
 * read it. Never overwrites: an existing url or file stops it before anything is written.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { renderSkeleton } from "./lib/entry-skeleton.ts";
import { prependManifestEntry } from "./lib/manifest-append.ts";
import { describeNextSteps, planNewEntry } from "./lib/new-entry.ts";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";

const USAGE =
  'usage: npm run new -- <blog|review|superfaq|salepage> "Title" [--url /path] [--sub faq-subcategory] [--dir content-folder]';

const { values, positionals } = parseCommandLine("new", USAGE, {
  allowPositionals: true,
  options: { url: { type: "string" }, sub: { type: "string" }, dir: { type: "string" } },
});
const [type, title, ...extra] = positionals;
if (!type) usageError("new", "the entry type is missing", USAGE);
if (!title) usageError("new", "the title is missing", USAGE);
if (extra.length > 0) usageError("new", `unexpected argument ${extra[0]}`, USAGE);

const env = readSiteEnvOrExit();
const folder = openContentFolder(values.dir ?? env.contentDir);
const manifestPath = folder.manifestFile;
const manifestText = existsSync(manifestPath) ? await readFile(manifestPath, "utf8") : "[]\n";

try {
  const plan = planNewEntry(
    { type, title, url: values.url, sub: values.sub },
    listUrls(manifestText),
  );
  const file = folder.pathOf(plan.file);
  if (!file) fail(`${plan.file} is outside the content folder`);
  const display = path.relative(process.cwd(), file);
  if (existsSync(file))
    fail(`${display} already exists: it was not overwritten (pick another title or --url)`);
  const nextManifest = prependManifestEntry(manifestText, plan.entry);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    renderSkeleton(plan.entry, plan.layout, new Date().toISOString().slice(0, 10)),
    { flag: "wx" },
  );
  await writeFile(manifestPath, nextManifest);
  console.log(describeNextSteps(plan, display));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

/** Every url in the manifest text, valid entry or not, so no url is taken twice. */
function listUrls(text: string): string[] {
  try {
    const json: unknown = JSON.parse(text);
    if (!Array.isArray(json)) return [];
    return json.flatMap((item: unknown) =>
      typeof item === "object" && item !== null && "url" in item && typeof item.url === "string"
        ? [item.url]
        : [],
    );
  } catch {
    return []; // prependManifestEntry reports the syntax error
  }
}

function fail(message: string): never {
  console.error(`new: ${message}`);
  process.exit(1);
}
