/** Reading `links.json` for a page, through the same content source as the manifest. */
import { LINKS_PATH } from "#app/content/index.ts";
import { EMPTY_REGISTRY, parseLinkRegistry, type LinkRegistry } from "#app/affiliate/index.ts";

interface Source {
  readText(path: string): Promise<string>;
}

/**
 * The registry, or an empty one: the file is optional, so a missing one is silent; its problems
 * become console errors and the entries that are fine still resolve.
 */
export async function loadLinkRegistry(
  source: Source,
  messages: { level: "error" | "warn"; text: string }[],
): Promise<LinkRegistry> {
  let text: string;
  try {
    text = await source.readText(LINKS_PATH);
  } catch {
    return EMPTY_REGISTRY;
  }
  const registry = parseRegistryOnce(text);
  for (const problem of registry.problems) messages.push({ level: "error", text: problem.message });
  return registry;
}

/**
 * The registry last parsed, with the text it was parsed from: every page a render thread renders
 * reads the same `links.json` text, and parsing it took about 2 % of the prerender. A registry is
 * never changed once parsed, so pages share it.
 */
let lastParsed: { text: string; registry: LinkRegistry } | undefined;

function parseRegistryOnce(text: string): LinkRegistry {
  if (lastParsed?.text !== text) lastParsed = { text, registry: parseLinkRegistry(text) };
  return lastParsed.registry;
}
