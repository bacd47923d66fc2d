/**
 * React Router's `<link rel="modulepreload">` tags (hoisted by React to the top of the head)
 * start about 110 KB of JavaScript downloading before the page's text has arrived and painted.
 * The build removes them: the text comes first, the scripts follow from the page's module
 * script (docs/decisions/007-text-before-scripts.md).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function stripModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
