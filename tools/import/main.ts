/**
 * `npm run import -- <wordpress|hugo|jekyll|astro> <source> --out <dir> [--site-url URL] [--json]`:
 * turns a WordPress export or a Hugo, Jekyll or Astro project into a content folder in this
 * site's format, with redirects from every old URL. Prints what it could not convert.
 */
import { parseArgs } from "node:util";
import { IMPORT_SOURCES, runImport, type ImportSource } from "./run-import.ts";

const USAGE =
  "usage: npm run import -- <wordpress|hugo|jekyll|astro> <export.xml | site folder> --out <new content folder> [--site-url https://old.example.com] [--no-fetch] [--json]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string" },
    "site-url": { type: "string" },
    json: { type: "boolean", default: false },
    "no-fetch": { type: "boolean", default: false },
  },
});
const [source, input, ...extra] = positionals;
if (
  !source ||
  !input ||
  !values.out ||
  extra.length > 0 ||
  !(IMPORT_SOURCES as readonly string[]).includes(source)
) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const result = await runImport({
    source: source as ImportSource,
    input,
    outDir: values.out,
    siteUrl: values["site-url"],
    fetchImages: !values["no-fetch"],
  });
  console.log(values.json ? result.json : result.text);
} catch (error) {
  console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
