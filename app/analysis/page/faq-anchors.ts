/**
 * Ids of FAQ questions: the fragment a link uses to open one answer (site search links to them).
 * The prefix holds a double hyphen, which heading slugs never have, so a markdown heading's id
 * cannot take a question's. Ids are made with the page model (a question is plain text, so a
 * small slug does), and the browser only compares the URL fragment with them.
 */

export const FAQ_ANCHOR_PREFIX = "faq--";

/** One id per question, in order; a repeated question gets `-2`, `-3`. */
export function faqAnchorIds(questions: readonly string[]): string[] {
  const used = new Set<string>();
  return questions.map((question) => {
    const slug = question
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "");
    const base = `${FAQ_ANCHOR_PREFIX}${slug || "question"}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
