import { readFileSync } from "node:fs";
import { openContentFolder } from "#app/loaders/index.server.ts";
import { parseManifest } from "#app/content/index.ts";
import { site } from "#app/config/index.ts";
import { expect, test } from "#tests/support/fixtures.ts";

const { entries } = parseManifest(readFileSync(openContentFolder("content").manifestFile, "utf8"));

type JsonLd = Record<string, unknown> & { "@type": string };

/** The JSON-LD objects of an HTML document, parsed (a parse error fails the test). */
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as JsonLd,
  );
}

function locsOf(xml: string, baseURL = ""): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? "").replace(baseURL, ""),
  );
}

test("the prerendered HTML of a blog post carries its article and breadcrumbs as JSON-LD", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/insights/short-names")).text();
  const items = jsonLdOf(html);
  const article = items.find((item) => item["@type"] === "BlogPosting");
  expect(article).toMatchObject({
    headline: "Why Short Domain Names Cost So Much",
    datePublished: "2024-04-12",
    author: { "@type": "Person", name: "Theo Okafor" },
    publisher: { "@type": "Organization", name: site.identity.title },
    url: `${baseURL}/insights/short-names`,
  });
  expect(items.map((item) => item["@type"])).toContain("BreadcrumbList");
});

test("a FAQ page's JSON-LD is a FAQPage with the questions it shows", async ({ page, request }) => {
  const items = jsonLdOf(await (await request.get("/qahub/buying/escrow")).text());
  const faq = items.find((item) => item["@type"] === "FAQPage") as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  await page.goto("/qahub/buying/escrow");
  const shown = page.getByRole("main").getByRole("button", { expanded: false });
  expect(faq?.mainEntity.length).toBeGreaterThan(2);
  await expect(shown).toHaveCount(faq?.mainEntity.length ?? 0);
  for (const [index, question] of (faq?.mainEntity ?? []).entries()) {
    await expect(shown.nth(index)).toHaveAccessibleName(question.name);
  }
  for (const question of faq?.mainEntity ?? [])
    expect(question.acceptedAnswer.text).not.toMatch(/<[a-z/]/i);
});

test("the home page is described as a WebSite", async ({ request, baseURL }) => {
  const items = jsonLdOf(await (await request.get("/")).text());
  expect(items).toContainEqual(
    expect.objectContaining({ "@type": "WebSite", name: site.identity.title, url: `${baseURL}/` }),
  );
});

test("the sitemap lists every done entry as an absolute url and no draft", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const locs = locsOf(await response.text(), baseURL);
  for (const entry of entries)
    expect(locs.includes(entry.url), entry.url).toBe(entry.status === "done");
  expect(locs).toContain("/");
  expect(locs).toContain("/qahub/buying");
});

test("a page published after the build is in the sitemap and the RSS feed", async ({
  request,
  addPage,
  baseURL,
}) => {
  // One url per project: the phone and desktop runs may publish at the same time.
  const url = `/insights/feed-arrival-${test.info().project.name}`;
  await addPage({
    type: "blog",
    url,
    title: "Feeds & <Friends>",
    markdown: "<!-- DATA\ndate=2099-01-01\nsummary=Arrived after the build.\n-->\n# Feed arrival\n",
  });
  expect(locsOf(await (await request.get("/sitemap.xml")).text(), baseURL)).toContain(url);
  const rss = await request.get("/rss.xml");
  expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const items = (await rss.text()).split("<item>").slice(1);
  const item = items.find((text) => text.includes(`<link>${baseURL}${url}</link>`)) ?? "";
  expect(item).toContain("<title>Feeds &amp; &lt;Friends&gt;</title>");
  expect(item).toContain("<description>Arrived after the build.</description>");
});

test("robots.txt lets crawlers in and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the document head links to the RSS feed", async ({ page }) => {
  await page.goto("/insights/short-names");
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute("href", "/rss.xml");
  await expect(alternate).toHaveAttribute("title", site.identity.title);
});

test("a hostile title in a page published after the build stays data inside its JSON-LD", async ({
  page,
  addPage,
}) => {
  const title = "</script><script>alert(1)</script>";
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const url = `/insights/ld-hostile-${test.info().project.name}`;
  await addPage({ type: "blog", url, title, markdown: "# Hostile title\n" });
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Hostile title" })).toBeVisible();
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  const article = scripts
    .map((text) => JSON.parse(text) as JsonLd)
    .find((item) => item["@type"] === "BlogPosting");
  expect(article?.headline).toBe(title);
  expect(dialogs).toBe(0);
});
