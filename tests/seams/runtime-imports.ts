/**
 * What a production install must hold: the packages the server and its workers load at run
 * time, read from their imports (type-only imports left out: Node strips them), and which of
 * those `npm ci --omit=dev` would leave out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix } from "node:path";
import ts from "typescript";
import { resolveSpecifier } from "#tools/lint/import-graph.ts";

/** `import type …` and `export type … from`: Node strips them, nothing is loaded. */
const TYPE_ONLY = /^\s*(import|export)\s+type\s[^;]*;/gm;

/** A worker thread's entry: `new URL("./render-thread.server.ts", import.meta.url)`. */
const WORKER_ENTRY = /new URL\(\s*["'](\.{1,2}\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g;

/**
 * The specifiers a module loads when it runs: static, side-effect and `import()` imports, and
 * the files it starts as worker threads.
 */
function runtimeSpecifiers(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text.replace(TYPE_ONLY, ""), true, true);
  const workers = [...text.matchAll(WORKER_ENTRY)].map((match) => match[1] as string);
  return [...importedFiles.map((file) => file.fileName), ...workers];
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for builtins and local files. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("#") || specifier.startsWith("/")) return;
  if (specifier.startsWith("node:") || builtinModules.includes(specifier)) return;
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/**
 * The back office's editor (`server/back-office/editor/`) is browser code: `npm run build:admin`
 * bundles it with its packages (devDependencies) into `admin-build/`, which is shipped; no server
 * file imports it (tools/lint/layers.ts).
 */
const EDITOR = /^back-office[\\/]editor[\\/]/;
const isServerSource = (file: string) =>
  /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !EDITOR.test(file);

/**
 * Every file the server can load, repo-relative: all of `server/` but its tests and the editor's
 * browser code, and what they import from `app/` or start as worker threads, followed to the end.
 */
export function serverRuntimeFiles(repo: string): string[] {
  const queue = readdirSync(join(repo, "server"), { recursive: true, encoding: "utf8" })
    .filter(isServerSource)
    .map((file) => posix.join("server", file.split("\\").join("/")));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(readFileSync(join(repo, file), "utf8"))) {
      const target = resolveSpecifier(file, specifier);
      // A module, not a folder a file names by URL (`new URL("../..", import.meta.url)`).
      if (target && /\.[cm]?[jt]sx?$/.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The server build's modules (`build/server/**.js`), relative to `serverBuildDir`. */
export function bundleFiles(serverBuildDir: string): string[] {
  return readdirSync(serverBuildDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    /\.m?js$/.test(file),
  );
}

export interface Undeclared {
  package: string;
  /** The first file found importing it. */
  file: string;
  /** Where it is declared instead, if anywhere. */
  declared: "devDependencies" | "nowhere";
}

/**
 * The packages `files` (paths under `root`) load that a production install lacks: not in
 * `package.json`'s `dependencies`, or marked dev-only in the lock file (npm ci reads that).
 */
export function undeclaredPackages(
  root: string,
  files: string[],
  packageDir: string,
): Undeclared[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync(join(packageDir, "package-lock.json"), "utf8")) as {
    packages?: Record<string, { dev?: boolean }>;
  };
  const problems = new Map<string, Undeclared>();
  for (const file of files) {
    for (const specifier of runtimeSpecifiers(readFileSync(join(root, file), "utf8"))) {
      const name = packageOf(specifier);
      if (!name || problems.has(name)) continue;
      const locked = lock.packages?.[`node_modules/${name}`];
      if (manifest.dependencies?.[name] && locked && !locked.dev) continue;
      const declared = manifest.devDependencies?.[name] ? "devDependencies" : "nowhere";
      problems.set(name, { package: name, file, declared });
    }
  }
  return [...problems.values()];
}
