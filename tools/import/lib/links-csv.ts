/**
 * A link plugin's CSV export (Pretty Links, or any with a slug column and a URL column, in any
 * order): each row an affiliate link whose old URL is the site's `/{slug}`. A row without an
 * http(s) URL is reported, never written.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readStatus } from "./affiliate-links.ts";
import type { ImportedLink } from "./model.ts";
import type { Reporter } from "./reporter.ts";

const SLUG_COLUMNS = ["slug", "pretty_link", "shortlink", "short_url"];
const URL_COLUMNS = ["url", "target_url", "destination_url", "destination", "target", "link"];
const NAME_COLUMNS = ["merchant", "name", "title"];
const STATUS_COLUMNS = ["redirect_type", "redirection", "status"];

export async function readLinksCsv(file: string, reporter: Reporter): Promise<ImportedLink[]> {
  const display = path.relative(process.cwd(), file) || file;
  const rows = parseCsv((await readFile(file, "utf8")).replace(/^\uFEFF/, ""));
  const header = (rows[0] ?? []).map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_"),
  );
  const column = (names: readonly string[]) =>
    names.map((name) => header.indexOf(name)).find((index) => index !== -1);
  const [slugAt, urlAt] = [column(SLUG_COLUMNS), column(URL_COLUMNS)];
  if (slugAt === undefined || urlAt === undefined)
    throw new Error(`${display}: no slug and url columns in its first line (${header.join(", ")})`);
  const [nameAt, statusAt] = [column(NAME_COLUMNS), column(STATUS_COLUMNS)];
  const links: ImportedLink[] = [];
  rows.slice(1).forEach((row, index) => {
    const cell = (at: number | undefined) => (at === undefined ? "" : (row[at] ?? "").trim());
    const slug = cell(slugAt).replace(/^\/+|\/+$/g, "");
    const url = cell(urlAt);
    if (row.every((value) => value.trim() === "")) return;
    if (!slug || !/^https?:\/\//i.test(url)) {
      reporter.add(
        display,
        index + 2,
        `link "${slug}" has no slug or no http(s) URL: not imported`,
      );
      return;
    }
    links.push({
      slug,
      url,
      merchant: cell(nameAt) || undefined,
      status: readStatus(cell(statusAt)),
      oldUrls: [`/${slug}`],
      source: `${display}:${index + 2}`,
    });
  });
  return links;
}

/** RFC 4180: fields split by commas, quoted fields may hold commas, `""` and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') [field, at] = [`${field}"`, at + 1];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") [row, field] = [[...row, field], ""];
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at += 1;
      rows.push([...row, field]);
      [row, field] = [[], ""];
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}
