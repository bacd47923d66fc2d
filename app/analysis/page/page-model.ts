/**
 * The shape of a loaded page: what `loadPage` (app/loaders) returns, the route's loader data, and
 * what every feature that reads a page (meta tags, images, share data, the components) takes.
 * Types only, and plain JSON all through, so it sits at the bottom, below every feature that
 * uses it; the image variants and JSON-LD objects it carries are described here for that reason.
 */
import type { PageMeta } from "#app/analysis/blocks/meta.ts";
import type { LinkPlace, LinkRegistry } from "#app/affiliate/index.ts";
import type { ReadText } from "#app/content/index.ts";
import type { PageIndexRecord } from "#app/content/index.ts";
import type { PageLayout, PageRequest } from "#app/content/index.ts";
import type { SiteIdentity } from "#app/content/index.ts";
import type { MarkdownInput, PageContent, SlugCounter } from "./page-content.ts";

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | JsonLdObject;
export interface JsonLdObject {
  [key: string]: JsonLdValue;
}

/** One generated image file, served from the build (`/assets/img/...`). */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** AVIF and WebP variants of one slot, smallest first. */
export interface SlotVariants {
  avif: ImageVariant[];
  webp: ImageVariant[];
}

export interface ProductImage {
  /** The 1× size inside the 250×180 box: what the `<img>` says, so nothing shifts. */
  width: number;
  height: number;
  variants: SlotVariants;
}

/**
 * The image info one page carries in its model: only what its product cards need (text images
 * are already rewritten into the HTML), so the loader data stays small.
 */
export interface PageImages {
  /** By product `imageUrl`. */
  products: Record<string, ProductImage>;
  /** The `src` of the one image that loads eagerly with high priority, if any. */
  priority?: string;
}

/** What a listing shows of a linked file, as written in it; the listing trims and formats them. */
export interface SummaryFacts {
  /** The DATA or front-matter `date`. */
  date?: string;
  /** The META `description`, or else the DATA `summary`. */
  description?: string;
}

interface Logger {
  error(message: string): void;
  warn(message: string): void;
}

/** Where `loadPage` reads a page from: the disk at build time, the network in the browser. */
export interface ContentSource {
  /** Reads a content file by its site path (`assets/content/...`); rejects when it cannot. */
  readText: ReadText;
  /**
   * The page's index record: what the path shows, without the whole manifest. When absent it is
   * built from the manifest read through `readText` (the build, the preview's loader).
   */
  readPageIndex?(pathname: string): Promise<PageIndexRecord>;
  /**
   * The summary facts (`{ date, description }` as its META and DATA blocks give them) of the
   * listed file at `source` (a site path) when already known for exactly this text, so a listing
   * need not analyse it: the build's, from its feeds (app/loaders/known-summaries.server.ts).
   * Absent, or undefined for a text it does not know: the listing analyses the file.
   */
  knownSummary?(source: string, markdown: string, layout: PageLayout): SummaryFacts | undefined;
  /** Markdown → sanitized HTML; heading ids are counted in `slugs` when given. */
  renderMarkdown(
    markdown: MarkdownInput,
    slugs?: SlugCounter,
    links?: LinkRegistry,
    place?: LinkPlace,
  ): string;
  /** The public base URL, for `{{baseUrl}}`. */
  baseUrl: string;
  log: Logger;
}

/** A console message the page owes its visitor. */
export interface PageMessage {
  level: "error" | "warn";
  text: string;
}

export interface PageModel {
  page: PageRequest;
  meta: PageMeta;
  /** Null when the markdown could not be read: the page area stays empty. */
  content: PageContent | null;
  /**
   * What went wrong while loading, for the visitor's console. Carried in the model rather than
   * logged by the loader, so a prerendered page reports its problems in the browser too.
   */
  messages: PageMessage[];
  /** JSON-LD objects for the document head, one `<script type="application/ld+json">` each. */
  structuredData: JsonLdObject[];
  /** The site's identity (`site.json` over the defaults): the shell, head and disclosure. */
  site: SiteIdentity;
  /** Build-made image variants for product cards; absent for pages rendered in the browser. */
  images?: PageImages;
}

export type LoadResult = { found: true; model: PageModel } | { found: false; redirectTo: "/" };
