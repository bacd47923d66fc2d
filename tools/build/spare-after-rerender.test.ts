/**
 * A build that renders most pages again with the same bundle (links.json changed: every page's
 * key) leaves a spare release for the next edit, as a build with a new bundle does (decision
 * 079): without it the next edit brought up to date a tree that differed in every file, and at
 * 10,000 entries waited 9.4 s for that after its check. Both ways a build ends: a static host's
 * (the build makes the spare) and a server deployment's (its card job does).
 */
import { appendFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { LINKS_PATH, toFolderFile, resolvePage, type ManifestEntry } from "#app/content/index.ts";
import { generateScaleContent } from "#tools/bench/scale/generate-content.ts";
import { cardsPendingFile } from "#tools/build/card-job.ts";
import { runBuild, siteIn, waitFor } from "#tests/support/built-site.ts";
import { workFolder } from "#tests/support/work-folder.ts";

const work = workFolder("spare-after-rerender-");

/** The release's link line of a build's log: files linked and files there already. */
function linkedRelease(log: string) {
  const match =
    /Release \S+: (\d+) files of the current one linked, (\d+) there already, \d+ removed/.exec(
      log,
    );
  if (!match) throw new Error(`no release link line in:\n${log}`);
  return { linked: Number(match[1]), same: Number(match[2]) };
}

for (const socialCards of ["wait", "background"]) {
  test(`SOCIAL_CARDS=${socialCards}: after every page is rendered again, the next edit links only what it changed`, async () => {
    const site = siteIn(path.join(work.path, socialCards));
    const entries = await generateScaleContent("content", site.contentDir, 40);
    const env = { SOCIAL_CARDS: socialCards };
    const build = async () => {
      const log = await runBuild(site, env);
      // A server deployment's card job makes the spare after the build has exited.
      const pending = cardsPendingFile(path.join(site.buildRoot, "current"));
      const done = await waitFor(async () => (existsSync(pending) ? undefined : true), 60_000);
      expect(done, "the card job's end").toBe(true);
      return log;
    };
    const edit = async (line: string) => {
      const entry = entries[0] as ManifestEntry;
      const resolution = resolvePage(entry.url, entries);
      if (!resolution.found) throw new Error(`${entry.url} does not resolve`);
      await appendFile(
        path.join(site.contentDir, toFolderFile(resolution.page.source) as string),
        line,
      );
    };
    await build();
    await edit("\nA first edit.\n");
    await build();
    // The link registry is in every page's key: every page is rendered again.
    await appendFile(path.join(site.contentDir, toFolderFile(LINKS_PATH) as string), "\n");
    const everyPage = await build();
    expect(everyPage).toMatch(/Prerendered (\d+) of \1 pages/);
    await edit("\nA second edit.\n");
    const next = linkedRelease(await build());
    expect(next.linked).toBeLessThan(next.same / 10);
  }, 300_000);
}
