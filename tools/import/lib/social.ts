/**
 * The old site's own social accounts, as generators' configs name them: `twitter: jekyllrb`
 * (a user name or a profile URL), or a list of profile URLs. Each becomes a `site.json`
 * `social` entry; a network is known by its host.
 */
export interface SocialLink {
  network: string;
  url: string;
}

const PROFILES: Record<string, (user: string) => string> = {
  x: (user) => `https://x.com/${user}`,
  github: (user) => `https://github.com/${user}`,
  facebook: (user) => `https://www.facebook.com/${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  instagram: (user) => `https://www.instagram.com/${user}`,
  youtube: (user) => `https://www.youtube.com/@${user}`,
  reddit: (user) => `https://www.reddit.com/user/${user}`,
  pinterest: (user) => `https://www.pinterest.com/${user}`,
  telegram: (user) => `https://t.me/${user}`,
};
const ALIASES: Record<string, string> = {
  twitter: "x",
  twitter_username: "x",
  github_username: "github",
};
const HOSTS: [RegExp, string][] = [
  [/(^|\.)(twitter|x)\.com$/, "x"],
  [/(^|\.)github\.com$/, "github"],
  [/(^|\.)facebook\.com$/, "facebook"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)reddit\.com$/, "reddit"],
  [/(^|\.)pinterest\.[a-z.]+$/, "pinterest"],
  [/(^|\.)(t\.me|telegram\.me)$/, "telegram"],
  [/(^|\.)tumblr\.com$/, "tumblr"],
  [/(^|\.)(mastodon\.[a-z.]+|[a-z.]+\.social)$/, "mastodon"],
];

/** `{ twitter: "jekyllrb", github: "https://github.com/jekyll" }` → social links, in that order. */
export function socialFromAccounts(accounts: Record<string, unknown>): SocialLink[] {
  const links: SocialLink[] = [];
  for (const [rawKey, value] of Object.entries(accounts)) {
    const key = ALIASES[rawKey.toLowerCase()] ?? rawKey.toLowerCase();
    const text = typeof value === "string" ? value.trim().replace(/^@/, "") : "";
    if (!text) continue;
    if (/^https?:\/\//i.test(text)) links.push(...socialFromUrls([text]));
    else if (PROFILES[key] && /^[\w.-]+$/.test(text))
      links.push({ network: key, url: PROFILES[key](text) });
  }
  return unique(links);
}

/** Profile URLs of networks known by their host; other URLs are no social account. */
export function socialFromUrls(urls: readonly string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const url of urls) {
    let host = "";
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      continue;
    }
    const network = HOSTS.find(([pattern]) => pattern.test(host))?.[1];
    if (network) links.push({ network, url });
  }
  return unique(links);
}

/** An email address a config names (`email: me@example.com`), if it is one. */
export function emailOf(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim().replace(/^mailto:/i, "") : "";
  return /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(text) ? text : undefined;
}

function unique(links: SocialLink[]): SocialLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.url) && seen.add(link.url));
}
