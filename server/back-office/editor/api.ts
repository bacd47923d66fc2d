/**
 * The editor's calls to the back office's API beside its folder (`…/admin/` → `…/api/cms`), as
 * an absolute URL: behind nginx the back office may live under a path of the site
 * (deploy-config dashboard).
 */
import { readDocument } from "#server/back-office/proxy/document.ts";

export const apiUrl = (): string => new URL("../api/cms", document.baseURI).href;

/** One action of the back office's API; rejects with the action and its status when refused. */
export async function call(action: string, params: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(apiUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  if (!response.ok) {
    // The back office's one-line reason (`{"error"}`), else the status.
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(
      typeof answer.error === "string" ? answer.error : `${action}: ${response.status}`,
    );
  }
  return response.json();
}

/** A JSON file of the content folder as text (links.json, site.json), or undefined without one. */
export async function readFolderJson(file: string): Promise<string | undefined> {
  try {
    const entry = (await call("getEntry", { path: file })) as { data?: string | null };
    if (!entry.data) return undefined;
    const found = readDocument(entry.data);
    return "error" in found || found.kind !== "json" ? undefined : JSON.stringify(found.json);
  } catch {
    return undefined;
  }
}

/** An image of the content folder (`images/products/x.svg`) as a data URL, or undefined. */
export async function readFolderImage(file: string): Promise<string | undefined> {
  try {
    const media = (await call("getMediaFile", { path: file })) as { content?: unknown };
    if (typeof media.content !== "string") return undefined;
    return `data:${imageType(file)};base64,${media.content}`;
  } catch {
    return undefined;
  }
}

const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

function imageType(file: string): string {
  return TYPES[file.slice(file.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}
