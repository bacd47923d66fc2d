/**
 * `npm run dev` watches the project but not the build folder nor `.tmp/` (tests' and benchmarks'
 * sites): at 10,000 entries their folders alone passed the system's limit of file watchers and
 * the preview never answered. The prerender's preview server watches nothing.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import type { ConfigEnv, UserConfig } from "vite";
import { readSiteEnv } from "#app/config/index.server.ts";

const viteConfig = (await import(
  pathToFileURL(path.join(import.meta.dirname, "..", "vite.config.ts")).href
)) as {
  default: (env: ConfigEnv) => UserConfig;
};

const configFor = (env: Partial<ConfigEnv>) =>
  viteConfig.default({
    command: "serve",
    mode: "development",
    ...env,
  });

test("the dev server ignores the build folder and every .tmp folder, and watches the app", () => {
  const ignored = configFor({ isPreview: false }).server?.watch?.ignored;
  const patterns = (Array.isArray(ignored) ? ignored : [ignored]).filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
  const isIgnored = (file: string) => patterns.some((pattern) => path.matchesGlob(file, pattern));
  const buildDir = path.resolve(readSiteEnv().buildDir);
  expect(isIgnored(path.join(buildDir, "client", "blogs", "index.html"))).toBe(true);
  expect(isIgnored(path.resolve(".tmp", "bench-scale-x", "content", "a.md"))).toBe(true);
  expect(isIgnored(path.resolve("app", "root.tsx"))).toBe(false);
  expect(isIgnored(path.resolve("content", "blogs", "a.md"))).toBe(false);
});

test("the preview server the prerender runs in watches nothing", () => {
  expect(configFor({ isPreview: true }).server?.watch).toBeNull();
});
