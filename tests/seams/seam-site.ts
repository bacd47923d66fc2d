/**
 * The one site the seam suite serves every way: its content written (seam-content.ts) and
 * built once (with its pages' `.gz`, for nginx-static), a copy of the content folder at another path, and a production install with
 * the build shipped into it (made while the build runs). Beside it, the same content built as a
 * server deployment builds it (`SOCIAL_CARDS=background`: its pages go live before their `.br`,
 * which a job writes after, decision 084).
 */
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runBuild } from "#tests/support/built-site.ts";
import { installProduction, shipBuild } from "./production-install.ts";
import { writeSeamContent } from "./seam-content.ts";

export interface SeamSite {
  /** Holds the content folder and the build: inside the project, whose node_modules the build needs. */
  root: string;
  /** Outside the project: the copied content folder and the production install, which must
   * not find the project's node_modules above it. */
  elsewhere: string;
  /** The content folder the build read. */
  contentDir: string;
  buildRoot: string;
  clientDir: string;
  /** The same content built with `SOCIAL_CARDS=background` (a server deployment). */
  serverBuildRoot: string;
  siteUrl: string;
  /** The same content folder, copied to another path (an rsync target, a container volume). */
  movedContentDir: string;
  /** A production install (`npm ci --omit=dev`) with the build shipped in it, without `cache/`. */
  productionDir: string;
}

/**
 * The build the file ways serve is made as docs/deploy.md says to build for nginx-static: each
 * page's `.gz` written beside its `.br` (PAGE_GZIP=1, decision 086). The servers read it too.
 */
export const FILE_BUILD_ENV = { PAGE_GZIP: "1" };

/** The site's folders, empty: one in the project's `.tmp/`, one in the system's temp folder. */
export async function createSeamFolders(): Promise<SeamSite> {
  await mkdir(".tmp", { recursive: true });
  const root = path.resolve(await mkdtemp(path.join(".tmp", "seams-")));
  const elsewhere = await mkdtemp(path.join(tmpdir(), "seams-elsewhere-"));
  const site: SeamSite = {
    root,
    elsewhere,
    contentDir: path.join(root, "content"),
    buildRoot: path.join(root, "build"),
    serverBuildRoot: path.join(root, "build-server"),
    clientDir: path.join(root, "build", "client"),
    siteUrl: "https://example.test",
    movedContentDir: path.join(elsewhere, "site-content"),
    productionDir: path.join(elsewhere, "production"),
  };
  return site;
}

/** Writes the content, builds it while the production install is made, ships the build. */
export async function prepareSeamSite(site: SeamSite): Promise<void> {
  const content = await timed("content and photos", writeSeamContent(site.contentDir));
  // Both end before anything else happens, also when one fails.
  const settled = await Promise.allSettled([
    timed("build", runBuild(site, FILE_BUILD_ENV)),
    timed(
      "build as a server deployment",
      runBuild({ ...site, buildRoot: site.serverBuildRoot }, { SOCIAL_CARDS: "background" }),
    ),
    timed("npm ci --omit=dev", installProduction(site.productionDir)),
  ]);
  const made = settled.map((result) => {
    if (result.status === "rejected") throw result.reason;
    return result.value;
  });
  await cp(site.contentDir, site.movedContentDir, { recursive: true });
  await shipBuild(site.buildRoot, site.productionDir);
  // What the suite's setup costs, for its time budget: one line in the test output.
  console.log(`seam site: ${[content, ...made].join(", ")}`);
}

/** Retried: a build's last writes (its cards, drawn after it returns) may still be landing. */
export async function removeSeamFolders(site: SeamSite): Promise<void> {
  const again = { recursive: true, force: true, maxRetries: 10, retryDelay: 500 };
  await rm(site.root, again);
  await rm(site.elsewhere, again);
}

async function timed(label: string, work: Promise<unknown>): Promise<string> {
  const start = performance.now();
  await work;
  return `${label} ${((performance.now() - start) / 1000).toFixed(1)} s`;
}
