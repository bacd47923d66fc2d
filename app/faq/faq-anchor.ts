/**
 * Ids of FAQ questions: the fragment a link uses to open one answer (site search links to them).
 * The prefix holds a double hyphen, which `slugify` never writes, so a markdown heading's id
 * cannot take a question's.
 */
import { slugify } from "#app/markdown/slugify.ts";

export const FAQ_ANCHOR_PREFIX = "faq--";

/** One id per question, in order; a repeated question gets `-2`, `-3`. */
export function faqAnchorIds(questions: readonly string[]): string[] {
  const used = new Set<string>();
  return questions.map((question) => {
    const base = `${FAQ_ANCHOR_PREFIX}${slugify(question) || "question"}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** The question index a URL fragment (`#faq--…`) names, or -1. */
export function findFaqAnchor(ids: readonly string[], hash: string): number {
  if (!hash.startsWith(`#${FAQ_ANCHOR_PREFIX}`)) return -1;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: compare it as written.
  }
  return ids.indexOf(id);
}
