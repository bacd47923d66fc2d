/**
 * The back office's browser bundle (built by `npm run build:admin`, served at `/admin/` by the
 * back office, never part of the public site): Decap CMS with the site's document formats, the
 * body widget with a form for each of the contract's blocks, whose link pickers offer the slugs
 * of links.json (read once, as the editor starts), and a preview that draws a page entry with the site's own
 * components and CSS. The configuration is the back office's `/admin/config.yml`.
 */
import CMS from "decap-cms-app";
import { insertProduct, productsComponent } from "./blocks.ts";
import { faqCss } from "#app/faq/index.ts";
import { appCss, contentCss, mainCss, postCss } from "#app/ui/index.ts";
import { siteFooterCss, siteHeaderCss, socialLinksCss } from "#app/shell/index.ts";
import { searchButtonCss } from "#app/search/index.ts";
import { apiUrl, readFolderJson } from "./api.ts";
import { announceSaved } from "./body/after-save.ts";
import { bodyControl, BodyPreview } from "./body/body-widget.tsx";
import { fromFile, toFile } from "./format.ts";
import { addPhoneLayout } from "./phone-layout.ts";
import { entryPreview, PREVIEW_CSS } from "./preview/entry-preview.tsx";
import { siteMediaLibrary } from "./media/media-library.tsx";
import { keepingVersions } from "./saved-versions.ts";
import { showSaveWarnings } from "./save-notes.ts";
import { parseFindings } from "#server/back-office/proxy/finding.ts";
import { publishSaveFindings } from "./body/live-check.ts";
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
// The body: the text as typed, with a form for each block (body/body-widget.tsx, decision 059).
type Widget = Parameters<typeof CMS.registerWidget>;
CMS.registerWidget(
  "site-body",
  bodyControl(components) as unknown as Widget[1],
  BodyPreview as unknown as Widget[2],
);
// The page collections' preview: the entry as the site will show it, in its header and footer,
// with its listing card, under the site's CSS.
const preview = entryPreview(files) as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1];
for (const collection of ["posts", "reviews", "faq", "pages"]) {
  CMS.registerPreviewTemplate(collection, preview);
}
const shellCss = [siteHeaderCss, searchButtonCss, socialLinksCss, siteFooterCss, PREVIEW_CSS];
for (const css of [appCss, mainCss, contentCss, faqCss, postCss, ...shellCss]) {
  CMS.registerPreviewStyle(css, { raw: true });
}
// Decap's toolbar and date field on a phone (phone-layout.ts).
addPhoneLayout(document);
// The media library: every image of the content folder, by folder, alt text at upload.
CMS.registerMediaLibrary(
  siteMediaLibrary as unknown as Parameters<typeof CMS.registerMediaLibrary>[0],
);
// Decap's proxy backend, each save sending the version this editor's last save made (so the next
// save from the same open editor is not refused as stale), showing the save's warnings, and
// putting a save's findings (a refused save's errors too) in the body's problems panel.
const proxy = CMS.getBackend("proxy");
if (proxy === undefined) throw new Error("Decap's proxy backend is not registered");
type BackendClass = Parameters<typeof CMS.registerBackend>[1];
CMS.registerBackend(
  "site-proxy",
  keepingVersions(
    proxy,
    (warnings, newEntry) => {
      showSaveWarnings(warnings);
      publishSaveFindings(parseFindings(warnings.join("\n")), false);
      // A new entry's form is emptied and the saved entry opened in its place (new-entry-file.ts):
      // its text handed back would mark the emptied form changed and stop that with a prompt.
      if (!newEntry) announceSaved();
    },
    (message) => publishSaveFindings(parseFindings(message), true),
  ) as unknown as BackendClass,
);
// The back office serves this page only to a person it signed in (or, before any account, to the
// owner on loopback or the token's holder): Decap's own Login button, which asks the proxy
// nothing, was a second sign-in after the real one. Decap's stored user says the person is in.
window.localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "site-proxy" }));
// Merged over config.yml (read relative to this page).
CMS.init({
  config: { backend: { name: "site-proxy", proxy_url: apiUrl(), branch: "main" } },
} as unknown as Parameters<typeof CMS.init>[0]);
