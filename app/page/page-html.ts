/**
 * A content block's HTML in the browser. A built page's hydration data leaves out its text
 * parts' and its header's HTML (`htmlInPage`; #app/data: `leaveHtmlOutOfHydration`), since the
 * page already holds it. Each such block carries a `data-html` name, and the first render that
 * needs one (the hydrating render, while the page is still the one the build wrote) reads every
 * named block's HTML from the page once. React then hydrates each block with the HTML it
 * already has, and any later render of the same data, a remount included, gets it again. Data
 * loaded in the browser carries its HTML, and is taken as it is.
 */
import type { PageContent } from "#app/analysis/index.ts";

let fromPage: Map<string, string> | undefined;

/** The HTML of block `name`: `html` when the data has it, else the page's (`htmlInPage`). */
export function pageHtml(
  content: PageContent,
  name: string,
  html: string | undefined,
): string | undefined {
  if (html !== undefined || !content.htmlInPage) return html;
  fromPage ??= readPage();
  return fromPage.get(name);
}

function readPage(): Map<string, string> {
  const blocks = new Map<string, string>();
  if (typeof document === "undefined") return blocks;
  for (const block of document.querySelectorAll<HTMLElement>("[data-html]"))
    blocks.set(block.dataset.html ?? "", block.innerHTML);
  return blocks;
}
