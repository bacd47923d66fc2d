/**
 * The forms of the folder's settings files: a field for each key of `site.json`'s schema and of a
 * `links.json` entry's (`app/content/site-identity/`, `app/affiliate/link-registry.ts`). Each
 * table is typed by the schema's keys, so a key the schema gains is a missing property here.
 */
import { LINK_KEY_NAMES, LINK_STATUSES, type LinkKey } from "#app/affiliate/index.ts";
import { SITE_KEY_NAMES, type SiteKey } from "#app/content/index.ts";

export type Field = Record<string, unknown>;

const LINK_FORM: Record<LinkKey, Field> = {
  slug: {
    label: "Slug",
    name: "slug",
    widget: "string",
    pattern: ["^[a-z0-9-]+$", "lowercase letters, digits and -"],
  },
  url: { label: "URL", name: "url", widget: "string", required: false },
  merchant: { label: "Merchant", name: "merchant", widget: "string", required: false },
  cloak: {
    label: "Cloak (/go/ link)",
    name: "cloak",
    widget: "boolean",
    required: false,
    default: true,
  },
  countries: {
    label: "Countries",
    name: "countries",
    widget: "list",
    required: false,
    summary: "{{fields.codes}} → {{fields.url}}",
    fields: [
      { label: "Country codes (e.g. GB, or DE AT CH)", name: "codes", widget: "string" },
      { label: "URL for them", name: "url", widget: "string" },
    ],
  },
  targets: {
    label: "Targets (instead of URL: rotation by weight)",
    name: "targets",
    widget: "list",
    required: false,
    fields: [
      { label: "URL", name: "url", widget: "string" },
      { label: "Weight", name: "weight", widget: "number", value_type: "int" },
    ],
  },
  from: { label: "From (YYYY-MM-DD)", name: "from", widget: "string", required: false },
  until: { label: "Until (YYYY-MM-DD)", name: "until", widget: "string", required: false },
  fallback: { label: "Fallback URL", name: "fallback", widget: "string", required: false },
  status: {
    label: "Redirect status",
    name: "status",
    widget: "select",
    options: [...LINK_STATUSES],
    required: false,
  },
  aliases: { label: "Aliases", name: "aliases", widget: "list", required: false },
  keywords: { label: "Keywords", name: "keywords", widget: "list", required: false },
  values: {
    label: "Values for placeholders (a name, then a value per path prefix; * for any other)",
    name: "values",
    widget: "list",
    required: false,
    summary: "{{fields.name}}",
    fields: [
      { label: "Name", name: "name", widget: "string" },
      {
        label: "Values",
        name: "paths",
        widget: "list",
        summary: "{{fields.path}} → {{fields.value}}",
        fields: [
          { label: "Path prefix (or *)", name: "path", widget: "string" },
          { label: "Value", name: "value", widget: "string" },
        ],
      },
    ],
  },
};

/** A links.json entry's fields, one for each key of its schema, in the schema's order. */
export const LINK_FIELDS = LINK_KEY_NAMES.map((key) => LINK_FORM[key]);

const SITE_FORM: Record<SiteKey, Field> = {
  title: { label: "Title", name: "title", widget: "string", required: false },
  tagline: { label: "Tagline", name: "tagline", widget: "string", required: false },
  language: { label: "Language", name: "language", widget: "string", required: false },
  nav: labelledLinks("nav", "Navigation"),
  footer: labelledLinks("footer", "Footer links"),
  copyright: { label: "Copyright", name: "copyright", widget: "string", required: false },
  social: {
    label: "Social links",
    name: "social",
    widget: "list",
    required: false,
    fields: [
      { label: "Network", name: "network", widget: "string" },
      { label: "URL", name: "url", widget: "string" },
      { label: "Label", name: "label", widget: "string", required: false },
    ],
  },
  affiliateDisclosure: {
    label: "Affiliate disclosure",
    name: "affiliateDisclosure",
    widget: "text",
    required: false,
  },
  timeZone: { label: "Time zone", name: "timeZone", widget: "string", required: false },
  autoLinksPerPage: {
    label: "Keyword links per page",
    name: "autoLinksPerPage",
    widget: "number",
    required: false,
  },
  contactEmail: {
    label: "Contact email (the footer's link)",
    name: "contactEmail",
    widget: "string",
    required: false,
  },
};

function labelledLinks(name: string, label: string): Field {
  return {
    label,
    name,
    widget: "list",
    required: false,
    fields: [
      { label: "Label", name: "label", widget: "string" },
      { label: "URL", name: "url", widget: "string" },
    ],
  };
}

/** site.json's fields, one for each key of its schema, in the schema's order. */
export const SITE_FIELDS = SITE_KEY_NAMES.map((key) => SITE_FORM[key]);
