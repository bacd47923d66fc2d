/** Posts written for Hugo, Jekyll and Astro (fixtures/real-posts, with their sources) render right. */
import { expect, test } from "vitest";
import { readFixture } from "#app/analysis/fixtures/read-fixture.ts";
import { parseContentDate } from "#app/analysis/blocks/content-dates.ts";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { parsePageContent } from "./page-content.ts";

const context = {
  renderMarkdown: (markdown: Parameters<typeof renderMarkdown>[0], slugs?: Map<string, number>) =>
    renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://domainchronicle.example",
};

const post = (name: string) => {
  const markdown = readFixture(`real-posts/${name}`);
  const content = parsePageContent(markdown, "post", context);
  const html = content.parts.map((part) => (part.kind === "text" ? part.html : "")).join("");
  const lineOf = (offset: number) => markdown.slice(0, offset).split("\n").length;
  const errors = content.problems
    .filter((problem) => problem.severity === "error")
    .map((problem) => `${lineOf(problem.offset)}: ${problem.message.split(" is not shown")[0]}`);
  return { ...content, html, errors };
};

test("Jekyll's welcome post: front matter read, {% highlight ruby %} is a ruby code block", () => {
  const page = post("jekyll-welcome-to-jekyll.md");
  expect(page.metaBlock.title).toBe("Welcome to Jekyll!");
  expect(page.data).toMatchObject({ date: "2015-01-29", tags: "jekyll update" });
  expect(page.html).toContain('<pre tabindex="0"><code class="language-ruby">def print_hi(name)\n');
  expect(page.html).not.toMatch(/layout: post|\{%/);
  expect(page.errors).toEqual([]);
});

test("Hugo's highlight docs: the shortcode is a go code block; escaped examples in code stay text", () => {
  const page = post("hugo-docs-highlight.md");
  expect(page.metaBlock).toMatchObject({ title: "Highlight shortcode", keywords: "highlight" });
  expect(page.html).toContain(
    '<pre tabindex="0"><code class="language-go">package main\n\nimport "fmt"',
  );
  expect(page.html).toMatch(/This is some +<code>fmt\.Println\("inline"\)<\/code> +code\./);
  expect(page.html).toContain("{{&lt;/* highlight LANG OPTIONS */&gt;}}");
  // Outside code, nothing of Hugo's syntax is left.
  const outsideCode = page.html.replace(/<code[\s\S]*?<\/code>/g, "");
  expect(outsideCode).not.toMatch(/\{\{|\}\}/);
  expect(page.errors).toEqual([
    "93: Hugo shortcode {{< hl >}}",
    "97: Hugo shortcode {{% include %}}",
    "103: Hugo shortcode {{% eturl %}}",
  ]);
});

test("Hugo's syntax highlighting docs: aliases stay a list, shortcodes in code are text", () => {
  const page = post("hugo-docs-syntax-highlighting.md");
  expect(page.metaBlock.title).toBe("Syntax highlighting");
  expect(page.html).toContain("{{&lt;/*/* shortcode-1 */*/&gt;}}");
  expect(page.html).not.toContain("chroma-lexers");
  expect(page.errors).toEqual([
    "66: Hugo shortcode {{% include %}}",
    "96: Hugo shortcode {{< chroma-lexers >}}",
  ]);
});

test("hugo-coder's TOML posts: +++ front matter is metadata, not text; embeds are left out and reported", () => {
  const rich = post("hugo-coder-rich-content.md");
  expect(rich.metaBlock).toMatchObject({ title: "Rich Content" });
  expect(rich.data).toMatchObject({ date: "2023-07-12", author: "Lone Coder" });
  expect(rich.html).not.toMatch(/\+\+\+|authors =|\{\{/);
  expect(rich.errors).toEqual([
    "26: Hugo shortcode {{< youtube >}}",
    "34: Hugo shortcode {{< x >}}",
    "42: Hugo shortcode {{< vimeo_simple >}}",
  ]);
  const migrate = post("hugo-coder-migrate-from-jekyll.md");
  expect(migrate.metaBlock.title).toBe("Migrate to Hugo from Jekyll");
  expect(migrate.html).toContain("{% image full http://farm5.staticflickr.com");
  expect(migrate.errors).toEqual([]);
});

test("Astro's starter: pubDate 'Jul 08 2022' is the date, heroImage the image; MDX lines are left out", () => {
  const first = post("astro-first-post.md");
  expect(parseContentDate(first.data.date)?.iso).toBe("2022-07-08");
  expect(first.data.image).toBe("../../assets/blog-placeholder-3.jpg");
  const mdx = post("astro-using-mdx.md");
  expect(parseContentDate(mdx.data.date)?.iso).toBe("2024-06-01");
  expect(mdx.html).not.toMatch(/import HeaderLink|HeaderLink|onclick/);
  expect(mdx.html).toContain("<div>\n\tEmbedded component in MDX\n</div>");
  expect(mdx.errors).toEqual(["21: MDX import line", "23: MDX component <HeaderLink>"]);
});

test("a WordPress export's date-time and lists are read", () => {
  const page = post("ananke-post-format-image-caption.md");
  expect(parseContentDate(page.data.date)?.iso).toBe("2010-08-07T13:00:19.000Z");
  expect(page.data).toMatchObject({ author: "adamchlan", tags: "image, Post Formats, shortcode" });
  expect(page.html).toContain("Bell on wharf in San Francisco");
});
