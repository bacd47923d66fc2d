/**
 * Images in imported markdown: a file the old site served is copied into `images/imported/`
 * and linked from there; a remote image of the old site is fetched when it can be; anything
 * else stays where it is as an absolute `https` URL, and each one left remote is reported.
 */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONTENT_BASE } from "#app/content/index.ts";
import type { ImportedSite } from "./model.ts";

const IMAGE_FOLDER = "images/imported";

export interface AssetOptions {
  outDir: string;
  site: ImportedSite;
  /** Fetch the old site's remote images (uploads); off, they stay remote. */
  fetchRemote: boolean;
}

export interface AssetCounts {
  copied: number;
  remote: number;
}

/** Places one image reference; returns the URL the new site uses for it. */
export class AssetPlacer {
  readonly counts: AssetCounts = { copied: 0, remote: 0 };
  private readonly placed = new Map<string, Promise<string>>();
  private readonly names = new Set<string>();
  private readonly options: AssetOptions;
  constructor(options: AssetOptions) {
    this.options = options;
  }

  /** `report` names where the image is used; an image used twice is placed (and reported) once. */
  place(src: string, report: (message: string) => void): Promise<string> {
    const key = src.trim();
    let result = this.placed.get(key);
    if (!result) {
      result = this.resolve(key, report);
      this.placed.set(key, result);
    }
    return result;
  }

  private async resolve(src: string, report: (message: string) => void): Promise<string> {
    const { site } = this.options;
    const own = ownPath(src, site.siteUrl);
    const local = own === undefined ? undefined : site.findLocalFile(own);
    if (local) {
      const target = this.targetName(own ?? src);
      await mkdir(path.dirname(path.join(this.options.outDir, target)), { recursive: true });
      await copyFile(local, path.join(this.options.outDir, target));
      this.counts.copied += 1;
      return `/${CONTENT_BASE}/${target}`;
    }
    const absolute = toAbsolute(src, site.siteUrl);
    if (!absolute) {
      report(
        `image ${src} was not found and the old site's URL is unknown (give --site-url): it was removed`,
      );
      return "";
    }
    if (this.options.fetchRemote && isOwnUpload(absolute, site.siteUrl)) {
      const fetched = await this.fetchInto(absolute);
      if (fetched) return fetched;
    }
    this.counts.remote += 1;
    const https = absolute.replace(/^http:/, "https:");
    report(`image left remote: ${https}`);
    return https;
  }

  private async fetchInto(url: string): Promise<string | undefined> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.startsWith("image/")) return undefined;
      const target = this.targetName(new URL(url).pathname);
      await mkdir(path.dirname(path.join(this.options.outDir, target)), { recursive: true });
      await writeFile(
        path.join(this.options.outDir, target),
        Buffer.from(await response.arrayBuffer()),
      );
      this.counts.copied += 1;
      return `/${CONTENT_BASE}/${target}`;
    } catch {
      return undefined;
    }
  }

  /** `images/imported/<the old path>`, made safe and unique. */
  private targetName(sitePath: string): string {
    const clean = sitePath
      .split(/[?#]/)[0]!
      .split("/")
      .map((part) => decodeSafe(part).replace(/[^\w.-]+/g, "-"))
      .filter((part) => part !== "" && part !== "." && part !== "..")
      .join("/");
    let name = `${IMAGE_FOLDER}/${clean || "image"}`;
    const ext = path.extname(name);
    for (let n = 2; this.names.has(name); n += 1)
      name = `${IMAGE_FOLDER}/${clean.slice(0, clean.length - ext.length)}-${n}${ext}`;
    this.names.add(name);
    return name;
  }
}

function decodeSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The old site's own path for `src` (`/img/a.png`), or undefined for another host. */
export function ownPath(src: string, siteUrl: string | undefined): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) {
    if (!siteUrl) return undefined;
    try {
      const url = new URL(src.startsWith("//") ? `https:${src}` : src);
      const base = new URL(siteUrl);
      return url.host === base.host ? url.pathname : undefined;
    } catch {
      return undefined;
    }
  }
  return src.startsWith("/") ? src : `/${src}`;
}

function toAbsolute(src: string, siteUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith("//")) return `https:${src}`;
  if (!siteUrl) return undefined;
  try {
    return new URL(src, `${siteUrl.replace(/\/$/, "")}/`).href;
  } catch {
    return undefined;
  }
}

function isOwnUpload(url: string, siteUrl: string | undefined): boolean {
  if (/\/wp-content\/uploads\//.test(url) || /\.files\.wordpress\.com\//.test(url)) return true;
  return siteUrl !== undefined && ownPath(url, siteUrl) !== undefined;
}
