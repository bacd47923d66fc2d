/**
 * A content key for every prerendered page: a hash of everything its loader reads, so an
 * incremental build renders again exactly the pages whose key changed, and the server renders
 * the pages whose key now differs from the build's (server/live-pages/). What a page reads
 * (app/loaders/load-page.ts): what `resolvePage` makes of its path (its manifest entry, or its
 * listing's slice of links and pagination), its markdown file, a listing's linked files (their
 * dates and descriptions), the listings above it (for the breadcrumbs), and for every page alike the manifest's problems (every page reports them to its
 * visitor's console), the link registry and the site's identity. The code and configuration are
 * in `codeHash`: when they change, every key does. The images come last (`pageKeyWithImages`):
 * the image manifest's entries for the names the page's render looked up, so an image added or
 * changed renders again the pages that asked for it (decision 081).
 */
import { site } from "#app/config/index.ts";
import { LINKS_PATH, pathSegments, SITE_PATH, toFolderFile } from "#app/content/index.ts";
import { resolveListingLink, resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { type ContentProblem } from "#app/analysis/index.ts";
import { hashOf } from "#app/content/index.server.ts";
import { EVERY_IMAGE, type ImageManifest } from "#app/images/index.server.ts";

export interface KeyInputs {
  codeHash: string;
  entries: readonly ManifestEntry[];
  problems: readonly Pick<ContentProblem, "message">[];
  /** Content hash of every file in the content folder, by folder path (`blogs/x.md`). */
  contentHashes: ReadonlyMap<string, string>;
}

/**
 * The content files a page's key reads (site paths): the link registry, the site's identity, its
 * markdown file and, for a listing page, its linked entries' files. The server hashes just these.
 */
export function pageKeyFiles(path: string, entries: readonly ManifestEntry[]): string[] {
  const files = [LINKS_PATH, SITE_PATH];
  const resolution = resolvePage(path, entries, { pageSize: site.listingPageSize });
  if (!resolution.found) return files;
  if (resolution.page.source !== undefined) files.push(resolution.page.source);
  for (const link of resolution.page.links ?? []) {
    const target = resolveListingLink(path, link);
    if (target?.source !== undefined) files.push(target.source);
  }
  return files;
}

export function pageKeys(paths: readonly string[], inputs: KeyInputs): Map<string, string> {
  const hashOfSite = (sitePath: string) => {
    const file = toFolderFile(sitePath);
    return (file !== undefined && inputs.contentHashes.get(file)) || "missing";
  };
  const shared = hashOf(
    JSON.stringify({
      code: inputs.codeHash,
      problems: inputs.problems.map((problem) => problem.message),
      links: hashOfSite(LINKS_PATH),
      identity: hashOfSite(SITE_PATH),
    }),
  );
  const keys = new Map<string, string>();
  for (const path of paths) {
    const resolution = resolvePage(path, inputs.entries, { pageSize: site.listingPageSize });
    const segments = pathSegments(path);
    const above = segments.slice(0, -1).map((_, index) => {
      const parent = resolvePage(`/${segments.slice(0, index + 1).join("/")}`, inputs.entries);
      return parent.found ? parent.page.layout : "none";
    });
    const page = resolution.found ? resolution.page : resolution;
    const source = resolution.found ? hashOfSite(resolution.page.source) : "none";
    const linked = (resolution.found ? (resolution.page.links ?? []) : []).map((link) => {
      const target = resolveListingLink(path, link);
      return target ? hashOfSite(target.source) : "none";
    });
    keys.set(path, hashOf(JSON.stringify({ shared, path, page, source, linked, above })));
  }
  return keys;
}

/**
 * A page's key as recorded: its content key (`pageKeys`) with the image manifest's entries for
 * `images`, the names its render looked up (PageRecord.images); none given, or a render that
 * listed the manifest (EVERY_IMAGE), covers the whole manifest. `manifest` is the one the pages
 * render with; the entries' text is worked out once per name.
 */
export function pageKeyWithImages(
  manifest: ImageManifest,
): (contentKey: string, images: readonly string[] | undefined) => string {
  const entries = new Map<string, string>();
  let whole: string | undefined;
  const entryOf = (name: string) => {
    let entry = entries.get(name);
    if (entry === undefined) {
      entry = JSON.stringify(Object.hasOwn(manifest, name) ? manifest[name] : null);
      entries.set(name, entry);
    }
    return entry;
  };
  return (contentKey, images) => {
    if (images === undefined || images.includes(EVERY_IMAGE)) {
      whole ??= hashOf(JSON.stringify(manifest));
      return hashOf(contentKey, "\n*", whole);
    }
    return hashOf(contentKey, JSON.stringify(images.map((name) => [name, entryOf(name)])));
  };
}
