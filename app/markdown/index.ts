/** What other features may use of `app/markdown/`. */
export {
  lexInline,
  lexMarkdown,
  markdownExtensions,
  type Token,
  type Tokens,
} from "./lex-markdown.ts";
export { decodeEntities, escapeMarkup } from "./html-entities.ts";
export { findHtmlTags, tagAttribute } from "./html-tags.ts";
export { htmlToText } from "./plain-text.ts";
export { renderMarkdown, type LinkRenderer, type Sanitize } from "./render-markdown.ts";
export { AFFILIATE_REL } from "./sanitize-config.ts";
export { pageSlug, slugify } from "./slugify.ts";
