/** Time per keystroke of the FAQ search over 1,000 items (the page's own functions). */
import { buildFaqHaystacks, matchFaqs } from "#app/faq/index.server.ts";

export function benchFaqSearch(items = 1000, rounds = 50): number {
  const faqs = Array.from({ length: items }, (_, index) => ({
    question: `Question number ${index} about premium domains`,
    answerHtml:
      `<p>Answer ${index} about <em>escrow</em>, transfers and pricing, with a few more words.</p>`.repeat(
        3,
      ),
  }));
  const haystacks = buildFaqHaystacks(faqs);
  const terms = ["e", "es", "esc", "escr", "escro", "escrow", "number 99"];
  const started = performance.now();
  for (let round = 0; round < rounds; round++) for (const term of terms) matchFaqs(haystacks, term);
  return (performance.now() - started) / (rounds * terms.length);
}
