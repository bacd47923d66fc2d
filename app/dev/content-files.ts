/**
 * What the dev server's content plugin serves: the content folder's files under
 * `/assets/content/`, as the built site does, and the manifest with drafts shown.
 */
import path from "node:path";
import { CONTENT_BASE } from "#app/content/content-key.ts";
import { ENTRY_STATUSES } from "#app/content/manifest.ts";

const PREFIX = `/${CONTENT_BASE}/`;

const CONTENT_TYPES: Record<string, string> = {
  ".md": "text/markdown; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** The file a request path asks for inside `contentDir`, or undefined when it is not content. */
export function toContentFile(urlPath: string, contentDir: string): string | undefined {
  const pathname = urlPath.split(/[?#]/)[0] ?? "";
  if (!pathname.startsWith(PREFIX)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  const root = path.resolve(contentDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Is `file` (absolute) inside `contentDir`? */
export function isInContentDir(file: string, contentDir: string): boolean {
  const relative = path.relative(path.resolve(contentDir), path.resolve(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * The manifest as the preview shows it: `staging` and `open` entries become `done`, so an
 * author can open a draft before publishing it. Anything unreadable is served as written,
 * so the preview logs the same problems the site would.
 */
export function showDrafts(manifestText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    return manifestText;
  }
  if (!Array.isArray(json)) return manifestText;
  const drafts = ENTRY_STATUSES.filter((status) => status !== "done") as readonly string[];
  const shown = json.map((entry: unknown) =>
    typeof entry === "object" &&
    entry !== null &&
    "status" in entry &&
    drafts.includes(String(entry.status))
      ? { ...entry, status: "done" }
      : entry,
  );
  return JSON.stringify(shown, null, 2);
}
