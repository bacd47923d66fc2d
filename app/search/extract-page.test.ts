import { expect, test } from "vitest";
import { words } from "./tokenize.ts";
import { extractPage } from "./extract-page.ts";

const page = (article: string) =>
  `<html><body><header>Headerword</header><article class="x" data-search-body="" data-search-meta="kind:FAQ page">${article}</article><footer>Footerword</footer><script>var scriptword</script></body></html>`;

test("text inside a line keeps its words whole; blocks and breaks separate words", () => {
  const record = extractPage(
    page(
      "<h1>Fees &amp; <em>escrow</em></h1><p>A <strong>fee</strong>. Then<br>more</p><p>next</p>",
    ),
    "/qahub/fees",
  );
  expect(record).toMatchObject({ url: "/qahub/fees", title: "Fees & escrow", kind: "FAQ page" });
  expect(record?.text).toBe("A fee. Then more next");
});

test("ignored elements, scripts and no-script text are left out, nested ones too", () => {
  const record = extractPage(
    page(
      '<h1>T</h1><div data-search-ignore=""><div><p>Cardword</p></div></div><p>kept</p>' +
        "<noscript><p>Noscriptword</p></noscript><script>Scriptword()</script><p>after</p>",
    ),
    "/t",
  );
  expect(record?.text).toBe("kept after");
});

test("each later heading with an id starts a section; one without an id stays in the text", () => {
  const record = extractPage(
    page(
      '<h1 id="top">Τίτλος</h1><p>intro</p><h2>Plain heading</h2><p>still intro</p>' +
        '<h3 id="faq--q-1">Question <span data-search-ignore="">▼</span>one?</h3><div><p>Answer one.</p></div>' +
        '<h3 id="faq--q-2">Question two?</h3><p>Answer &lt;two&gt;.</p>',
    ),
    "/f",
  );
  expect(record?.title).toBe("Τίτλος");
  expect(record?.text).toBe("intro Plain heading still intro");
  expect(record?.sections).toEqual([
    { anchor: "faq--q-1", title: "Question one?", text: "Answer one." },
    { anchor: "faq--q-2", title: "Question two?", text: "Answer <two>." },
  ]);
});

test("a page without the marked article is not indexed", () => {
  expect(extractPage("<html><body><article><p>listing</p></article></body></html>", "/l")).toBe(
    undefined,
  );
});

test("words are folded the same way for Greek, accents and English stems", () => {
  expect(words("Ελληνικά Café FAILS failing").map((word) => word.term)).toEqual([
    "ελληνικα",
    "cafe",
    "fail",
    "fail",
  ]);
});
