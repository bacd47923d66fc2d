// @vitest-environment jsdom
import { beforeEach, expect, test, vi } from "vitest";
import type { PageContent } from "#app/analysis/index.ts";

const content = (htmlInPage?: true) =>
  ({ parts: [], faq: [], htmlInPage }) as unknown as PageContent;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = `<header data-html="header"><h1>Built title</h1></header>
    <div data-html="part-0"><p>Built <em>text</em></p></div>`;
});

test("data left out of the hydration data is read from the page, once, whatever the page becomes", async () => {
  const { pageHtml } = await import("./page-html.ts");
  expect(pageHtml(content(true), "part-0", undefined)).toBe("<p>Built <em>text</em></p>");
  // A later render (a remount) gets the same HTML though React has changed the page since.
  document.body.innerHTML = "";
  expect(pageHtml(content(true), "part-0", undefined)).toBe("<p>Built <em>text</em></p>");
  expect(pageHtml(content(true), "header", undefined)).toBe("<h1>Built title</h1>");
  expect(pageHtml(content(true), "part-2", undefined)).toBeUndefined();
});

test("data that has its HTML is taken as it is; data loaded in the browser never reads the page", async () => {
  const { pageHtml } = await import("./page-html.ts");
  expect(pageHtml(content(true), "part-0", "<p>Loaded</p>")).toBe("<p>Loaded</p>");
  // A post without a header, loaded in the browser, does not take the built page's header.
  expect(pageHtml(content(), "header", undefined)).toBeUndefined();
  expect(pageHtml(content(), "part-0", "<p>Other</p>")).toBe("<p>Other</p>");
});
