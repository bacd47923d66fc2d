/** A sitemap against the sitemaps.org XSD the `sitemap` package ships, with Debian's `xmllint`. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The package exports only its code and package.json; the schema sits beside them.
const PACKAGE = fileURLToPath(import.meta.resolve("sitemap/package.json"));
const SCHEMA = path.join(path.dirname(PACKAGE), "schema", "sitemap.xsd");

/** xmllint's complaints about the `<urlset>` in `file`; empty when it validates. */
export function sitemapErrors(file: string): string[] {
  const run = spawnSync("xmllint", ["--noout", "--schema", SCHEMA, file], { encoding: "utf8" });
  if (run.error) throw run.error;
  if (run.status === 0) return [];
  return run.stderr.split("\n").filter((line) => line && !line.endsWith(" validates"));
}
