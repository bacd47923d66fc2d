/** Posts written for Hugo, Jekyll and Astro, dropped in byte for byte, read right in the browser. */
import { readFixture } from "#app/analysis/index.server.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("a Hugo post's highlight shortcode is a go code block; no shortcode or TOML shows as text", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/hugo-highlight",
    markdown: readFixture("real-posts/hugo-docs-highlight.md"),
  });
  await addPage({
    type: "blog",
    url: "/insights/hugo-rich",
    markdown: readFixture("real-posts/hugo-coder-rich-content.md"),
  });
  await page.goto("/insights/hugo-highlight");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Example" })).toBeVisible();
  const goCode = main.locator("pre code.language-go");
  await expect(goCode).toContainText('fmt.Println("Value of i:", i)');
  await expect(main.getByText("{{< highlight go", { exact: false })).toHaveCount(0);
  // Escaped examples inside code stay as written.
  await expect(main.getByText("{{</* highlight LANG OPTIONS */>}}")).toHaveCount(1);

  await page.goto("/insights/hugo-rich");
  await expect(
    page.getByRole("main").getByRole("heading", { name: "Twitter Shortcode" }),
  ).toBeVisible();
  for (const raw of ["+++", "authors =", "{{<", "youtube ZJthWmvUzzc"])
    await expect(page.getByRole("main").getByText(raw, { exact: false })).toHaveCount(0);
});

test("Jekyll's welcome post shows its ruby code as code; an MDX post shows no import line", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/welcome-to-jekyll",
    markdown: readFixture("real-posts/jekyll-welcome-to-jekyll.md"),
  });
  await addPage({
    type: "blog",
    url: "/insights/using-mdx",
    markdown: readFixture("real-posts/astro-using-mdx.md"),
  });
  await page.goto("/insights/welcome-to-jekyll");
  const main = page.getByRole("main");
  await expect(main.locator("pre code.language-ruby")).toContainText("def print_hi(name)");
  await expect(main.getByText("{% highlight", { exact: false })).toHaveCount(0);
  await expect(main.getByText("layout: post", { exact: false })).toHaveCount(0);

  await page.goto("/insights/using-mdx");
  await expect(page.getByRole("main").getByText("Embedded component in MDX")).toBeVisible();
  await expect(page.getByRole("main").getByText("import HeaderLink", { exact: false })).toHaveCount(
    0,
  );
});
