/**
 * `npm run build:admin`: the back office's browser bundle (server/back-office/editor/entry.ts:
 * Decap CMS and the site's document format) into ADMIN_BUILD_DIR (default `admin-build/`),
 * apart from the site's build: the public pages never load it, and `npm run build` never
 * touches it. Decap comes from npm as ES modules and is bundled with the site's own React (its
 * prebuilt UMD file carries a React DOM of its own, 19.2, which refuses our React 19.3).
 */
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { readEnvironmentOrExit } from "#app/config/index.server.ts";
import { buildState, type BuildState } from "./build-freshness.ts";

const ENTRY = fileURLToPath(new URL("../../server/back-office/editor/entry.ts", import.meta.url));

const QUIET = new Set(["EVAL", "MODULE_LEVEL_DIRECTIVE"]);

/**
 * Decap's editor is laid out for 800 px and more (its editor and toolbar have `min-width:
 * 800px`, the form and preview side by side): on a phone the page grew to 800 px and its dialogs
 * (the media library) left the screen. Below 800 px the toolbar scrolls sideways and the preview
 * follows the form. Decap's class names end in the component's name.
 */
const NARROW_CSS = `@media (max-width: 799px) {
  [class*="-EditorContainer"] { min-width: 0 !important; overflow-y: auto !important; }
  [class*="-ToolbarContainer"] { min-width: 0 !important; overflow-x: auto; }
  .SplitPane { display: block !important; position: static !important; height: auto !important; }
  .SplitPane > .Pane { width: auto !important; height: auto !important; }
  .SplitPane > .Resizer { display: none; }
  [class*="-ControlPaneContainer"] { height: auto !important; overflow: visible !important; }
  [class*="-PreviewPaneContainer"]:not([class*="-ControlPaneContainer"]) { height: 90vh !important; }
}`;

/**
 * Decap names an entry of a folder collection by `path.split(folder + "/").pop()`: a post at
 * `blogs/blogs/x.md` (what the importer makes of WordPress's `/blogs/x`) became `x`, opened as
 * `blogs/x.md`, which does not exist, and showed an empty form. The folder is cut off the front
 * only. A Decap release that changes the line stops the build here, to be looked at again.
 */
const ENTRY_SLUG = {
  file: "decap-cms-core/dist/esm/reducers/collections.js",
  wrong: "path.split(folder + '/').pop()",
  right: "(path.startsWith(folder + '/') ? path.slice(folder.length + 1) : path)",
};

/**
 * Decap's folder tree names a folder after its first entry's title (its "index file", a layout
 * of `folder/slug/index.md` this site does not use): `blogs/insights/` showed as one post's
 * title. Only a file named `index.md` names its folder; every other folder shows its name.
 */
const FOLDER_LABEL = {
  file: "decap-cms-core/dist/esm/components/Collection/NestedCollection.js",
  wrong: "const indexChild = node.children.find(child => !child.isDir);",
  right:
    "const indexChild = node.children.find(child => !child.isDir && /(^|\\/)index\\.md$/.test(child.path || ''));",
};

const FIXES = [ENTRY_SLUG, FOLDER_LABEL];

const decapFixes: Plugin = {
  name: "decap-fixes",
  transform(code, id) {
    const fix = FIXES.find((candidate) => id.replace(/\\/g, "/").endsWith(candidate.file));
    if (fix === undefined) return undefined;
    if (!code.includes(fix.wrong)) this.error(`${fix.file}: the line to fix changed`);
    return code.replace(fix.wrong, fix.right);
  },
};

const SPRITE = fileURLToPath(new URL("../../app/ui/icons/sprite.svg", import.meta.url));

/**
 * The site's icon sprite as a file beside the bundle: a library build inlines `?url` assets as
 * `data:` URLs, and an SVG `<use>` may not point into a `data:` URL (the preview's header and
 * footer icons were refused, an error in the console each).
 */
const spriteFile: Plugin = {
  name: "sprite-file",
  enforce: "pre",
  resolveId: (id) => (id.endsWith("/sprite.svg?url") ? "\0sprite-file" : undefined),
  load: (id) =>
    id === "\0sprite-file"
      ? 'export default new URL("sprite.svg", import.meta.url).href;'
      : undefined,
};

/** The admin page: one script, no CDN. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Back office</title>
    <style>
${NARROW_CSS}
    </style>
  </head>
  <body>
    <script type="module" src="admin.js"></script>
  </body>
</html>
`;

export async function buildAdmin(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // Vite picks packages' development or production builds by NODE_ENV, not by `mode`: called from
  // a test runner (NODE_ENV=test) it bundled development builds beside production ones, and the
  // editor drew no form. The bundle is the same whoever builds it.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await bundle(outDir);
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
  await copyFile(SPRITE, path.join(outDir, "sprite.svg"));
  await writeFile(path.join(outDir, "index.html"), INDEX_HTML);
}

async function bundle(outDir: string): Promise<void> {
  await build({
    mode: "production",
    configFile: false,
    plugins: [decapFixes, spriteFile],
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      // A module: its WebAssembly (image codecs) is found from `import.meta.url`.
      lib: { entry: ENTRY, formats: ["es"], fileName: () => "admin.js" },
      minify: true,
      chunkSizeWarningLimit: 8000,
      // Decap's dependencies use eval and "use client" directives: known, and not ours to change.
      rolldownOptions: {
        onLog: (level, log, handler) =>
          QUIET.has(log.code ?? "") ? undefined : handler(level, log),
      },
    },
  });
}

/** What the bundle is made from: the editor's code, the app it draws with, the packages. */
const EDITOR_SOURCES = [
  "server/back-office/editor",
  "server/back-office/proxy/document.ts",
  "app",
  "package-lock.json",
  "tools/build/build-editor.ts",
].map((source) => fileURLToPath(new URL(`../../${source}`, import.meta.url)));

/** Whether the editor in `outDir` is missing, older than a source, or up to date. */
export const editorBuildState = (outDir: string): BuildState =>
  buildState(path.join(outDir, "index.html"), EDITOR_SOURCES);

if (import.meta.main) {
  const outDir = readEnvironmentOrExit().ADMIN_BUILD_DIR;
  // `--if-stale` (`npm run back-office`): builds only when the editor is missing or older than
  // its sources.
  const state = process.argv.includes("--if-stale") ? editorBuildState(outDir) : "missing";
  if (state === "fresh") {
    console.log(`back office: the editor in ${outDir} is up to date`);
  } else {
    if (state === "stale") console.log("back office: the editor's sources changed: rebuilding it…");
    else console.log("back office: building the editor…");
    const started = performance.now();
    await buildAdmin(outDir);
    console.log(`back office: ${outDir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
