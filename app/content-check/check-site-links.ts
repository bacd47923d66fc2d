/**
 * Links and images a visitor would miss: a link to a path on this site that is no page, redirect
 * or file, a local image that is not there (errors), and an `http://` image, which browsers block
 * on an `https` page (a warning). Each lookup is one set lookup: the check stays linear.
 */
import type { Finding } from "./finding.ts";
import { isFeedFileName } from "#app/seo/index.ts";
import { CONTENT_BASE } from "#app/content/index.ts";
import { GO_PATH } from "#app/affiliate/index.ts";
import {
  contentError,
  contentWarning,
  type ContentProblem,
  type LinkTarget,
} from "#app/analysis/index.ts";

/** What exists on the site, worked out once per check (site-paths.ts). */
export interface SiteTargets {
  /** Page paths the site answers, normalised (sitePathOf): fixed routes, entries, listing pages. */
  pages: ReadonlySet<string>;
  /** Files of the content folder, relative to it (served under `/assets/content/`). */
  files: ReadonlySet<string>;
  /** Other files the site serves at its root (`public/`), normalised like pages; feeds always. */
  siteFiles: ReadonlySet<string>;
  /** `go:` registry slugs: `/go/{slug}` answers for these. */
  goSlugs: ReadonlySet<string>;
  /** Paths that answer with a redirect (`redirects.json`, front matter aliases), normalised. */
  redirects: ReadonlySet<string>;
}

const CONTENT_PREFIX = `/${CONTENT_BASE}/`;
/** How a link to no page ends its message (check-folder.ts checks such files again). */
const BROKEN_LINK_SUFFIX = ": no page, redirect or file on this site has that path";
const ORIGIN = "https://site.invalid";
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** `pageUrl`: the page the file is shown on, for relative links (none: they are not followed). */
export function checkSiteLinks(
  links: readonly LinkTarget[],
  targets: SiteTargets,
  pageUrl?: string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const link of links) {
    const url = link.url.trim();
    const what = link.kind === "image" ? "image" : "link";
    if (link.kind === "image" && /^http:\/\//i.test(url)) {
      const message = `image ${url} is http://: browsers block it on an https page, use https://`;
      problems.push(contentWarning(message, link.offset));
      continue;
    }
    const path = sitePathOf(url.replace(/^\{\{\s*baseUrl\s*\}\}/, ""), pageUrl);
    if (path === undefined || exists(path, link.kind, targets)) continue;
    const message =
      link.kind === "image"
        ? `image ${url} does not exist: no such file ${path.startsWith(CONTENT_PREFIX) ? "in the content folder" : "on this site"}`
        : `${what} to ${url}${BROKEN_LINK_SUFFIX}`;
    problems.push(contentError(message, link.offset));
  }
  return problems;
}

/**
 * The decoded path a URL on this site points at, without query, fragment or trailing slash;
 * undefined for other sites, `mailto:`/`go:` links, same-page anchors, and relative URLs when the
 * page is not known.
 */
export function sitePathOf(url: string, pageUrl?: string): string | undefined {
  if (url === "" || url.startsWith("#") || url.startsWith("//") || SCHEME.test(url))
    return undefined;
  if (!url.startsWith("/") && pageUrl === undefined) return undefined;
  let pathname: string;
  try {
    pathname = decodeURI(new URL(url, `${ORIGIN}${pageUrl ?? "/"}`).pathname);
  } catch {
    return url;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function exists(path: string, kind: LinkTarget["kind"], targets: SiteTargets): boolean {
  if (path.startsWith(CONTENT_PREFIX)) return targets.files.has(path.slice(CONTENT_PREFIX.length));
  if (targets.siteFiles.has(path) || isFeedFileName(path.slice(1))) return true;
  // Build output (scripts, styles, page data) is the code's, not the author's.
  if (path.startsWith("/assets/")) return true;
  if (kind === "image") return false;
  if (path.startsWith(GO_PATH)) return targets.goSlugs.has(path.slice(GO_PATH.length));
  return targets.pages.has(path) || targets.redirects.has(path);
}

/** A link to a path on this site that answers nothing (the finding above words it so). */
export function isBrokenLink(finding: Finding): boolean {
  return finding.severity === "error" && finding.message.endsWith(BROKEN_LINK_SUFFIX);
}
