/**
 * The build's one redirect table (`build/redirect-table.json`: the link registry and the checked
 * old URLs and aliases, read from the content folder the same way the server reads them) and the
 * `_redirects` made from it, within the hosts' limits; what is left out is named in the build log
 * (docs/deploy.md says what to do then). nginx-static and the server read the same table.
 */
import { readFile } from "node:fs/promises";
import { replaceFile } from "#app/prerender/index.server.ts";
import path from "node:path";
import { site } from "#app/config/index.ts";
import { EMPTY_REGISTRY, parseLinkRegistry, siteDay } from "#app/affiliate/index.ts";
import { LINKS_PATH, SITE_PATH, toFolderFile } from "#app/content/index.ts";
import {
  loadRedirects,
  mayHaveAliases,
  readRedirectTableFile,
  REDIRECT_TABLE_FILE,
  toRedirectTableFile,
  type SiteRedirects,
} from "#app/redirects/index.ts";
import { parseSiteIdentity, type ManifestEntry, type ReadText } from "#app/content/index.ts";
import { openFileCache, type FileCacheLocation } from "#app/loaders/index.server.ts";
import { buildRedirectsFile, REDIRECT_LINE_LIMIT, REDIRECT_RULE_LIMIT } from "./redirects-file.ts";

const REDIRECTS_FILE_NAME = "_redirects";

/** The link registry, the redirect table and the site's time zone, as the server reads them. */
async function readSiteRedirects(
  entries: readonly ManifestEntry[],
  readText: ReadText,
): Promise<SiteRedirects> {
  const links = await readText(LINKS_PATH).then(parseLinkRegistry, () => EMPTY_REGISTRY);
  const table = await loadRedirects(entries, readText, { pageSize: site.listingPageSize });
  const siteText = await readText(SITE_PATH).catch(() => undefined);
  const { timeZone } = parseSiteIdentity(siteText, site.identity).identity;
  return { links, table, timeZone };
}

/** The build's one redirect table (`build/redirect-table.json`), if this build wrote one. */
export async function readBuiltRedirects(buildDir: string): Promise<SiteRedirects | undefined> {
  const text = await readFile(path.join(buildDir, REDIRECT_TABLE_FILE), "utf8").catch(() => "");
  return readRedirectTableFile(text);
}

export interface RedirectsBuild {
  /** Each content file's hash (the build hashed the folder), and the cache to keep in. */
  hashes: ReadonlyMap<string, string>;
  cache: FileCacheLocation;
}

/**
 * Writes `{clientDir}/_redirects`; returns its name, relative to `clientDir`. With `build`, a
 * markdown file known (by its content hash) to name no alias is not read again.
 */
export async function writeRedirectsFile(
  clientDir: string,
  entries: readonly ManifestEntry[],
  readText: ReadText,
  build?: RedirectsBuild,
  log: Pick<Console, "log" | "warn"> = console,
): Promise<string> {
  // Every markdown file is asked for; each value is `true` or `false`.
  const cache = await openFileCache<boolean>(build?.cache, { preload: true });
  const cachedRead: ReadText = async (sitePath) => {
    const file = toFolderFile(sitePath);
    const hash = file === undefined ? undefined : build?.hashes.get(file);
    if (file === undefined || hash === undefined || !file.endsWith(".md"))
      return readText(sitePath);
    if (cache.get(file, hash) === false) return "";
    const text = await readText(sitePath);
    cache.set(file, hash, mayHaveAliases(text));
    return text;
  };
  const redirects = await readSiteRedirects(entries, cachedRead);
  await cache.save();
  // Beside build/client, not in it: the server and deploy-config read it, visitors do not.
  const tableFile = path.join(path.dirname(clientDir), REDIRECT_TABLE_FILE);
  await replaceFile(tableFile, JSON.stringify(toRedirectTableFile(redirects)));
  const today = siteDay(new Date(), redirects.timeZone);
  const file = buildRedirectsFile(redirects.links, redirects.table, today);
  await replaceFile(path.join(clientDir, REDIRECTS_FILE_NAME), file.text);
  log.log(
    `Wrote ${REDIRECT_TABLE_FILE} and _redirects (${file.goLinks} /go/ links, ` +
      `${file.aliases} link aliases, ${file.redirects} old URLs)`,
  );
  if (file.leftOut.length > 0) {
    const named = file.leftOut.slice(0, 5).join(", ");
    const more = file.leftOut.length > 5 ? ` and ${file.leftOut.length - 5} more` : "";
    log.warn(
      `_redirects: ${file.leftOut.length} rules left out (Cloudflare Pages reads at most ` +
        `${REDIRECT_RULE_LIMIT} rules of at most ${REDIRECT_LINE_LIMIT} characters): ${named}${more}. ` +
        "On a static host they do not redirect: see docs/deploy.md",
    );
  }
  return REDIRECTS_FILE_NAME;
}
