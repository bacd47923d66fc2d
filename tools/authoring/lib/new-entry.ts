/**
 * `npm run new`: from a type and a title to a manifest entry in `staging` and the markdown
 * file the site will read for it (found with `resolvePage`, like every page).
 */
import { pathSegments, toCanonicalPath, toFolderFile } from "#app/content/index.ts";
import {
  ENTRY_TYPES,
  fixedRouteClash,
  type EntryType,
  type ManifestEntry,
  resolvePage,
} from "#app/content/index.ts";
import { pageSlug } from "#app/markdown/index.ts";

export interface NewEntryRequest {
  type: string;
  title: string;
  /** Overrides the url derived from the title. */
  url?: string;
  /** FAQ subcategory (`/qahub/<sub>/<slug>`); `general` by default. */
  sub?: string;
}

export interface NewEntryPlan {
  entry: ManifestEntry;
  /** The markdown file, relative to the content folder. */
  file: string;
  layout: "generic" | "post" | "faq";
}

class NewEntryError extends Error {
  override name = "NewEntryError";
}

/** Where each type lives when no `--url` is given. */
function defaultUrl(type: EntryType, slug: string, sub = "general"): string {
  switch (type) {
    case "blog":
      return `/insights/${slug}`;
    case "review":
      return `/reviews/${slug}`;
    case "superfaq":
      return `/qahub/${pageSlug(sub) || "general"}/${slug}`;
    case "salepage":
      return `/deals/${slug}`;
  }
}

/** Validates the request against the existing urls (any status) and plans the entry. */
export function planNewEntry(
  request: NewEntryRequest,
  existingUrls: readonly string[],
): NewEntryPlan {
  const type = request.type as EntryType;
  if (!(ENTRY_TYPES as readonly string[]).includes(type)) {
    throw new NewEntryError(`unknown type "${request.type}": use one of ${ENTRY_TYPES.join(", ")}`);
  }
  const title = request.title.trim();
  const slug = pageSlug(title);
  if (!slug) throw new NewEntryError("give a title with at least one letter or digit");
  const url = toCanonicalPath(request.url ?? defaultUrl(type, slug, request.sub));
  const clash = fixedRouteClash(url);
  if (clash) throw new NewEntryError(`${url} cannot be used: ${clash}`);
  if (type === "superfaq" && pathSegments(url).length < 2) {
    throw new NewEntryError(
      `${url}: a FAQ page's url needs at least two segments, like /qahub/general/${slug}`,
    );
  }
  if (existingUrls.some((existing) => toCanonicalPath(existing) === url)) {
    throw new NewEntryError(
      `the manifest already has an entry for ${url}: pick another title or --url`,
    );
  }
  const entry: ManifestEntry = { type, status: "staging", url, title };
  const resolution = resolvePage(url, [{ ...entry, status: "done" }]);
  if (!resolution.found || resolution.page.layout === "listing") {
    throw new NewEntryError(`${url} does not resolve to a page of its own`);
  }
  const file = toFolderFile(resolution.page.source);
  if (file === undefined)
    throw new NewEntryError(`${url} does not resolve to a file in the content folder`);
  return { entry, file, layout: resolution.page.layout };
}

/** What to do after `npm run new`, printed for the author. */
export function describeNextSteps(plan: NewEntryPlan, displayFile: string): string {
  return [
    `Added ${plan.entry.url} (${plan.entry.type}, status "staging") to the manifest.`,
    `Wrote ${displayFile}.`,
    "",
    "Next:",
    `  1. Write the page in ${displayFile} (the comments in it explain each block).`,
    "  2. npm run check-content        finds mistakes, with file:line:column",
    `  3. npm run dev                  then open http://localhost:5173${plan.entry.url}; saving updates the page`,
    `  4. Publish: set "status": "done" for ${plan.entry.url} in the manifest, then build`,
    "     (or copy the file and the entry into the served content folder: no rebuild needed).",
  ].join("\n");
}
