/**
 * The editor's configuration (`/admin/config.yml`): Decap's proxy backend pointed at this
 * server's `/api/cms`, a collection for each kind of markdown file of the contract (posts,
 * reviews, FAQ pages, generic and sale pages, category texts) and a form for each of the
 * folder's JSON files. Documents use the site's own formats (server/back-office/editor/format.ts).
 */
import { stringify } from "yaml";
import type { Role } from "#server/back-office/accounts/account-store.ts";
import { fileRefusal } from "#server/back-office/accounts/roles.ts";

const STATUS = {
  label: "Status",
  name: "status",
  widget: "select",
  options: [
    { label: "Staging (back office only)", value: "staging" },
    { label: "Done (published)", value: "done" },
    { label: "Open (not published)", value: "open" },
    { label: "Review (submitted to an editor, not published)", value: "review" },
  ],
  default: "staging",
};

const BODY = {
  label: "Text (front matter, markdown and blocks)",
  name: "body",
  // The text as typed, with a form per block (server/back-office/editor/body/, decision 059):
  // Decap's markdown widget hides the blocks' components in Markdown mode and rewrites the text
  // in Rich Text mode.
  widget: "site-body",
};

function manifestCollection(
  name: string,
  label: string,
  folder: string,
  type: string,
  depth: number,
  /** Pages outside the manifest (home, privacy) share the folder: their row is optional. */
  optionalRow = false,
) {
  const required = !optionalRow;
  return {
    name,
    label,
    folder,
    format: "site-entry",
    extension: "md",
    create: true,
    delete: true,
    nested: { depth },
    identifier_field: "title",
    summary: "{{title}} ({{status}}) {{url}}",
    fields: [
      { label: "Type", name: "type", widget: "hidden", default: type },
      { ...STATUS, required },
      {
        label: "URL",
        name: "url",
        widget: "string",
        required,
        hint: "The page's path, e.g. /insights/my-post: it decides the file the page is read from.",
        pattern: [
          "^/[a-z0-9/-]+$",
          "a path such as /insights/my-post: lowercase letters, digits, - and /",
        ],
      },
      { label: "Title", name: "title", widget: "string", required },
      BODY,
    ],
  };
}

const text = (name: string, label: string, folder: string, depth: number) => ({
  name,
  label,
  folder,
  format: "site-text",
  extension: "md",
  create: true,
  nested: { depth },
  identifier_field: "body",
  summary: "{{filename}}",
  fields: [BODY],
});

const LINK_FIELDS = [
  {
    label: "Slug",
    name: "slug",
    widget: "string",
    pattern: ["^[a-z0-9-]+$", "lowercase letters, digits and -"],
  },
  { label: "URL", name: "url", widget: "string", required: false },
  { label: "Merchant", name: "merchant", widget: "string", required: false },
  { label: "Cloak (/go/ link)", name: "cloak", widget: "boolean", required: false, default: true },
  {
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
  {
    label: "Targets (instead of URL: rotation by weight)",
    name: "targets",
    widget: "list",
    required: false,
    fields: [
      { label: "URL", name: "url", widget: "string" },
      { label: "Weight", name: "weight", widget: "number", value_type: "int" },
    ],
  },
  { label: "From (YYYY-MM-DD)", name: "from", widget: "string", required: false },
  { label: "Until (YYYY-MM-DD)", name: "until", widget: "string", required: false },
  { label: "Fallback URL", name: "fallback", widget: "string", required: false },
  {
    label: "Redirect status",
    name: "status",
    widget: "select",
    options: [301, 302, 307, 308],
    required: false,
  },
  { label: "Aliases", name: "aliases", widget: "list", required: false },
  { label: "Keywords", name: "keywords", widget: "list", required: false },
];

const SETTINGS = {
  name: "settings",
  label: "Site settings",
  // On the collection: Decap reads a format from the collection only (resolveFormat), never from
  // one of its files, and read these files with its own JSON format, an empty form.
  format: "site-json",
  editor: { preview: false },
  files: [
    {
      name: "site",
      label: "Site identity (site.json)",
      file: "site.json",
      fields: [
        { label: "Title", name: "title", widget: "string", required: false },
        { label: "Tagline", name: "tagline", widget: "string", required: false },
        { label: "Language", name: "language", widget: "string", required: false },
        { label: "Time zone", name: "timeZone", widget: "string", required: false },
        { label: "Copyright", name: "copyright", widget: "string", required: false },
        {
          label: "Affiliate disclosure",
          name: "affiliateDisclosure",
          widget: "text",
          required: false,
        },
        {
          label: "Keyword links per page",
          name: "autoLinksPerPage",
          widget: "number",
          required: false,
        },
        labelledLinks("nav", "Navigation"),
        labelledLinks("footer", "Footer links"),
        {
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
      ],
    },
    {
      name: "links",
      label: "Affiliate links (links.json)",
      file: "links.json",
      fields: [
        {
          label: "Links",
          name: "items",
          widget: "list",
          summary: "{{fields.slug}} → {{fields.url}}",
          fields: LINK_FIELDS,
        },
      ],
    },
    {
      name: "redirects",
      label: "Redirects (redirects.json)",
      file: "redirects.json",
      fields: [
        {
          label: "Redirects",
          name: "items",
          widget: "list",
          summary: "{{fields.from}} → {{fields.to}}",
          fields: [
            { label: "From", name: "from", widget: "string" },
            { label: "To", name: "to", widget: "string" },
            {
              label: "Status",
              name: "status",
              widget: "select",
              options: [301, 302],
              required: false,
            },
          ],
        },
      ],
    },
  ],
};

function labelledLinks(name: string, label: string) {
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

function cmsConfig(): Record<string, unknown> {
  return {
    backend: { name: "proxy", proxy_url: "/api/cms", branch: "main" },
    publish_mode: "simple",
    media_folder: "images/uploads",
    public_folder: "/assets/content/images/uploads",
    site_url: "/",
    collections: [
      manifestCollection("posts", "Posts", "blogs", "blog", 3),
      manifestCollection("reviews", "Reviews", "reviews", "review", 3),
      manifestCollection("faq", "FAQ pages", "superfaqs", "superfaq", 1),
      manifestCollection("pages", "Generic and sale pages", "pages", "salepage", 3, true),
      text("categories", "Category texts", "categories", 2),
      SETTINGS,
    ],
  };
}

/**
 * The configuration one person sees (decision 070): a writer's status has no "done" (a writer
 * submits with "review"), and the settings files a role may not change are not listed. The
 * server refuses those acts whatever the editor shows.
 */
export function cmsConfigYaml(role: Role = "admin"): string {
  const config = cmsConfig();
  const person = { role, via: "account" as const };
  const collections = (config.collections as Record<string, unknown>[]).map((collection) => {
    if (Array.isArray(collection.files)) {
      const files = (collection.files as { file: string }[]).filter(
        (file) => fileRefusal(person, file.file) === undefined,
      );
      return { ...collection, files };
    }
    if (role !== "writer" || !Array.isArray(collection.fields)) return collection;
    const fields = (collection.fields as Record<string, unknown>[]).map((field) =>
      field.name === "status"
        ? { ...field, options: STATUS.options.filter((option) => option.value !== "done") }
        : field,
    );
    return { ...collection, fields };
  });
  return stringify({
    ...config,
    collections: collections.filter(
      (collection) => !Array.isArray(collection.files) || collection.files.length > 0,
    ),
  });
}
