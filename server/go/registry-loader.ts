/**
 * `links.json` as the server sees it: a last valid file (last-valid-file.ts), exactly like the manifest.
 * An edit applies on the next request without a restart; a save that does not parse, a file
 * deleted or unreadable for a moment (a deploy swapping folders) keeps the last valid
 * registry, so `/go/` links do not all turn 404, and the problem is logged once per change.
 * Single unusable entries are skipped and logged. A site that never had the file has an empty
 * registry and no log line; removing every link is a save of `[]`.
 */
import { site } from "#app/config/index.ts";
import { EMPTY_REGISTRY, parseLinkRegistry, type LinkRegistry } from "#app/affiliate/index.ts";
import { LINKS_FILE, SITE_FILE } from "#app/content/index.ts";
import { parseSiteIdentity } from "#app/content/index.ts";
import { createLastValidFile, type Parsed } from "#server/content-folder/last-valid-file.ts";

export type RegistryLoader = () => Promise<LinkRegistry>;

export function createRegistryLoader(
  contentDir: string,
  log: (line: string) => void,
): RegistryLoader {
  const parse = (text: string): Parsed<LinkRegistry> => {
    const registry = parseLinkRegistry(text);
    const fatal = registry.problems.find((problem) => problem.index === -1);
    if (fatal) return { ok: false, message: fatal.message };
    for (const problem of registry.problems) log(`${LINKS_FILE}: ${problem.message}`);
    return { ok: true, value: registry };
  };
  const live = createLastValidFile({
    root: contentDir,
    name: LINKS_FILE,
    parse,
    initial: EMPTY_REGISTRY,
    log,
    optional: true,
  });
  return async () => (await live()).value;
}

/** `site.json`'s `timeZone` (undefined: UTC); as live as the registry. */
export type TimeZoneLoader = () => Promise<string | undefined>;

export function createTimeZoneLoader(
  contentDir: string,
  log: (line: string) => void,
): TimeZoneLoader {
  // Only the zone is read here: the rest of site.json is the pages' (and the checker's) to judge.
  const parse = (text: string): Parsed<string | undefined> => {
    const { identity } = parseSiteIdentity(text, site.identity);
    return { ok: true, value: identity.timeZone };
  };
  const live = createLastValidFile({
    root: contentDir,
    name: SITE_FILE,
    parse,
    initial: undefined,
    log,
    optional: true,
  });
  return async () => (await live()).value;
}
