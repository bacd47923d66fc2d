/**
 * HTML_CodeSniffer (npm `html_codesniffer`, Squiz's WCAG 2 checker, no axe code) run inside
 * Debian's Chromium over a loaded page, its styles and scripts applied: WCAG 2.1 AA errors.
 * Notices and warnings (things a person must judge) are not failures.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/support/chromium.ts";

interface HtmlcsError {
  code: string;
  message: string;
  element: string;
}

const SOURCE = readFileSync(
  fileURLToPath(import.meta.resolve("html_codesniffer/build/HTMLCS.js")),
  "utf8",
);

interface Htmlcs {
  process(standard: string, root: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element | Document }[];
}

/** Runs in the page: the standard's errors (type 1), each with the start of its element. */
function sniff(standard: string): Promise<HtmlcsError[]> {
  const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
  return new Promise((resolve) => {
    htmlcs.process(standard, document, () => {
      const errors = htmlcs.getMessages().filter((message) => message.type === 1);
      resolve(
        errors.map(({ code, msg, element }) => ({
          code,
          message: msg,
          element: "outerHTML" in element ? element.outerHTML.slice(0, 200) : "#document",
        })),
      );
    });
  });
}

export interface HtmlcsChecker {
  /**
   * The WCAG 2.1 AA errors of the page at `url`, once it has loaded; with `html`, the browser is
   * answered that document for `url` (its scripts and styles still come from the server).
   */
  errors(url: string, html?: string): Promise<HtmlcsError[]>;
  close(): Promise<void>;
}

/** One Chromium for every page checked. The checker is injected past the site's CSP. */
export async function openHtmlcs(): Promise<HtmlcsChecker> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const context: BrowserContext = await browser.newContext({ bypassCSP: true });
  return {
    async errors(url, html) {
      const page = await context.newPage();
      try {
        if (html !== undefined) {
          await page.route(url, (route) => route.fulfill({ body: html, contentType: "text/html" }));
        }
        await page.goto(url, { waitUntil: html === undefined ? "load" : "networkidle" });
        await page.addScriptTag({ content: SOURCE });
        return await page.evaluate(sniff, "WCAG2AA");
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
