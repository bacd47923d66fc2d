/**
 * Checks `site.json`: JSON syntax, unknown keys and wrong types (the schema the site reads it
 * with), nav and footer links to a site path that is no page or file, and social networks
 * without an icon. Each finding is placed on the key or element it is about.
 */
import { site } from "#app/config/index.ts";
import {
  OWN_ROUTE_PATHS,
  readSiteIdentity,
  resolvePage,
  SOCIAL_NETWORKS,
  type ManifestEntry,
} from "#app/content/index.ts";
import { isFeedFileName } from "#app/seo/index.ts";
import { createLocator, type Finding } from "./finding.ts";
import { locatePath, parseJsonAt } from "./json-location.ts";

const CONTENT_PREFIX = "/assets/content/";

export function checkSiteFile(
  text: string,
  file: string,
  entries: readonly ManifestEntry[],
  files: ReadonlySet<string>,
): Finding[] {
  const locate = createLocator(text);
  const parsed = parseJsonAt(text);
  if (!parsed.ok) {
    const message = `site.json is not JSON: ${parsed.message}`;
    return [{ file, ...locate(parsed.offset), severity: "error", message }];
  }
  const finding = (path: (string | number)[], message: string, severity: Finding["severity"]) => ({
    file,
    ...locate(locatePath(text, path)),
    severity,
    message,
  });
  const { identity, given, problems } = readSiteIdentity(parsed.value, site.identity);
  const findings = problems.map((problem) => finding(problem.path, problem.message, "error"));
  for (const key of ["nav", "footer"] as const) {
    if (!given.includes(key)) continue;
    identity[key].forEach((link, index) => {
      if (!link.url.startsWith("/") || leadsSomewhere(link.url, entries, files)) return;
      const message = `site.json "${key}" links to ${link.url}, which is no page or file`;
      findings.push(finding([key, index, "url"], message, "error"));
    });
  }
  if (given.includes("social")) {
    const written = (parsed.value as { social: { network: string }[] }).social;
    written.forEach(({ network }, index) => {
      if ((SOCIAL_NETWORKS as readonly string[]).includes(network)) return;
      const message = `site.json "social": no icon for "${network}" (a plain link icon is shown)`;
      findings.push(finding(["social", index, "network"], message, "warning"));
    });
  }
  return findings;
}

function leadsSomewhere(
  url: string,
  entries: readonly ManifestEntry[],
  files: ReadonlySet<string>,
): boolean {
  const path = url.split(/[?#]/)[0] ?? "/";
  if (path.startsWith(CONTENT_PREFIX))
    return files.has(decodeURI(path.slice(CONTENT_PREFIX.length)));
  if (OWN_ROUTE_PATHS.includes(path) || isFeedFileName(path.slice(1))) return true;
  return resolvePage(path, entries).found;
}
