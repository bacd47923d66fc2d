/**
 * The back office's browser bundle (built by `npm run build:admin`, served at `/admin/` by the
 * back office, never part of the public site): Decap CMS with the site's document formats and
 * the contract's blocks as editor components, whose link pickers offer the slugs of links.json
 * (read once, as the editor starts), and a preview that draws a page entry with the site's own
 * components and CSS. The configuration is the back office's `/admin/config.yml`.
 */
import CMS from "decap-cms-app";
import { insertProduct, productsComponent } from "./blocks.ts";
import { appCss, contentCss } from "#app/ui/index.ts";
import { apiUrl, readFolderJson } from "./api.ts";
import { fromFile, toFile } from "./format.ts";
import { entryPreview } from "./preview/entry-preview.tsx";
import {
  dataComponent,
  faqComponent,
  goLinkComponent,
  insertFaq,
  metaComponent,
} from "./text-blocks.ts";

/** The slugs of links.json, or none when it cannot be read (the pickers are then empty). */
function goLinks(links: string | undefined): string[] {
  const items: unknown = links === undefined ? [] : JSON.parse(links);
  return (Array.isArray(items) ? (items as { slug?: unknown }[]) : [])
    .map((link) => link.slug)
    .filter((slug): slug is string => typeof slug === "string");
}

const formats = [
  ["site-entry", "md", "markdown"],
  ["site-text", "md", "text"],
  ["site-json", "json", "json"],
] as const;
for (const [name, extension, kind] of formats) {
  CMS.registerCustomFormat(name, extension, {
    fromFile,
    toFile: (data: Record<string, unknown>) => toFile(data, kind),
  });
}
const files = {
  links: await readFolderJson("links.json"),
  site: await readFolderJson("site.json"),
};
const slugs = goLinks(files.links);
const components = [
  productsComponent(slugs),
  insertProduct,
  faqComponent,
  insertFaq,
  metaComponent,
  dataComponent,
  goLinkComponent(slugs),
];
// Our fields are Decap's (blocks.ts keeps them as plain records, tested without Decap).
type Options = Parameters<typeof CMS.registerEditorComponent>[0];
for (const component of components) CMS.registerEditorComponent(component as unknown as Options);
// Decap opens the text in Rich Text unless told otherwise, and Rich Text writes the text back
// its own way (escapes and all). Markdown, the text exactly as written, until the writer switches.
if (localStorage.getItem("cms.md-mode") === null) localStorage.setItem("cms.md-mode", "raw");
// The page collections' preview: the entry as the site will show it, under the site's CSS.
const preview = entryPreview(files) as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1];
for (const collection of ["posts", "reviews", "faq", "pages"]) {
  CMS.registerPreviewTemplate(collection, preview);
}
for (const css of [appCss, contentCss]) CMS.registerPreviewStyle(css, { raw: true });
// Merged over config.yml (read relative to this page).
CMS.init({
  config: { backend: { name: "proxy", proxy_url: apiUrl(), branch: "main" } },
} as Parameters<typeof CMS.init>[0]);
