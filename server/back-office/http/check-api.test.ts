/**
 * `POST /api/check` from outside, against the real back office process on a copy of the demo
 * content: the same sign-in and same-site rules as the proxy, the path guarded, a bad request
 * answered with one line, and a typed broken `go:` link found at its line and column with nothing
 * written; a writer with a session checks files they may read.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startBackOffice, TOKEN, type BackOfficeSite } from "#tests/support/back-office.ts";
import { joinWithPassword } from "#tests/support/newsroom.ts";

const FILE = "blogs/humor/typo-squatting.md";
let site: BackOfficeSite;
let origin: string;

beforeAll(async () => {
  site = await startBackOffice();
  origin = `http://127.0.0.1:${site.process.port}`;
}, 30_000);
afterAll(() => site?.cleanup());

const check = (body: unknown, headers: Record<string, string> = {}) =>
  site.post("/api/check", body, headers);

const errorOf = (answer: { body: string }) => (JSON.parse(answer.body) as { error: string }).error;

test("without the token, or with a wrong one, it is a 401", async () => {
  const text = "# Hello\n";
  const none = await site.call("/api/check", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ path: FILE, text }),
  });
  expect(none.status).toBe(401);
  const wrong = await check(
    { path: FILE, text },
    { authorization: "Bearer not-the-token-at-all!!" },
  );
  expect(wrong.status).toBe(401);
});

test("from another site it is a 403 naming why", async () => {
  const body = { path: FILE, text: "# Hello\n" };
  const other = await check(body, { origin: "https://evil.example" });
  expect(other.status).toBe(403);
  expect(errorOf(other)).toBe('the Origin "https://evil.example" is not this back office');
  const fetched = await check(body, { "sec-fetch-site": "cross-site" });
  expect(fetched.status).toBe(403);
  expect(errorOf(fetched)).toBe("a cross-site request is refused");
  const form = await check(body, { "content-type": "text/plain" });
  expect(form.status).toBe(403);
});

test("a path out of the folder, a wrong body or a GET: one clear line each", async () => {
  const climbing = await check({ path: "../../etc/passwd.md", text: "x" });
  expect(climbing.status).toBe(400);
  expect(errorOf(climbing)).toBe(
    '"../../etc/passwd.md": a path with "..", "." or an empty part leaves or bends the content folder',
  );
  const absolute = await check({ path: "/etc/x.md", text: "x" });
  expect(absolute.status).toBe(400);
  expect((await check("{not json")).status).toBe(400);
  const noText = await check({ path: FILE });
  expect(noText.status).toBe(400);
  expect(errorOf(noText)).toBe('"text" must be the file\'s text');
  const image = await check({ path: "images/x.png", text: "x" });
  expect(image.status).toBe(415);
  const big = await check({ path: FILE, text: "x".repeat(1024 * 1024 + 1) });
  expect(big.status).toBe(413);
  const get = await site.call("/api/check", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(get.status).toBe(405);
});

test("a typed broken go: link is an error at its line and column; the file is not written", async () => {
  const disk = path.join(site.contentDir, FILE);
  const before = await readFile(disk, "utf8");
  // A new paragraph after the text, the finding at its link's target.
  const typed = "Try [this deal](go:no-such-link) today.";
  const text = `${before.trimEnd()}\n\n${typed}\n`;
  const line = text.split("\n").length - 1;
  const column = typed.indexOf("go:") + 1;
  const answer = await check({ path: FILE, text });
  expect(answer.status).toBe(200);
  const findings = JSON.parse(answer.body) as {
    file: string;
    line: number;
    column: number;
    severity: string;
    message: string;
    text: string;
  }[];
  const broken = findings.filter((finding) => finding.message.includes("no-such-link"));
  expect(broken).toHaveLength(1);
  expect(broken[0]).toMatchObject({ file: FILE, line, column, severity: "error" });
  expect(broken[0]!.text).toBe(`${FILE}:${line}:${column}: error: ${broken[0]!.message}`);
  expect(await readFile(disk, "utf8")).toBe(before);
  // The file as it is on disk: no error.
  const clean = JSON.parse((await check({ path: FILE, text: before })).body) as {
    severity: string;
  }[];
  expect(clean.filter((finding) => finding.severity === "error")).toEqual([]);
});

test("a writer signed in with a session checks a public post and links.json, files they read but may not change", async () => {
  const cookie = await joinWithPassword(
    site,
    "checker@example.com",
    "writer",
    "a-long-password-for-a-writer",
  );
  const asWriter = (file: string, text: string) =>
    check({ path: file, text }, { authorization: "", cookie });
  const post = await asWriter(FILE, await readFile(path.join(site.contentDir, FILE), "utf8"));
  expect(post.status).toBe(200);
  const links = await readFile(path.join(site.contentDir, "links.json"), "utf8");
  const registry = await asWriter("links.json", links);
  expect(registry.status).toBe(200);
  expect(Array.isArray(JSON.parse(registry.body))).toBe(true);
  // Once accounts exist, no session is still a 401.
  const signedOut = await check({ path: FILE, text: "x" }, { authorization: "" });
  expect(signedOut.status).toBe(401);
}, 30_000);
