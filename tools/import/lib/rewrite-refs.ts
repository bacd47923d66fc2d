/**
 * Rewrites the images and links of converted markdown for the new site: images through the
 * asset placer, links to the old site's own pages to their new urls. Code is left as written.
 */
import { toCanonicalPath } from "#app/content/index.ts";
import { ownPath } from "./assets.ts";
import { encodeDest } from "./html-to-markdown.ts";
import { safeDecode } from "./new-urls.ts";

export interface RefRewriter {
  /** The new URL for an image (`""` removes it). */
  image(src: string): Promise<string>;
  /** The new URL for a link, undefined to keep it, `""` to keep only its text. */
  link(href: string): string | undefined;
}

const INLINE = /(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(<[^>]*>|[^\s)]+)(\s+"[^"]*")?\s*\)/g;
const HTML_ATTR = /(<(?:img|a|source)\b[^>]*?\s(?:src|href)=)(["'])([^"']*)\2/gi;
const DEFINITION = /^( {0,3}\[(?!\^)[^\]]+\]:[ \t]*)(<[^>]*>|\S+)/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$)/gm;

export async function rewriteRefs(markdown: string, rewriter: RefRewriter): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of markdown.matchAll(FENCE)) {
    parts.push(await rewriteText(markdown.slice(last, match.index), rewriter), match[0]);
    last = match.index + match[0].length;
  }
  parts.push(await rewriteText(markdown.slice(last), rewriter));
  return parts.join("");
}

async function rewriteText(text: string, rewriter: RefRewriter): Promise<string> {
  let result = await replaceAsync(text, INLINE, async (whole, bang, label, rawDest, title = "") => {
    const dest = rawDest.startsWith("<") ? rawDest.slice(1, -1) : rawDest;
    if (bang) {
      const src = await rewriter.image(dest);
      return src ? `![${label}](${encodeDest(src)}${title})` : label ? `_${label}_` : "";
    }
    const inner = await rewriteText(label, rewriter);
    const href = rewriter.link(dest);
    if (href === "") return inner;
    return href === undefined && inner === label
      ? whole
      : `[${inner}](${encodeDest(href ?? dest)}${title})`;
  });
  result = await replaceAsync(result, HTML_ATTR, async (whole, start, quote, value) => {
    const isImage = /^<(img|source)/i.test(start);
    const next = isImage ? await rewriter.image(value) : rewriter.link(value);
    if (next === "" && !isImage) return start.replace(/\s[a-z]*=$/i, "");
    return next === undefined ? whole : `${start}${quote}${next}${quote}`;
  });
  return result.replace(DEFINITION, (whole, start: string, rawDest: string) => {
    const dest = rawDest.startsWith("<") ? rawDest.slice(1, -1) : rawDest;
    const href = rewriter.link(dest);
    return href === undefined || href === "" ? whole : `${start}${encodeDest(href)}`;
  });
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (...groups: string[]) => Promise<string>,
): Promise<string> {
  const matches = [...text.matchAll(pattern)];
  const replacements = await Promise.all(
    matches.map((match) => replace(...(match as unknown as string[]))),
  );
  let out = "";
  let last = 0;
  matches.forEach((match, index) => {
    out += text.slice(last, match.index) + replacements[index];
    last = match.index + match[0].length;
  });
  return out + text.slice(last);
}

/** The key an old path is looked up by: decoded, no trailing slash, no query or fragment. */
export function oldPathKey(pathname: string): string {
  return toCanonicalPath(safeDecode(pathname.split(/[?#]/)[0] ?? "")).toLowerCase();
}

/** Finds the new url of a link to one of the old site's pages. */
export function linkTo(
  href: string,
  siteUrl: string | undefined,
  newUrlOf: ReadonlyMap<string, string>,
): string | undefined {
  if (href.startsWith("#") || /^(mailto|tel):/i.test(href)) return undefined;
  if (
    !href.startsWith("/") &&
    /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) &&
    ownPath(href, siteUrl) === undefined
  )
    return undefined;
  const own = ownPath(href, siteUrl);
  if (own === undefined || !/^(\/|https?:|\/\/)/i.test(href)) return undefined;
  const hash = href.includes("#") ? href.slice(href.indexOf("#")) : "";
  const target = newUrlOf.get(oldPathKey(own));
  return target === undefined ? undefined : target + hash;
}
