/**
 * `links.json` as the server sees it: re-read only when its mtime or size changes, so an edit
 * applies on the next request without a restart. Missing means empty; problems are logged once
 * per change. A file that is not a JSON array at all (a half-saved edit) keeps the last good
 * registry, so one typo does not turn every affiliate link into a 404. Kept to one function so
 * it can move onto a shared "last valid live file" loader.
 */
import path from "node:path";
import {
  EMPTY_REGISTRY,
  LINKS_FILE,
  parseLinkRegistry,
  type LinkRegistry,
} from "#app/engine/index.ts";
import { openInside } from "#server/paths.ts";

export type RegistryLoader = () => Promise<LinkRegistry>;

export function createRegistryLoader(
  contentDir: string,
  log: (line: string) => void,
): RegistryLoader {
  let cached: { key: string; registry: LinkRegistry } | undefined;
  return async () => {
    const file = await openInside(contentDir, path.join(contentDir, LINKS_FILE));
    if (!file) {
      cached = { key: "missing", registry: EMPTY_REGISTRY };
      return cached.registry;
    }
    try {
      const key = `${file.stat.mtimeMs}:${file.stat.size}`;
      if (cached?.key === key) return cached.registry;
      const parsed = parseLinkRegistry(await file.handle.readFile("utf8"));
      for (const problem of parsed.problems) log(`${LINKS_FILE}: ${problem.message}`);
      const unreadable = parsed.problems.some((problem) => problem.index === -1);
      const registry = unreadable && cached ? cached.registry : parsed;
      if (unreadable && cached) log(`${LINKS_FILE}: keeping the last readable version`);
      cached = { key, registry };
      return registry;
    } finally {
      await file.handle.close().catch(() => undefined);
    }
  };
}
