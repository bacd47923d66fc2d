/**
 * The markdown a new entry starts from: every block the layout uses, filled with a working
 * example and explained in a plain comment above it (comments whose first word is not a block
 * name are hidden and never reported). `npm run check-content` finds no problem in it.
 */
import type { ManifestEntry } from "#app/content/index.ts";

export type SkeletonLayout = "generic" | "post" | "faq";

// Long: mostly the skeleton's text, written out as the author will read it.
export function renderSkeleton(
  entry: ManifestEntry,
  layout: SkeletonLayout,
  today: string,
): string {
  const json = (value: string) => JSON.stringify(value);
  const parts = [
    note(
      `Your new ${entry.type} page, ${entry.url}. Everything between these comment marks is hidden`,
      "from readers. The blocks below (META, DATA, PRODUCTS, FAQ) are comments too: the site reads",
      "them and removes them from the text. The guide is docs/authoring.md. Check your work with",
      "npm run check-content, preview it with npm run dev, and publish by setting the manifest",
      'entry\'s status to "done".',
    ),
    note("Page metadata for search engines and social cards (JSON; every field optional)."),
    [
      "<!-- META",
      "{",
      `  "title": ${json(entry.title)},`,
      '  "description": "One or two sentences for search results and link cards.",',
      '  "keywords": "first keyword, second keyword"',
      "}",
      "-->",
    ].join("\n"),
    note("Page data: one key=value per line. Write {{author}} in the text to show a value."),
    [
      "<!-- DATA",
      "author=Your Name",
      `date=${today}`,
      "tags=first tag, second tag",
      "summary=One sentence for listings and feeds.",
      "-->",
    ].join("\n"),
    `# ${entry.title}`,
    `*By {{author}}*\n\nStart with the sentence a reader most needs. Links to other pages look like [the home page](/).`,
  ];
  if (layout === "generic") {
    parts.push(
      note("Places the grid of all products here (the first such marker only)."),
      "<!-- INSERT PRODUCT -->",
    );
  } else {
    parts.push(
      note("Places the next product here, as a card beside the text (at most 10 per page)."),
      "<!-- INSERT PRODUCT -->",
    );
  }
  parts.push("## A section heading\n\nMore text. Each marker splits the text into segments.");
  if (layout !== "faq") {
    parts.push(
      note("Places the FAQ accordion (from the FAQ block below) here."),
      "<!-- INSERT FAQ -->",
    );
  }
  parts.push(
    note(
      'Products: START PRODUCT ... END PRODUCT, attributes as name="value". title and link (http or',
      "https) are required. imageUrl is a file in images/products/ of the content folder, a /path, or",
      "an https URL. Also: description, price, hoverLabel, alt, floatDirection (left or right).",
      "Replace this example with your own products.",
    ),
    [
      "<!-- PRODUCTS",
      "START PRODUCT",
      'title="Example product"',
      'link="https://example.com/?aff=your-id"',
      'description="One line on why this helps the reader."',
      'price="from $10"',
      'hoverLabel="See the offer"',
      'floatDirection="right"',
      "END PRODUCT",
      "-->",
    ].join("\n"),
    note(
      layout === "faq"
        ? "Questions and answers: the searchable list below the text. A: may run over several lines."
        : "Questions and answers for the accordion. A: may run over several lines.",
      "PRODUCT: 1 attaches product 1 to the question before it.",
    ),
    [
      "<!-- FAQ",
      "Q: The first question a reader asks?",
      "A: A short answer, in **markdown**.",
      "PRODUCT: 1",
      "Q: A second question?",
      "A: Another answer.",
      "-->",
    ].join("\n"),
  );
  return `${parts.join("\n\n")}\n`;
}

/** A hidden explanation: a comment that starts with an ordinary word, so it is no block. */
function note(...lines: string[]): string {
  return `<!-- Note: ${lines.join("\n     ")} -->`;
}
