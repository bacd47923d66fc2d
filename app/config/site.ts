/**
 * The one site configuration object: identity, navigation, environment. Values that differ per
 * deployment come from the build environment (SITE_URL, DEBUG) through vite.config.ts, which
 * replaces each `import.meta.env.VITE_*` below with its value; everything else is written here
 * once. Node runs this file too (tools, feeds), where `import.meta.env` does not exist.
 */

const bundled = typeof import.meta.env !== "undefined";

export const site = {
  title: "Domain Chronicle",
  tagline: "Premium Domains, Branding Tips, and Funny Domain Fails",
  /** Environment. The product never calls the API host. */
  production: true,
  apiUrl: "",
  debug: bundled && import.meta.env.VITE_DEBUG === true,
  /** Public base URL, no trailing slash. */
  baseUrl:
    bundled && typeof import.meta.env.VITE_SITE_URL === "string"
      ? import.meta.env.VITE_SITE_URL
      : "http://localhost:3000",
  copyrightYear: 2024,
  /** Links per listing page; a longer listing is split into pages. */
  listingPageSize: 24,
  nav: [{ label: "Blogs", to: "/blogs" }],
  footer: [
    { label: "Affiliate", to: "/affiliate" },
    { label: "Privacy Policy", to: "/privacy" },
  ],
  /** Share bar: targets shown before the expander; Messenger's Facebook app id. */
  share: { visible: 3, messengerAppId: "" },
  /** Shown before a page's first affiliate product or link; the link goes to `affiliateHref`. */
  affiliateDisclosure: {
    text: "We may earn a commission when you buy through links on this page.",
    linkText: "How we earn money",
    href: "/affiliate",
  },
  contactEmail: "hello@domainchronicle.example",
  socials: [
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
} as const;

export type Site = typeof site;
