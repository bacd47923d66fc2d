import { expect, test } from "vitest";
import { checkMarkdown } from "./check-markdown.ts";
import { analyzeMarkdown } from "#app/analysis/index.ts";
import { createLocator } from "./finding.ts";
import { readFixture } from "#app/analysis/index.server.ts";

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

test("the checker and the page agree: a marker in a list is reported at its line, markers in code never", () => {
  const markdown = readFixture("marker-in-list.md");
  const problems = checkMarkdown(markdown, "post", new Set());
  expect(problems).toEqual(analyzeMarkdown(markdown, "post").problems);
  expect(problems.map((problem) => createLocator(markdown)(problem.offset))).toEqual([
    { line: 5, column: 15 },
  ]);
  expect(checkMarkdown(readFixture("markers-in-code.md"), "post", new Set())).toEqual([]);
});

test("a file with CRLF line ends is reported at the same line and column", () => {
  const markdown = readFixture("marker-in-list.md").replace(/\n/g, "\r\n");
  const [problem] = checkMarkdown(markdown, "post", new Set());
  expect(createLocator(markdown)(problem?.offset ?? 0)).toEqual({ line: 5, column: 15 });
});

test("front matter that is not YAML is an error at its line", () => {
  const markdown = readFixture("front-matter-invalid.md");
  const [problem] = checkMarkdown(markdown, "post", new Set());
  expect(problem?.message).toBe("Failed to parse meta block");
  expect(createLocator(markdown)(problem?.offset ?? 0).line).toBe(3);
});

test("a front matter image is one finding, not two; a relative image path is an error", () => {
  const missing = "---\nimage: /assets/content/images/blog/gone.webp\n---\n# T\n";
  expect(checkMarkdown(missing, "post", new Set()).map((problem) => problem.message)).toEqual([
    "META ogImage: images/blog/gone.webp does not exist in the content folder",
  ]);
  const astro = "---\nheroImage: '../../assets/blog-placeholder-3.jpg'\n---\n# T\n";
  expect(checkMarkdown(astro, "post", new Set())).toEqual([
    {
      severity: "error",
      message:
        "META ogImage: ../../assets/blog-placeholder-3.jpg is a relative path, which no page can load: write it from the site root (/assets/content/images/...)",
      offset: astro.indexOf("../../"),
    },
  ]);
});
