/**
 * The back office's own HTML pages, as a person gets them from a running back office (a real
 * process on a copy of the demo's folder): the sign-in and invite pages, the figures, the
 * accounts, the review queue and a file's versions, each checked by the W3C Nu Html Checker and
 * html-validate (recommended, a11y and document rules) like the site's pages.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { inviteLink, joinWithPassword } from "#tests/support/newsroom.ts";
import { htmlValidateErrors } from "./html-validate.ts";
import { vnuErrors } from "./vnu.ts";

let site: BackOfficeSite;
const pages = new Map<string, string>();

async function page(name: string, target: string, cookie = ""): Promise<void> {
  const answer = await site.call(target, { headers: cookie ? { cookie } : {} });
  expect(answer.headers["content-type"], target).toMatch(/^text\/html/);
  pages.set(name, answer.body);
}

beforeAll(async () => {
  site = await startBackOffice();
  const admin = await joinWithPassword(site, "ada@example.com", "admin", "a long passphrase 1");
  const invite = await inviteLink(site, "wes@example.com", "writer");
  await page("sign-in", "/sign-in");
  await page("invite", `${invite.pathname}${invite.search}`);
  await page("figures", "/", admin);
  await page("figures-bad-range", "/?from=not-a-day", admin);
  await page("accounts", "/accounts", admin);
  await page("review", "/review", admin);
  await page("versions", "/admin/versions?path=blogs/insights/choosing-a-tld.md", admin);
}, 120_000);

afterAll(() => site?.cleanup());

test("every page of the back office was read, each a whole document", () => {
  expect([...pages.keys()]).toHaveLength(7);
  for (const [name, html] of pages) expect(html, name).toMatch(/^<!doctype html>/i);
  // The accounts page as an admin sees it with an invite open: both of its lists.
  expect(pages.get("accounts")).toContain("<caption>Open invites</caption>");
  expect(pages.get("accounts")).toContain("<caption>People</caption>");
});

test("html-validate finds no error on any back-office page", async () => {
  const found = [];
  for (const [name, html] of pages) {
    for (const error of await htmlValidateErrors(html, `${name}.html`))
      found.push({ name, ...error });
  }
  expect(found).toEqual([]);
});

test("the W3C Nu Html Checker finds no error on any back-office page", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "back-office-pages-"));
  try {
    const files = await Promise.all(
      [...pages].map(async ([name, html]) => {
        const file = path.join(dir, `${name}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    expect(vnuErrors(files)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
