/**
 * What a built page's hydration data leaves out: the HTML of its text parts and of its post
 * header. React renders that HTML into the page from the loader data, and React Router then
 * encodes the same loader data in the page's script for hydration: each text twice in one file,
 * escaped the second time, about a quarter of an entry page's bytes, all compressed and written
 * by the build. Here those fields become non-enumerable: the render reads them as before, and
 * the encoder (which takes each object's own enumerable keys) leaves them out. `htmlInPage`
 * tells the browser to take them back from the page itself (app/page/page-html.ts). FAQ answers
 * stay in the data: the FAQ search reads their text.
 */
import type { RoutePageData } from "./load-route-page.ts";

export function leaveHtmlOutOfHydration(data: RoutePageData): RoutePageData {
  const content = data.content;
  if (!content) return data;
  hide(content, "headerHtml");
  for (const part of content.parts) if (part.kind === "text") hide(part, "html");
  content.htmlInPage = true;
  return data;
}

function hide<T extends object>(owner: T, key: keyof T & string): void {
  if (Object.hasOwn(owner, key)) Object.defineProperty(owner, key, { enumerable: false });
}
