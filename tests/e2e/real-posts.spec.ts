/**
 * Real posts render right: the post header, listings with dates and descriptions, the
 * disclosure before the first affiliate link, keyboard-reachable scroll regions. Fixtures are
 * sample posts from public blog starters (app/analysis/fixtures/real-posts/README.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, servedAsSaved, test, waitForHydration } from "#tests/support/fixtures.ts";

const realPost = (name: string) => readFileSync(`app/analysis/fixtures/real-posts/${name}`, "utf8");

test("a demo post's prerendered HTML has its header: one h1, the date as <time datetime>, author, tags", async ({
  request,
}) => {
  const html = await (await request.get("/insights/brandable-names")).text();
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
  // React writes the attribute as `dateTime`; HTML attribute names are case-insensitive.
  expect(main).toMatch(/<time datetime="2024-07-02">2 Jul 2024<\/time>/i);
  expect(main).toMatch(/By (<!-- -->)?Mara Lindqvist/);
  expect(main).toMatch(/<ul class="post-header__tags" aria-label="Tags"><li>branding<\/li>/);
});

test("an Astro post's title from its front matter is the page's h1, shown once, above the text", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/astro-style-guide",
    markdown: realPost("astro-markdown-style-guide.md"),
  });
  await page.goto("/insights/astro-style-guide");
  const header = page.locator(".post-header");
  await expect(
    header.getByRole("heading", { level: 1, name: "Markdown Style Guide" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Markdown Style Guide" })).toHaveCount(1);
  // The body's own later "# H1" stays where the author put it, below.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Markdown Style Guide", "H1"]);
  await page.screenshot({ path: test.info().outputPath("astro-post.png") });
});

test("a Jekyll post shows its date in the header; the listing shows the date and the description", async ({
  page,
  addPage,
  baseURL,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/welcome-to-jekyll",
    title: "Welcome to Jekyll!",
    markdown: realPost("jekyll-welcome.md"),
  });
  // Another journey publishes its own post at this path: wait for this one's render.
  await servedAsSaved(new URL("/insights/welcome-to-jekyll", baseURL).href);
  await page.goto("/insights/welcome-to-jekyll");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Jekyll!" })).toBeVisible();
  await expect(page.locator(".post-header time")).toHaveAttribute("datetime", "2019-11-28");
  await expect(page.locator(".post-header time")).toHaveText("28 Nov 2019");
  await page.screenshot({ path: test.info().outputPath("post-header.png") });

  await page.goto("/insights");
  await waitForHydration(page);
  const item = page
    .getByRole("listitem")
    .filter({ hasText: "Why Short Domain Names Cost So Much" });
  await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}/);
  await expect(item.getByRole("paragraph")).not.toBeEmpty();
  await page.screenshot({ path: test.info().outputPath("listing.png") });
});

test("the listing's prerendered HTML carries each entry's date and description", async ({
  request,
}) => {
  const html = await (await request.get("/insights")).text();
  expect(html).toMatch(
    /<a[^>]*href="\/insights\/brandable-names"[^>]*>[^<]*<\/a><time datetime="2024-07-02">2 Jul 2024<\/time><p>Compounds, blends/i,
  );
});

test("a go: link in the text above the first card puts the disclosure above the text", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/go-link-first",
    markdown: [
      "# Go link first",
      "",
      "Register it at [Hover](go:hover-expertsexchange) today.",
      "",
      "<!-- INSERT PRODUCT -->",
      "",
      "<!-- PRODUCTS",
      'START PRODUCT title="Hover" link="go:hover-expertsexchange" imageUrl="namecheap.svg" END PRODUCT',
      "-->",
    ].join("\n"),
  });
  await page.goto("/insights/go-link-first");
  const disclosure = page.getByRole("note", { name: "Affiliate disclosure" });
  await expect(disclosure).toBeVisible();
  const textLink = page.getByRole("link", { name: "Hover", exact: true }).first();
  const [noteBox, linkBox] = [await disclosure.boundingBox(), await textLink.boundingBox()];
  expect(noteBox && linkBox && noteBox.y < linkBox.y).toBe(true);
});

const WIDE = [
  "# Wide things",
  "",
  "```js",
  `const line = "${"a very long line of code that does not wrap ".repeat(6)}";`,
  "```",
  "",
  `| ${Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`).join(" | ")} |`,
  `| ${Array.from({ length: 12 }, () => "---").join(" | ")} |`,
  `| ${Array.from({ length: 12 }, () => "a-rather-long-cell").join(" | ")} |`,
].join("\n");

test("wide code blocks and tables can be focused and scrolled by keyboard; axe finds nothing @phone", async ({
  page,
  addPage,
}) => {
  await addPage({ type: "blog", url: "/insights/wide-things", markdown: WIDE });
  await page.goto("/insights/wide-things");
  await waitForHydration(page);
  const code = page.locator("pre").first();
  await expect(code).toHaveAttribute("tabindex", "0");
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);

  for (const region of [code, page.getByRole("region", { name: "Table" })]) {
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    // The focus ring shows where the keyboard is.
    expect(await region.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe("solid");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  }
});

const REAL_POSTS = readdirSync("app/analysis/fixtures/real-posts").filter((name) =>
  name.endsWith(".md"),
);

for (const name of REAL_POSTS)
  test(`${name} shows an outline without skipped levels (axe heading-order) @desktop`, async ({
    page,
    addPage,
  }) => {
    const url = `/insights/outline-${name.replace(/\.md$/, "")}`;
    await addPage({ type: "blog", url, markdown: realPost(name) });
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  });
