/**
 * The site's identity (`site.json` in the content folder): what makes the site this site, so an
 * owner re-brands it without touching code. Every key is optional. Without the file the site is
 * the built-in one (the demo's); with it, a missing key is neutral, never another site's: no
 * social links, no contact address, no tagline, the copyright "{year} {title}".
 */
import * as v from "valibot";
import { readJsonText } from "#app/content/folder/index.ts";

const text = v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"));

/** A site path (`/blogs`), an absolute http(s) URL or a mailto: address. */
const linkUrl = v.pipe(
  v.string(),
  v.regex(
    /^(\/(?!\/)|https?:\/\/|mailto:)/,
    "must be a site path (/...), an http(s) URL or mailto:",
  ),
);
const httpUrl = v.pipe(v.string(), v.regex(/^https?:\/\//, "must be an http(s) URL"));
const LinkSchema = v.strictObject({ label: text, url: linkUrl });

/** Social networks the site has an icon for (the sprite, `app/ui/icons/`); others show a link icon. */
export const SOCIAL_NETWORKS = [
  "x",
  "facebook",
  "linkedin",
  "reddit",
  "pinterest",
  "tumblr",
  "mix",
  "viber",
  "vk",
  "telegram",
  "messenger",
  "whatsapp",
  "xing",
  "line",
] as const;

/** Each key's schema; `site.json` may hold no others. */
const SITE_KEYS = {
  title: text,
  tagline: v.string(),
  language: v.pipe(
    v.string(),
    v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z\d]{2,8})*$/, "must be a language tag such as en or pt-BR"),
  ),
  nav: v.array(LinkSchema),
  footer: v.array(LinkSchema),
  copyright: v.string(),
  social: v.array(v.strictObject({ network: text, url: httpUrl, label: v.optional(text) })),
  affiliateDisclosure: text,
  /** The zone dates without a time are read in (link `from`/`until`); UTC when absent. */
  timeZone: v.pipe(
    v.string(),
    v.check(isTimeZone, "must be an IANA time zone name such as Europe/Berlin or UTC"),
  ),
  /** Keyword links a page shows at most (links.json `keywords`); 3 when absent. */
  autoLinksPerPage: v.pipe(
    v.number(),
    v.integer("must be a whole number from 0 to 20"),
    v.minValue(0, "must be a whole number from 0 to 20"),
    v.maxValue(20, "must be a whole number from 0 to 20"),
  ),
  contactEmail: v.pipe(
    v.string(),
    v.regex(/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/, "must be an address such as hello@example.com"),
  ),
} as const;

export type SiteKey = keyof typeof SITE_KEYS;

/** The keys `site.json` may hold, in the schema's order (the back office's form asks for each). */
export const SITE_KEY_NAMES = Object.keys(SITE_KEYS) as readonly SiteKey[];
interface SiteLink {
  label: string;
  url: string;
}

/** The identity as the site uses it: every key filled. */
export interface SiteIdentity {
  title: string;
  tagline: string;
  language: string;
  nav: readonly SiteLink[];
  footer: readonly SiteLink[];
  /** After `©` in the footer; by default the year and the title. */
  copyright: string;
  social: readonly { network: string; url: string; label?: string }[];
  affiliateDisclosure: string;
  /** An IANA name; absent means UTC. */
  timeZone?: string;
  /** The footer's email link; none when the site names none. */
  contactEmail?: string;
  /** The most keyword links a page shows; absent means 3. */
  autoLinksPerPage?: number;
}

export interface SiteProblem {
  /** Where in the JSON: `["nav", 0, "url"]`; empty for the whole file. */
  path: (string | number)[];
  message: string;
}

export interface ReadIdentity {
  identity: SiteIdentity;
  /** Keys `site.json` set (so a default that follows another key, the copyright, can). */
  given: SiteKey[];
  problems: SiteProblem[];
}

/**
 * What a site with a `site.json` shows for a key the file does not give: nothing of the site
 * `defaults` describe (its social accounts, address, tagline), the title's own copyright.
 */
function neutralDefaults(defaults: SiteIdentity): SiteIdentity {
  const year = new Date().getFullYear();
  const neutral = { ...defaults, tagline: "", social: [], copyright: `${year} ${defaults.title}` };
  delete neutral.contactEmail;
  return neutral;
}

/** Validates parsed `site.json`: each usable key replaces its neutral default. */
export function readSiteIdentity(json: unknown, defaults: SiteIdentity): ReadIdentity {
  const identity: SiteIdentity = neutralDefaults(defaults);
  const given: SiteKey[] = [];
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { identity, given, problems: [{ path: [], message: "site.json is not a JSON object" }] };
  }
  const problems: SiteProblem[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (!Object.hasOwn(SITE_KEYS, key)) {
      const known = Object.keys(SITE_KEYS).join(", ");
      problems.push({ path: [key], message: `site.json has no key "${key}" (it knows ${known})` });
      continue;
    }
    const siteKey = key as SiteKey;
    const result = v.safeParse(SITE_KEYS[siteKey], value);
    if (!result.success) {
      const issue = result.issues[0];
      const where = (issue.path ?? []).map((item) => item.key as string | number);
      problems.push({ path: [key, ...where], message: `site.json "${key}": ${issue.message}` });
      continue;
    }
    Object.assign(identity, { [siteKey]: result.output });
    given.push(siteKey);
  }
  if (given.includes("title") && !given.includes("copyright")) {
    identity.copyright = `${new Date().getFullYear()} ${identity.title}`;
  }
  identity.social = identity.social.map((social) => withIcon(social, identity.title));
  return { identity, given, problems };
}

/**
 * A social link as the page shows it: labelled (`Gopher Notes on Mastodon`) and with an icon
 * the site has (a network without one gets the link icon), worked out here, not in the shell.
 */
function withIcon(social: SiteIdentity["social"][number], title: string) {
  const name = social.network === "x" ? "X" : social.network.replace(/^./, (c) => c.toUpperCase());
  const known = (SOCIAL_NETWORKS as readonly string[]).includes(social.network);
  return {
    ...social,
    label: social.label ?? `${title} on ${name}`,
    network: known ? social.network : "link",
  };
}

/** `site.json`'s text (undefined: no file) → the identity, and what is wrong with the file. */
export function parseSiteIdentity(
  text: string | undefined,
  defaults: SiteIdentity,
): { identity: SiteIdentity; problems: SiteProblem[] } {
  if (text === undefined) {
    const social = defaults.social.map((link) => withIcon(link, defaults.title));
    return { identity: { ...defaults, social }, problems: [] };
  }
  return readJsonText(
    text,
    "site.json",
    (json) => readSiteIdentity(json, defaults),
    (message) => ({ identity: defaults, given: [], problems: [{ path: [], message }] }),
  );
}

/** Is `name` a time zone this runtime knows (`Europe/Berlin`)? */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
