/**
 * A production install (`npm ci --omit=dev`) holds every package the server's own files load.
 * The server build's imports (`build/server/`) are checked by the seam suite, which has a build.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { serverRuntimeFiles, undeclaredPackages } from "./runtime-imports.ts";

test("every package the server, its workers and what they import from app/ load is a dependency", () => {
  const files = serverRuntimeFiles(".");
  // The worker threads, started by path: the one render pool's, the live images'.
  expect(files).toContain("app/prerender/render-thread.server.ts");
  expect(files).toContain("server/live-pages/image-worker.ts");
  expect(files).toContain("app/content/index.ts");
  expect(undeclaredPackages(".", files, ".")).toEqual([]);
});

test("a dev-only or undeclared package is found, type-only imports and builtins are not", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "runtime-imports-"));
  try {
    const dependencies = { react: "^19.0.0" };
    await writeFile(
      path.join(dir, "package.json"),
      JSON.stringify({ dependencies, devDependencies: { jsdom: "^31.0.0", typescript: "~6" } }),
    );
    const packages = {
      "node_modules/react": {},
      "node_modules/jsdom": { dev: true },
      "node_modules/typescript": { dev: true },
    };
    await writeFile(path.join(dir, "package-lock.json"), JSON.stringify({ packages }));
    await writeFile(
      path.join(dir, "a.ts"),
      [
        'import { JSDOM } from "jsdom";',
        'import type {\n  Node,\n} from "typescript";',
        'export type { Linter } from "eslint";',
        'import { readFile } from "node:fs/promises";',
        'import path from "path";',
        'import { jsx } from "react/jsx-runtime";',
        'export const lazy = () => import("@scope/pkg/sub");',
      ].join("\n"),
    );
    expect(undeclaredPackages(dir, ["a.ts"], dir)).toEqual([
      { package: "jsdom", file: "a.ts", declared: "devDependencies" },
      { package: "@scope/pkg", file: "a.ts", declared: "nowhere" },
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
