/**
 * The back office as a real process (`npm run back-office`) on a copy of the demo content, and
 * its proxy protocol spoken as Decap speaks it (/work/shared/decap-proxy.md): a POST of
 * `{action, params}` as JSON from the back office's own origin.
 */
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeDocument } from "#server/back-office/proxy/document.ts";
import {
  call,
  startDashboardProcess,
  type Answer,
  type DashboardProcess,
  type ProjectPlace,
} from "#tests/support/dashboard-process.ts";

/** Runs git in `cwd` as a developer ("Dev <dev@example.com>") would on a laptop; its output. */
export function gitAsDev(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Dev",
      GIT_AUTHOR_EMAIL: "dev@example.com",
      GIT_COMMITTER_NAME: "Dev",
      GIT_COMMITTER_EMAIL: "dev@example.com",
    },
  }).trim();
}

export const TOKEN = "a-back-office-token-of-32-chars!";

export interface BackOfficeSite {
  dir: string;
  contentDir: string;
  versionsDir: string;
  /** The content folder's git repository (outside it: BACK_OFFICE_GIT_DIR's default). */
  gitDir: string;
  /** Runs git on the content folder's repository; its output, trimmed. */
  git(...args: string[]): string;
  process: DashboardProcess;
  /** A proxy action, signed in with the Bearer token, from the back office's own origin. */
  cms(action: string, params?: Record<string, unknown>): Promise<{ status: number; json: unknown }>;
  /** A POST of `body` (JSON unless a string) as `cms` sends it, `headers` over its own. */
  post(target: string, body: unknown, headers?: Record<string, string>): Promise<Answer>;
  call: (target: string, options?: Parameters<typeof call>[2]) => Promise<Answer>;
  cleanup(): Promise<void>;
}

/**
 * `contentDir`: a content folder to use (default: a copy of the demo's); `place`: another install
 * of the project to run it from (default: this one).
 */
export async function startBackOffice(
  options: {
    contentDir?: string;
    versionsDir?: string;
    env?: Record<string, string>;
    place?: ProjectPlace;
  } = {},
): Promise<BackOfficeSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "back-office-"));
  const contentDir = options.contentDir ?? path.join(dir, "content");
  if (options.contentDir === undefined) await cp("content", contentDir, { recursive: true });
  const versionsDir = options.versionsDir ?? path.join(dir, "versions");
  const process = await startDashboardProcess(
    {
      CLICKS_DB: path.join(dir, "clicks.sqlite"),
      CONTENT_DIR: contentDir,
      CONTENT_VERSIONS_DIR: versionsDir,
      BACK_OFFICE_TOKEN: TOKEN,
      ...options.env,
    },
    options.place,
  );
  const origin = `http://127.0.0.1:${process.port}`;
  const site: BackOfficeSite = {
    dir,
    contentDir,
    versionsDir,
    gitDir: path.join(path.dirname(versionsDir), "content.git"),
    git: (...args) =>
      execFileSync(
        "git",
        [
          "--git-dir",
          path.join(path.dirname(versionsDir), "content.git"),
          "--work-tree",
          contentDir,
          ...args,
        ],
        { encoding: "utf8" },
      ).trim(),
    process,
    call: (target, callOptions) => call(process.port, target, callOptions),
    post: (target, body, headers = {}) =>
      call(process.port, target, {
        method: "POST",
        headers: {
          authorization: `Bearer ${TOKEN}`,
          "content-type": "application/json; charset=utf-8",
          origin,
          host: `127.0.0.1:${process.port}`,
          ...headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async cms(action, params = {}) {
      const body = { action, params: { branch: "main", ...params } };
      const answer = await site.post("/api/cms", body);
      return { status: answer.status, json: JSON.parse(answer.body) as unknown };
    },
    async cleanup() {
      await process.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return site;
}

const PRODUCTS = `<!-- PRODUCTS
START PRODUCT
title="Namecheap Beast Mode" imageUrl="namecheap.svg" link="go:namecheap-brandable-names" price="free to search" alt="Namecheap"
END PRODUCT
-->`;

/** The back office's answer to the next save (`persistEntry`) the editor in `page` sends. */
export function saveAnswered(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/cms") &&
      (response.request().postData() ?? "").includes('"persistEntry"'),
    { timeout: 30_000 },
  );
}

/**
 * The `persistEntry` params Decap sends for a new post at `url` (a blog row with `status`) whose
 * text is a products block, `text` and the insert-product marker.
 */
export function newPostSave(url: string, status: string, text: string) {
  const title = `Post ${url.split("/").at(-1)}`;
  const document = {
    kind: "markdown" as const,
    opened: null,
    manifest: { type: "blog", status, url, title },
    file: `# ${title}\n\n${PRODUCTS}\n\n${text}\n\n<!-- INSERT PRODUCT -->\n`,
  };
  return {
    dataFiles: [{ path: `blogs${url}.md`, slug: "x", raw: writeDocument(document) }],
    assets: [],
    options: { newEntry: true },
  };
}

/**
 * Signs a browser in as a person does: the token on the sign-in page. The editor then opens on
 * its collections, with no second Login of Decap's own.
 */
export async function signInToBackOffice(page: Page, origin: string, token: string): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel(/token/i).fill(token);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.goto(`${origin}/admin/`);
  await page.getByRole("heading", { name: "Collections" }).waitFor({ timeout: 30_000 });
  if ((await page.getByRole("button", { name: "Login" }).count()) > 0)
    throw new Error("the editor asked for Decap's Login after the sign-in");
}
