/**
 * The back office's browser bundle (built by `npm run build:admin`, served at `/admin/` by the
 * back office, never part of the public site): Decap CMS with the site's document formats and
 * the contract's blocks as editor components, whose link pickers offer the slugs of links.json
 * (read once, as the editor starts). The configuration is the back office's `/admin/config.yml`.
 */
import CMS from "decap-cms-app";
import { insertProduct, productsComponent } from "./blocks.ts";
import { fromFile, toFile } from "./format.ts";
import {
  dataComponent,
  faqComponent,
  goLinkComponent,
  insertFaq,
  metaComponent,
} from "./text-blocks.ts";

/**
 * The back office's API beside the editor's folder (`…/admin/` → `…/api/cms`), as an absolute
 * URL: behind nginx the back office may live under a path of the site (deploy-config dashboard).
 */
const API = new URL("../api/cms", document.baseURI).href;

/** The slugs of links.json, or none when it cannot be read (the pickers are then empty). */
async function goLinks(): Promise<string[]> {
  try {
    const response = await fetch(API, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ action: "getEntry", params: { branch: "main", path: "links.json" } }),
    });
    const entry = (await response.json()) as { data?: string | null };
    const links = entry.data ? (fromFile(entry.data).items as { slug?: unknown }[]) : [];
    return links
      .map((link) => link.slug)
      .filter((slug): slug is string => typeof slug === "string");
  } catch {
    return [];
  }
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
const slugs = await goLinks();
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
// Merged over config.yml (read relative to this page).
CMS.init({ config: { backend: { name: "proxy", proxy_url: API, branch: "main" } } } as Parameters<
  typeof CMS.init
>[0]);
