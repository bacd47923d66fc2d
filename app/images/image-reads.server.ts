/**
 * Which images a page's render looked up in the image manifest, found or not: a page's key
 * covers the manifest's entries for just those (`pageKeyWithImages`, app/prerender), so an image
 * added for one post renders again the pages that asked for it, not every page (decision 081).
 * The build's render thread runs each page inside `recordImageReads`; the loader, in the server
 * bundle (its own copy of this module), hands `attachImages` the manifest through
 * `trackImageReads`. Both copies share one AsyncLocalStorage through a registered symbol, so the
 * pages a thread has in flight at once keep their reads apart.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { ImageManifest } from "./image-manifest.ts";

/** Recorded when a render listed the manifest's names: the page depends on all of it. */
export const EVERY_IMAGE = "*";

const STORAGE = Symbol.for("premium-domains.image-reads");
const shared = globalThis as { [STORAGE]?: AsyncLocalStorage<Set<string>> };
const storage = (shared[STORAGE] ??= new AsyncLocalStorage<Set<string>>());

/** Runs `render`, with the names of the images it looked up, sorted. */
export async function recordImageReads<T>(
  render: () => Promise<T>,
): Promise<{ result: T; images: string[] }> {
  const reads = new Set<string>();
  const result = await storage.run(reads, render);
  return { result, images: [...reads].sort() };
}

/** The manifest for a page's render: recording each name looked up, inside `recordImageReads`. */
export function trackImageReads(manifest: ImageManifest): ImageManifest {
  const reads = storage.getStore();
  if (!reads) return manifest;
  const read = (name: string | symbol) => {
    if (typeof name === "string") reads.add(name);
  };
  return new Proxy(manifest, {
    get(target, name, receiver) {
      read(name);
      return Reflect.get(target, name, receiver);
    },
    has(target, name) {
      read(name);
      return Reflect.has(target, name);
    },
    getOwnPropertyDescriptor(target, name) {
      read(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
    ownKeys(target) {
      reads.add(EVERY_IMAGE);
      return Reflect.ownKeys(target);
    },
  });
}
