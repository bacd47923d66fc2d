/**
 * The editor's configuration (`/admin/config.yml`): Decap's proxy backend pointed at this
 * server's `/api/cms`, a collection for each kind of markdown file of the contract (posts,
 * reviews, FAQ pages, generic and sale pages, category texts) and a form for each of the
 * folder's JSON files. Documents use the site's own formats (server/back-office/editor/format.ts).
 * The forms' fields are the schemas' keys (the manifest entry's, `site.json`'s, a `links.json`
 * entry's) and the status choices the manifest's statuses: each table below is typed by the
 * schema's keys, and `cms-config.test.ts` fails when a schema holds a key its form lacks.
 */
import { stringify } from "yaml";
import {
  ENTRY_STATUSES,
  ManifestEntrySchema,
  type EntryStatus,
  type ManifestEntry,
} from "#app/content/index.ts";
import type { Role } from "#server/back-office/accounts/account-store.ts";
import { fileRefusal } from "#server/back-office/accounts/roles.ts";
import { LINK_FIELDS, SITE_FIELDS, type Field } from "./settings-fields.ts";

const STATUS_LABELS: Record<EntryStatus, string> = {
  staging: "Staging (back office only)",
  done: "Done (published)",
  open: "Open (not published)",
  review: "Review (submitted to an editor, not published)",
};

const STATUS = {
  label: "Status",
  name: "status",
  widget: "select",
  options: ENTRY_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
  default: "staging" satisfies EntryStatus,
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
    fields: [...rowFields(type, required), BODY],
  };
}

/** The manifest row's fields, one for each key of its schema, in the schema's order. */
function rowFields(type: string, required: boolean): Field[] {
  const byKey: Record<keyof ManifestEntry, Field> = {
    type: { label: "Type", name: "type", widget: "hidden", default: type },
    status: { ...STATUS, required },
    url: {
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
    title: { label: "Title", name: "title", widget: "string", required },
    // When a `done` entry becomes public (decision 068): the browser's date-time picker, saved
    // with the writer's own offset (`2026-12-07T09:00:00+01:00`), as the contract asks. Left
    // empty, the row has no `publishAt` (format.ts).
    publishAt: {
      label: "Publish at",
      name: "publishAt",
      widget: "datetime",
      required: false,
      format: "YYYY-MM-DDTHH:mm:ssZ",
      hint: "Done entries only: public from this moment (your time zone); empty publishes at once.",
    },
  };
  return Object.keys(ManifestEntrySchema.entries).map((key) => byKey[key as keyof ManifestEntry]);
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
      fields: SITE_FIELDS,
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

function cmsConfig(): Record<string, unknown> {
  return {
    backend: { name: "proxy", proxy_url: "/api/cms", branch: "main" },
    publish_mode: "simple",
    media_folder: "images/uploads",
    // Every image of the content folder with its folder, alt text asked at upload
    // (editor/media/media-library.tsx, decision 075), instead of Decap's list of one folder.
    media_library: { name: "site-images" },
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
