/**
 * CONTENT_GIT_REMOTE (decision 071) with a real bare repository in a temporary folder as the
 * remote and a second clone pushing from "a laptop": the back office's commits pushed there, the
 * laptop's pulled by the timer or at once by a signed webhook, a conflict that loses neither
 * text, and a remote that cannot be reached shown once in the log and on the versions page.
 */
import { createHmac } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { readDocument, writeDocument, type MarkdownDocument } from "./document.ts";
import {
  gitAsDev,
  startBackOffice,
  TOKEN,
  type BackOfficeSite,
} from "#tests/support/back-office.ts";
import { waitFor } from "#tests/support/built-site.ts";

vi.setConfig({ testTimeout: 90_000 });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const FILE = "blogs/insights/short-names.md";
const SECRET = "a-webhook-secret-of-32-characters";

const gitIn = gitAsDev;

/** The remote's main branch, or undefined while it has none. */
function remoteHead(dir: string, remote: string): string | undefined {
  try {
    return gitIn(dir, "--git-dir", remote, "rev-parse", "--verify", "--quiet", "main");
  } catch {
    return undefined;
  }
}

async function temp(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A bare remote, a back office pushing to it, and a laptop's clone of it. */
async function setup(env: Record<string, string>) {
  const dir = await temp("remote-");
  const remote = path.join(dir, "content-remote.git");
  gitIn(dir, "init", "--quiet", "--bare", "--initial-branch=main", remote);
  const site = await startBackOffice({ env: { CONTENT_GIT_REMOTE: remote, ...env } });
  cleanups.push(() => site.cleanup());
  const pushed = await waitFor(async () => {
    const head = remoteHead(dir, remote);
    return head === site.git("rev-parse", "HEAD") ? head : undefined;
  }, 20_000);
  expect(pushed).toBeDefined();
  const laptop = path.join(dir, "laptop");
  gitIn(dir, "clone", "--quiet", remote, laptop);
  return { site, remote, laptop, dir };
}

async function open(site: BackOfficeSite, file: string): Promise<MarkdownDocument> {
  const { json } = await site.cms("getEntry", { path: file });
  const document = readDocument((json as { data: string }).data);
  if ("error" in document || document.kind !== "markdown") throw new Error(`${file}: no entry`);
  return document;
}

async function save(site: BackOfficeSite, file: string, text: (old: string) => string) {
  const document = await open(site, file);
  return site.cms("persistEntry", {
    dataFiles: [
      { path: file, slug: "x", raw: writeDocument({ ...document, file: text(document.file) }) },
    ],
    assets: [],
    options: {},
  });
}

async function pushFromLaptop(laptop: string, file: string, text: (old: string) => string) {
  gitIn(laptop, "pull", "--quiet", "--ff-only");
  const absolute = path.join(laptop, file);
  await writeFile(absolute, text(await readFile(absolute, "utf8")));
  gitIn(laptop, "commit", "--quiet", "-am", `Laptop: ${file}`);
  gitIn(laptop, "push", "--quiet", "origin", "main");
}

const contentOf = (site: BackOfficeSite, file: string) =>
  readFile(path.join(site.contentDir, file), "utf8");

test("a save is pushed to the remote; a commit pushed from a laptop is pulled by the timer", async () => {
  const { site, remote, laptop, dir } = await setup({ BACK_OFFICE_GIT_PULL_SECONDS: "2" });
  expect((await save(site, FILE, (old) => `${old}\nFrom the back office.\n`)).status).toBe(200);
  const pushed = await waitFor(async () => {
    const subject = gitIn(dir, "--git-dir", remote, "log", "-1", "--format=%s", "main");
    return subject === `Edit ${FILE}` ? subject : undefined;
  }, 20_000);
  expect(pushed).toBe(`Edit ${FILE}`);
  await pushFromLaptop(laptop, FILE, (old) => `${old}\nFrom the laptop.\n`);
  // The pull writes the file first (temporary file and rename), then moves the repository on:
  // it is done when both show it.
  const pulled = await waitFor(async () => {
    const text = await contentOf(site, FILE);
    const done = text.includes("From the laptop.") && site.git("status", "--porcelain") === "";
    return done ? text : undefined;
  }, 60_000);
  expect(pulled).toContain("From the back office.");
  expect(site.git("log", "-1", "--format=%an|%s", "--", FILE)).toBe(`Dev|Laptop: ${FILE}`);
});

test("a signed push webhook pulls at once; a wrong signature is refused", async () => {
  const { site, laptop } = await setup({
    BACK_OFFICE_GIT_PULL_SECONDS: "3600",
    BACK_OFFICE_GIT_WEBHOOK_SECRET: SECRET,
  });
  await pushFromLaptop(laptop, FILE, (old) => `${old}\nPushed, then hooked.\n`);
  const body = JSON.stringify({ ref: "refs/heads/main" });
  const hook = (signature: string) =>
    site.call("/api/content-git/push", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body,
    });
  const wrong = await hook(
    `sha256=${createHmac("sha256", "another secret").update(body).digest("hex")}`,
  );
  expect(wrong.status).toBe(401);
  expect(await contentOf(site, FILE)).not.toContain("Pushed, then hooked.");
  const signed = await hook(`sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`);
  expect(signed.status, signed.body).toBe(200);
  expect(await contentOf(site, FILE)).toContain("Pushed, then hooked.");
  const gitlab = await site.call("/api/content-git/push", {
    method: "POST",
    headers: { "x-gitlab-token": SECRET },
    body,
  });
  expect(gitlab.status).toBe(200);
});

test("one file changed on both sides: the server's text stays live, the laptop's is kept and shown to resolve", async () => {
  const { site, remote, laptop, dir } = await setup({ BACK_OFFICE_GIT_PULL_SECONDS: "3600" });
  const firstLine = (text: string) => text.split("\n")[0] ?? "";
  await pushFromLaptop(laptop, FILE, (old) => old.replace(firstLine(old), "# The laptop's title"));
  const saved = await save(site, FILE, (old) =>
    old.replace(firstLine(old), "# The server's title"),
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const merged = await waitFor(async () => {
    const subject = gitIn(dir, "--git-dir", remote, "log", "-1", "--format=%s", "main");
    return subject.startsWith("Pull ") ? subject : undefined;
  }, 30_000);
  expect(merged).toContain(`${FILE} changed on both sides`);
  expect(firstLine(await contentOf(site, FILE))).toBe("# The server's title");
  const theirs = gitIn(dir, "--git-dir", remote, "rev-parse", "main^2");
  expect(firstLine(site.git("show", `${theirs}:${FILE}`))).toBe("# The laptop's title");
  const bearer = { authorization: `Bearer ${TOKEN}` };
  const page = await site.call(`/admin/versions?path=${encodeURIComponent(FILE)}`, {
    headers: bearer,
  });
  expect(page.body).toContain("Conflicts to resolve");
  expect(page.body).toContain(theirs.slice(0, 12));
  expect(page.body).toContain(`value="${theirs}"`);
  // Restoring the laptop's version resolves it: its text live, the conflict no longer shown.
  const restored = await site.cms("restoreVersion", { path: FILE, id: theirs });
  expect(restored.status, JSON.stringify(restored.json)).toBe(200);
  expect(firstLine(await contentOf(site, FILE))).toBe("# The laptop's title");
  const after = await site.call("/admin/versions", { headers: bearer });
  expect(after.body).not.toContain("Conflicts to resolve");
});

test("a remote that cannot be reached: saves stand and commit, the failure is logged once and shown", async () => {
  const dir = await temp("unreachable-");
  const site = await startBackOffice({
    env: {
      CONTENT_GIT_REMOTE: path.join(dir, "no-such-remote.git"),
      BACK_OFFICE_GIT_PULL_SECONDS: "1",
    },
  });
  cleanups.push(() => site.cleanup());
  let log = "";
  site.process.child.stderr?.on("data", (chunk: Buffer) => (log += String(chunk)));
  expect((await save(site, FILE, (old) => `${old}\nOffline.\n`)).status).toBe(200);
  expect(site.git("log", "-1", "--format=%s")).toBe(`Edit ${FILE}`);
  const page = await waitFor(async () => {
    const answer = await site.call("/admin/versions", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    return answer.body.includes("cannot pull from") ? answer.body : undefined;
  }, 20_000);
  expect(page).toContain("no-such-remote.git");
  // Several retries later (1 s timer, backoff), the log still has said it at most once.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(log.match(/cannot (pull from|push to)/g)?.length ?? 0).toBeLessThanOrEqual(1);
});
