/**
 * `npm run screenshots`: the site at 375, 768, 1280 and 1600 px (home, a blog post, a FAQ page;
 * light, plus dark at phone and desktop widths) into docs/screenshots/, from a fresh build served
 * by the production server.
 */
import { chromium } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { readSiteEnv } from "#app/config/index.server.ts";
import { startServer } from "#server/main.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";
import { takesNoArguments } from "#tools/cli/command-line.ts";

takesNoArguments("screenshots");

const PAGES = { home: "/", post: "/humor/expertsexchange", faq: "/qahub/buying/escrow" } as const;
const WIDTHS = [375, 768, 1280, 1600] as const;
const OUT = "docs/screenshots";

if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
const server = await startServer({
  ...readSiteEnv(),
  port: 0,
  clientDir: path.resolve("build", "client"),
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
await mkdir(OUT, { recursive: true });
try {
  for (const [name, pathname] of Object.entries(PAGES)) {
    for (const width of WIDTHS) {
      for (const scheme of width === 375 || width === 1280
        ? (["light", "dark"] as const)
        : (["light"] as const)) {
        const page = await browser.newPage({
          viewport: { width, height: 1000 },
          colorScheme: scheme,
        });
        await page.goto(new URL(pathname, server.url).href, { waitUntil: "networkidle" });
        const file = path.join(OUT, `${name}-${width}${scheme === "dark" ? "-dark" : ""}.png`);
        await page.screenshot({ path: file });
        await page.close();
        console.log(`Wrote ${file}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
