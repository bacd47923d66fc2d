/**
 * The site's identity for a page: `site.json` from the content folder over the built-in
 * defaults. Read through the page's content source, so the build and the browser agree; a
 * missing file is the defaults, an unusable key is the console's business and its default.
 */
import { site } from "#app/config/index.ts";
import { parseSiteIdentity, type ReadText, type SiteIdentity } from "#app/content/index.ts";
import { SITE_PATH } from "#app/content/index.ts";
import { type PageMessage } from "#app/analysis/index.ts";

export async function loadSiteIdentity(
  readText: ReadText,
  messages: PageMessage[] = [],
): Promise<SiteIdentity> {
  const read = await readText(SITE_PATH).catch(() => undefined);
  // A static host may answer a missing file with its HTML fallback page: that is no site.json.
  const text = read?.trimStart().startsWith("<") ? undefined : read;
  const { identity, problems } = parseOnce(text);
  for (const problem of problems) messages.push({ level: "error", text: problem.message });
  return identity;
}

/** The identity last parsed, by its text: every page reads the same `site.json`. Never changed. */
let lastParsed:
  { text: string | undefined; parsed: ReturnType<typeof parseSiteIdentity> } | undefined;

function parseOnce(text: string | undefined): ReturnType<typeof parseSiteIdentity> {
  if (!lastParsed || lastParsed.text !== text)
    lastParsed = { text, parsed: parseSiteIdentity(text, site.identity) };
  return lastParsed.parsed;
}
