/**
 * Which feature may use which: the one table `eslint.config.js` turns into import rules and
 * `docs/architecture.md` shows (tools/lint/layers.test.ts checks the page against it). Imports run
 * one way: a feature uses only those listed in its row, and the rows form no circle, so shell
 * and routes sit on top and config, markdown and the engine at the bottom.
 */

/** `app/<feature>/` → the features whose `index.ts` it may import. */
export const FEATURE_LAYERS = {
  config: [],
  markdown: [],
  content: [],
  affiliate: ["content", "markdown"],
  analysis: ["content", "affiliate", "markdown", "config"],
  redirects: ["content", "affiliate", "analysis"],
  images: ["content", "affiliate", "analysis", "redirects", "markdown", "config"],
  seo: ["content", "affiliate", "analysis", "redirects", "markdown", "config"],
  ui: ["content", "affiliate", "analysis", "redirects", "images", "config"],
  search: ["content", "affiliate", "analysis", "redirects", "markdown", "ui"],
  faq: ["content", "affiliate", "analysis", "redirects", "markdown", "ui"],
  share: ["content", "affiliate", "analysis", "redirects", "seo", "ui", "config"],
  loaders: ["content", "affiliate", "analysis", "redirects", "markdown", "images", "seo", "config"],
  layouts: [
    "content",
    "affiliate",
    "analysis",
    "redirects",
    "faq",
    "images",
    "search",
    "ui",
    "config",
  ],
  shell: ["search", "ui", "config"],
  dev: ["loaders", "content", "affiliate", "analysis", "redirects"],
  prerender: ["content", "affiliate", "analysis", "redirects", "images", "search", "config"],
  "content-check": [
    "content",
    "affiliate",
    "analysis",
    "redirects",
    "markdown",
    "seo",
    "ui",
    "loaders",
    "config",
  ],
} as const satisfies Record<string, readonly string[]>;

export type Feature = keyof typeof FEATURE_LAYERS;

export const FEATURES = Object.keys(FEATURE_LAYERS) as Feature[];

/** Code outside the features, and the features it may use; the root and routes use any. */
export const OUTER_LAYERS = {
  server: [
    "content",
    "affiliate",
    "analysis",
    "redirects",
    "markdown",
    "loaders",
    "images",
    "seo",
    "search",
    "config",
    "prerender",
    "content-check",
  ],
  tools: [
    "content",
    "affiliate",
    "analysis",
    "redirects",
    "markdown",
    "images",
    "seo",
    "search",
    "faq",
    "ui",
    "layouts",
    "loaders",
    "config",
    "prerender",
    "content-check",
  ],
} as const satisfies Record<string, readonly Feature[]>;

/** The features a folder may import (`app/<feature>`, `server` or `tools`). */
export function allowedFeatures(folder: Feature | keyof typeof OUTER_LAYERS): readonly Feature[] {
  return folder in FEATURE_LAYERS
    ? FEATURE_LAYERS[folder as Feature]
    : OUTER_LAYERS[folder as keyof typeof OUTER_LAYERS];
}

/** The "may use" cell of the architecture page for a folder. */
export function describeAllowed(folder: Feature | keyof typeof OUTER_LAYERS): string {
  const allowed = allowedFeatures(folder);
  return allowed.length === 0 ? "nothing" : allowed.join(", ");
}

/**
 * `server/<folder>/` → the other server folders it may import. `server/main.ts`, the entry, may
 * import any; no server folder imports tools or tests. The back office's editor
 * (`back-office/editor/`, browser code) has a row of its own in `EDITOR_LAYER`.
 */
export const SERVER_LAYERS = {
  http: [],
  files: ["http"],
  "content-folder": ["http", "files"],
  releases: ["http"],
  feeds: ["http", "files", "content-folder"],
  clicks: [],
  go: ["http", "clicks", "content-folder"],
  "live-pages": ["files", "content-folder"],
  "link-health": ["clicks", "go"],
  postback: ["clicks"],
  requests: [
    "http",
    "files",
    "content-folder",
    "releases",
    "feeds",
    "clicks",
    "go",
    "postback",
    "live-pages",
  ],
  start: [],
  "back-office": ["clicks", "link-health"],
} as const satisfies Record<string, readonly string[]>;

/**
 * `tools/<folder>/` → the tools folders and the server parts (`server/<folder>`, or `server/main`
 * for the server's entry) it may import.
 */
export const TOOLS_LAYERS = {
  cli: [],
  lint: [],
  validate: [],
  search: ["cli"],
  images: ["cli", "server/main"],
  "check-content": ["cli", "images"],
  build: [
    "cli",
    "check-content",
    "images",
    "search",
    "server/http",
    "server/releases",
    "server/main",
  ],
  deploy: ["cli", "build", "server/http"],
  affiliate: ["cli", "server/clicks", "server/link-health"],
  authoring: ["cli"],
  import: ["cli"],
  bench: [
    "cli",
    "lint",
    "search",
    "images",
    "build",
    "deploy",
    "server/clicks",
    "server/back-office",
    "server/main",
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The back office's browser code: the app features it draws with, the one document format, and
 * which file a manifest row reads (a new entry's file, for its live check).
 */
export const EDITOR_LAYER = {
  features: [
    "content",
    "affiliate",
    "analysis",
    "markdown",
    "faq",
    "ui",
    "layouts",
    "loaders",
    "config",
    // The preview's header (its search button) and footer are the site's own (decision 075).
    "shell",
    "search",
  ],
  server: [
    "back-office/proxy/document.ts",
    "back-office/proxy/finding.ts",
    "back-office/proxy/manifest-rows.ts",
  ],
} as const satisfies { features: readonly Feature[]; server: readonly string[] };
