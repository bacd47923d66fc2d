/**
 * Shared browser-test fixtures. `addPage` publishes a page the way a site owner does after the
 * build (markdown file + `done` manifest entry dropped into the served content folder), so a
 * journey can bring its own content and does not depend on the demo's wording.
 */
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { openContentFolder } from "#app/loaders/index.server.ts";
import {
  CONTENT_BASE,
  MANIFEST_FILE,
  type EntryType,
  type ManifestEntry,
  resolvePage,
} from "#app/content/index.ts";
import { e2eContentDir } from "./e2e-paths.ts";

export interface NewPage {
  type: EntryType;
  url: string;
  title?: string;
  status?: ManifestEntry["status"];
  markdown: string;
}

interface Fixtures {
  /** The served content folder of this test run. */
  contentDir: string;
  /** Publishes a page after the build; removed again when the test ends. */
  addPage: (page: NewPage) => Promise<void>;
  /** Console errors and warnings the page logged, as text. */
  consoleMessages: string[];
}

export const test = base.extend<Fixtures>({
  // Each project (phone, desktop) has its own site and content copy (playwright.config.ts):
  // a page one project publishes never appears, or vanishes, under the other's feet.
  contentDir: async ({ baseURL }, use) => use(e2eContentDir(Number(new URL(baseURL ?? "").port))),
  addPage: async ({ contentDir, baseURL }, use) => {
    const added: { url: string; file: string }[] = [];
    await use(async (page) => {
      const entry: ManifestEntry = {
        type: page.type,
        status: page.status ?? "done",
        url: page.url,
        title: page.title ?? `Test page ${page.url}`,
      };
      const file = markdownFile(contentDir, entry);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page.markdown);
      await editManifest(contentDir, (entries) => [
        ...entries.filter((e) => e.url !== entry.url),
        entry,
      ]);
      added.push({ url: entry.url, file });
      if (entry.status === "done") await knownToServer(baseURL, entry.url);
    });
    for (const { url, file } of added) {
      await editManifest(contentDir, (entries) => entries.filter((e) => e.url !== url));
      await rm(file, { force: true });
    }
  },
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
    };
    page.on("console", record);
    await use(messages);
    page.off("console", record);
  },
});

export { expect };

/**
 * Waits until the server answers `url` as saved. A page that had HTML before (an earlier render
 * at the same path) is answered from it once while its new render is made (stale while
 * revalidate, decision 029), as a visitor would see it; a journey that publishes at a path
 * another journey used wants the page it just wrote: the answer is taken as settled when two
 * answers RENDER_MS apart are the same.
 */
export async function servedAsSaved(url: string): Promise<void> {
  const answer = async () => {
    const response = await fetch(url, { redirect: "manual" });
    return `${response.status} ${await response.text()}`;
  };
  let last = await answer();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, RENDER_MS));
    const now = await answer();
    if (now === last) return;
    last = now;
  }
}

/**
 * Waits until the server's manifest, as it gives it to browsers, names `url`: a request that
 * joined the server's look at the manifest begun before the write is answered from the manifest
 * before it (the redirect home of a path it does not know). The page itself is not asked for: a
 * journey may want its first render to happen after a change of its own.
 */
async function knownToServer(baseURL: string | undefined, url: string): Promise<void> {
  const manifest = new URL(`/${CONTENT_BASE}/${MANIFEST_FILE}`, baseURL).href;
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const entries = (await (
      await fetch(manifest, { cache: "no-store" })
    ).json()) as ManifestEntry[];
    if (entries.some((entry) => entry.url === url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was published and the server's manifest still lacked it after 10 s`);
}

/** Longer than the server takes to render one page in the background. */
const RENDER_MS = 750;

/** The file the site reads for an entry, whatever its status (resolved as if it were done). */
function markdownFile(contentDir: string, entry: ManifestEntry): string {
  const resolution = resolvePage(entry.url, [{ ...entry, status: "done" }]);
  if (!resolution.found) throw new Error(`${entry.url} does not resolve to a page`);
  const file = openContentFolder(contentDir).fileOf(resolution.page.source);
  if (!file) throw new Error(`${entry.url} reads a file outside the content folder`);
  return file;
}

/** Read-modify-write of the manifest under a lock: tests run in parallel workers. */
async function editManifest(
  contentDir: string,
  change: (entries: ManifestEntry[]) => ManifestEntry[],
): Promise<void> {
  const { manifestFile } = openContentFolder(contentDir);
  await withManifestLock(contentDir, async () => {
    const entries = JSON.parse(await readFile(manifestFile, "utf8")) as ManifestEntry[];
    const temp = `${manifestFile}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(change(entries), null, 2));
    await rename(temp, manifestFile);
  });
}

/**
 * How long a test waits for another to let go of the manifest. A holder may publish through the
 * back office under it and wait for the save to land: seconds under `npm test`'s load (5 s was
 * too short for the ten-saves journey beside the FAQ journeys in a clean-clone run).
 */
const MANIFEST_LOCK_WAIT_MS = 60_000;

/** Runs `task` while no other test edits the manifest (e.g. while it is left broken). */
export async function withManifestLock(
  contentDir: string,
  task: () => Promise<void>,
): Promise<void> {
  const lock = `${openContentFolder(contentDir).manifestFile}.lock`;
  const since = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() - since > MANIFEST_LOCK_WAIT_MS)
        throw new Error(`manifest lock ${lock} held by another test for over a minute`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    await task();
  } finally {
    await rmdir(lock);
  }
}

/**
 * Opens `address` (an entry in the back office's editor) under the manifest lock, until the form
 * shows the entry's Title: another test leaves the manifest half-written a moment
 * (bad-save.spec.ts), and a post added since the back office last read a whole manifest is then
 * not opened (the editor says the manifest does not parse; before that, a flake of `ci87`: its
 * fields empty and a Publish refused).
 */
export async function openEntryWithRow(
  page: Page,
  contentDir: string,
  address: string,
): Promise<void> {
  await withManifestLock(contentDir, async () => {
    await page.goto(address);
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).not.toHaveValue("");
  });
}

/** Waits until the app has hydrated (React Router sets up its client router). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

/**
 * What a page's layout shows, in order: each part by its accessible name (a card, the disclosure,
 * the FAQ section by its heading), a text segment as "text".
 */
export function readPartOrder(page: Page): Promise<string[]> {
  // The post header opens a post; the parts follow it.
  return page.locator(".layout > :not(.post-header)").evaluateAll((nodes) =>
    nodes.map((node) => {
      const labelledBy = node.getAttribute("aria-labelledby");
      const heading = labelledBy && document.getElementById(labelledBy)?.textContent;
      return node.getAttribute("aria-label") ?? heading ?? "text";
    }),
  );
}
