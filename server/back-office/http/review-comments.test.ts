/**
 * Review comments from outside (decision 076): the real back-office process, accounts made by
 * the real `invite` command, every request over HTTP. An editor comments on an entry in review;
 * its writer reads the comment (author and time) on the review page and answers; another writer
 * neither sees nor comments on it; a comment on an entry not in review, an empty one, one from
 * another site and one without a session are refused.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { newPostSave, startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { landsAt } from "#tests/support/dashboard-process.ts";
import { cmsAs, joinWithPassword, postForm } from "#tests/support/newsroom.ts";

vi.setConfig({ testTimeout: 60_000 });
let site: BackOfficeSite;
const PASSWORD = "a review passphrase";
const cookies = { editor: "", writer: "", other: "" };
const URL_PATH = "/insights/up-for-review";
const FILE = `blogs${URL_PATH}.md`;

beforeAll(async () => {
  site = await startBackOffice();
  cookies.editor = await joinWithPassword(site, "editor@example.com", "editor", PASSWORD);
  cookies.writer = await joinWithPassword(site, "writer@example.com", "writer", PASSWORD);
  cookies.other = await joinWithPassword(site, "other@example.com", "writer", PASSWORD);
  const submitted = newPostSave(URL_PATH, "review", "Ready for an editor.");
  expect((await cmsAs(site, cookies.writer, "persistEntry", submitted)).status).toBe(200);
}, 120_000);
afterAll(() => site?.cleanup());

const reviewPage = (cookie: string) => site.call("/review", { headers: { cookie } });
const comment = (cookie: string, path: string, text: string, headers = {}) =>
  postForm(site, "/review/comment", cookie, { path, text }, headers);

test("an editor comments on an entry in review; its writer reads it with author and time, and answers", async () => {
  const accounts = await site.call("/accounts", { headers: { cookie: cookies.writer } });
  expect(accounts.body).toContain('<a href="review">Review</a>');
  const editorPage = await reviewPage(cookies.editor);
  expect(editorPage.status).toBe(200);
  expect(editorPage.body).toContain(FILE);
  expect(editorPage.body).toContain("submitted by writer@example.com");

  const made = await comment(cookies.editor, FILE, "Shorten the intro, please.");
  expect(made.status).toBe(303);
  expect(landsAt("/review/comment", made)).toBe("/review");

  const writerPage = await reviewPage(cookies.writer);
  expect(writerPage.status).toBe(200);
  expect(writerPage.body).toMatch(
    /<strong>editor@example.com<\/strong> on \d{4}-\d\d-\d\d \d\d:\d\d UTC:<\/p><p class="comment-text">Shorten the intro, please.<\/p>/,
  );
  expect((await comment(cookies.writer, FILE, "Done: two sentences now.")).status).toBe(303);
  const again = (await reviewPage(cookies.editor)).body;
  expect(again.indexOf("Shorten the intro")).toBeLessThan(again.indexOf("Done: two sentences"));
  expect(again).toContain("<strong>writer@example.com</strong>");
});

test("another writer neither sees nor comments on it", async () => {
  const page = await reviewPage(cookies.other);
  expect(page.status).toBe(200);
  expect(page.body).not.toContain(FILE);
  const refused = await comment(cookies.other, FILE, "Not mine to say.");
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body)).toEqual({
    error: "a writer comments on their own entries only",
  });
  expect((await reviewPage(cookies.writer)).body).not.toContain("Not mine to say.");
});

test("refused: an entry not in review, an empty comment, a form from another site, no session", async () => {
  const notInReview = await comment(cookies.editor, "blogs/insights/short-names.md", "Hm.");
  expect(notInReview.status).toBe(404);
  expect(notInReview.body).toContain("blogs/insights/short-names.md is not in review.");
  const empty = await comment(cookies.editor, FILE, "   ");
  expect(empty.status).toBe(400);
  expect(empty.body).toContain("A comment has 1 to 2000 characters.");
  const crossSite = await comment(cookies.editor, FILE, "From elsewhere.", {
    "sec-fetch-site": "cross-site",
    origin: "https://evil.example",
  });
  expect(crossSite.status).toBe(403);
  expect((await site.call("/review")).status).toBe(401);
  expect((await reviewPage(cookies.writer)).body).not.toContain("From elsewhere.");
});

test("once published, the entry leaves the editor's page; its writer still reads the comments", async () => {
  const published = newPostSave(URL_PATH, "done", "Ready for an editor.");
  const saved = await cmsAs(site, cookies.editor, "persistEntry", {
    ...published,
    options: { newEntry: false },
  });
  expect(saved.status).toBe(200);
  expect((await reviewPage(cookies.editor)).body).not.toContain(FILE);
  const writerPage = (await reviewPage(cookies.writer)).body;
  expect(writerPage).toContain(FILE);
  expect(writerPage).toContain("No longer in review.");
  expect(writerPage).toContain("Shorten the intro, please.");
  expect((await comment(cookies.editor, FILE, "Too late.")).status).toBe(404);
});
