import { expect, test } from "vitest";
import { checkMarkdown } from "./check-markdown.ts";

const PAGE = `<!-- META
{ "title": "T", "ogImage": "/assets/content/images/og/missing.svg", "twitterImage": "/assets/content/images/og/there.svg" }
-->
<!-- DATA
image=/assets/content/images/blog/gone.webp
-->
# Title
`;

test("Open Graph, Twitter and page-data images that are not in the content folder are errors at their place", () => {
  const problems = checkMarkdown(PAGE, "post", new Set(["images/og/there.svg"]));
  expect(problems.map((problem) => [problem.severity, problem.message, problem.offset])).toEqual([
    [
      "error",
      "META ogImage: images/og/missing.svg does not exist in the content folder",
      PAGE.indexOf("/assets/content/images/og/missing.svg"),
    ],
    [
      "error",
      "DATA image: images/blog/gone.webp does not exist in the content folder",
      PAGE.indexOf("/assets/content/images/blog/gone.webp"),
    ],
  ]);
});

test("images outside the content folder are not the checker's to find", () => {
  const page =
    '<!-- META\n{ "ogImage": "https://cdn.example/og.png" }\n-->\n<!-- DATA\nimage=/static/x.png\n-->\n# T\n';
  expect(checkMarkdown(page, "post", new Set())).toEqual([]);
});
