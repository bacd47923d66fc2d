/**
 * `npm run import -- <wordpress|hugo|jekyll|astro> <source> --out <dir> [--links links.csv]
 * [--site-url URL] [--no-fetch] [--json]`: turns a WordPress export or a Hugo, Jekyll or Astro
 * project into a content folder in this site's format, with redirects from every old URL and
 * the affiliate links of a link plugin. Prints what it could not convert.
 */
import { parseCommandLine, usageError } from "#tools/cli/command-line.ts";
import { IMPORT_SOURCES, runImport, type ImportSource } from "./run-import.ts";

const USAGE =
  "usage: npm run import -- <wordpress|hugo|jekyll|astro> <export.xml | site folder> --out <new content folder> [--links <link plugin export.csv>] [--site-url https://old.example.com] [--no-fetch] [--json]";

const { values, positionals } = parseCommandLine("import", USAGE, {
  allowPositionals: true,
  options: {
    out: { type: "string" },
    links: { type: "string" },
    "site-url": { type: "string" },
    json: { type: "boolean", default: false },
    "no-fetch": { type: "boolean", default: false },
  },
});
const [source, input, ...extra] = positionals;
if (!source) fail("the source kind is missing (wordpress, hugo, jekyll or astro)");
if (!(IMPORT_SOURCES as readonly string[]).includes(source))
  fail(`unknown source "${source}" (wordpress, hugo, jekyll or astro)`);
if (!input) fail("the export file or site folder is missing");
if (extra.length > 0) fail(`unexpected argument ${extra[0]}`);
if (!values.out) fail("--out is missing");
function fail(message: string): never {
  return usageError("import", message, USAGE);
}

try {
  const result = await runImport({
    source: source as ImportSource,
    input,
    outDir: values.out,
    siteUrl: values["site-url"],
    fetchImages: !values["no-fetch"],
    linksFile: values.links,
  });
  console.log(values.json ? result.json : result.text);
} catch (error) {
  console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
