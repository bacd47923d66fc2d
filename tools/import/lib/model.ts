/** What every importer hands the shared writer: the site, its items and what it could not convert. */
import type { SocialLink } from "./social.ts";

type ItemKind = "post" | "page";

export interface ImportedItem {
  kind: ItemKind;
  /** Published items become `done` entries; drafts, scheduled, private and protected ones `staging`. */
  published: boolean;
  /** Plain text, never empty (an untitled post gets one from its slug). */
  title: string;
  /** The title as markdown for the page's heading (keeps emphasis a source title had). */
  heading?: string;
  /** The last URL segment wanted (any script); made a page slug (`pageSlug`) and unique by the writer. */
  slug: string;
  /** A page's parents, outermost first (WordPress page trees, Hugo sections). */
  parents?: { slug: string; title: string }[];
  /** The source's home page: its text becomes `pages/home.md`. */
  home?: boolean;
  date?: string;
  updated?: string;
  author?: string;
  tags?: string[];
  description?: string;
  image?: string;
  /** Markdown, converted: no source shortcodes, Liquid or MDX left in it. */
  body: string;
  /** Paths the item answered at on the old site (`/2013/01/11/slug/`). */
  oldUrls: string[];
  /** The source file it came from, for reports. */
  source: string;
  /** The text as the source has it and the line it starts at, to report a reference at its line. */
  origin?: { text: string; line: number };
}

export interface ImportedSite {
  title?: string;
  description?: string;
  language?: string;
  /** The old site's public URL (`https://example.com`), for its own absolute links and images. */
  siteUrl?: string;
  items: ImportedItem[];
  /** The old site's own social accounts and contact address, where its source names them. */
  social?: SocialLink[];
  contactEmail?: string;
  /** Affiliate links of a link plugin (ThirstyAffiliates; a links CSV is added by the run). */
  links?: ImportedLink[];
  /** The plugin's links that are not imported (trashed, drafts): links to them keep their text. */
  goneLinks?: GoneLink[];
  /** A site path of the old site (`/images/a.png`) → the local file that served it, if any. */
  findLocalFile(sitePath: string): string | undefined;
}

/** A redirect status the link registry knows. */
export type RedirectStatus = 301 | 302 | 307 | 308;

export interface ImportedLink {
  /** Wanted slug (any text: made a registry slug and unique by the writer). */
  slug: string;
  url: string;
  merchant?: string;
  status?: RedirectStatus;
  /** ThirstyAffiliates' "uncloak": the page shows the merchant URL itself. */
  cloak?: false;
  /** Paths (or absolute URLs) the link answered at on the old site. */
  oldUrls: string[];
  /** Where it came from, for reports. */
  source: string;
}

/** A link the source had but that is not imported: links to it keep only their text. */
export interface GoneLink {
  oldUrl: string;
  name: string;
}
