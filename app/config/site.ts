/**
 * The one site configuration object: identity, navigation, environment. Values that differ per
 * deployment come from the build environment (SITE_URL, DEBUG) through vite.config.ts, which
 * replaces each `import.meta.env.VITE_*` below with its value; everything else is written here
 * once. Node runs this file too (tools, feeds), where `import.meta.env` does not exist.
 */

import { localSiteUrl } from "./site-url.ts";

const bundled = typeof import.meta.env !== "undefined";

/**
 * The site's identity when the content folder's `site.json` does not give it (every key there is
 * optional): the demo site's. Pages, feeds and the shell read the resolved identity, never this.
 */
const identity = {
  title: "Domain Chronicle",
  tagline: "Premium Domains, Branding Tips, and Funny Domain Fails",
  language: "en",
  nav: [{ label: "Blogs", url: "/blogs" }],
  footer: [
    { label: "Affiliate", url: "/affiliate" },
    { label: "Privacy Policy", url: "/privacy" },
  ],
  copyright: "2024 Domain Chronicle",
  social: [
    { network: "x", label: "Domain Chronicle on X", url: "https://x.com/domainchronicle" },
    {
      network: "facebook",
      label: "Domain Chronicle on Facebook",
      url: "https://www.facebook.com/domainchronicle",
    },
    {
      network: "linkedin",
      label: "Domain Chronicle on LinkedIn",
      url: "https://www.linkedin.com/company/domainchronicle",
    },
  ],
  affiliateDisclosure: "We may earn a commission when you buy through links on this page.",
  contactEmail: "hello@domainchronicle.example",
} as const;

export const site = {
  identity,
  debug: bundled && import.meta.env.VITE_DEBUG === true,
  /** Public base URL, no trailing slash. */
  baseUrl:
    bundled && typeof import.meta.env.VITE_SITE_URL === "string"
      ? import.meta.env.VITE_SITE_URL
      : localSiteUrl(),
  /** Links per listing page; a longer listing is split into pages. */
  listingPageSize: 24,
  /** Share bar: targets shown before the expander; Messenger's Facebook app id. */
  share: { visible: 3, messengerAppId: "" },
  /** After the disclosure sentence (`identity.affiliateDisclosure`): the page that explains it. */
  affiliateDisclosureLink: { text: "How we earn money", href: "/affiliate" },
} as const;
