import { expect, test, readPartOrder } from "#tests/support/fixtures.ts";

const DISCLOSURE = "Affiliate disclosure";

test("a review's cards use /go/ links, show their price date, and the disclosure stands above the text whose go: link comes before the first card", async ({
  page,
}) => {
  await page.goto("/reviews/namecheap");
  const card = page.getByRole("complementary", { name: "Namecheap .com registration" });
  const link = card.getByRole("link");
  // The link carries its page and its placement (the first card) to /go/.
  await expect(link).toHaveAttribute(
    "href",
    "/go/namecheap-review?page=%2Freviews%2Fnamecheap&placement=card-1",
  );
  await expect(link).toHaveAttribute("rel", "sponsored nofollow noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(card).toContainText("Price as of 20 Nov 2026");

  const note = page.getByRole("note", { name: DISCLOSURE });
  await expect(note).toHaveCount(1);
  await expect(note).toBeVisible();
  // The review's text links to Namecheap (go:) above its first card: the reader meets the
  // disclosure before that link, so it stands above the text.
  const order = await readPartOrder(page);
  expect(order[0]).toBe(DISCLOSURE);
  expect(order.indexOf("Namecheap .com registration")).toBeGreaterThan(0);

  // The text's own go: link is an affiliate link too.
  const textLink = page.locator(".prose").getByRole("link", { name: "Namecheap", exact: true });
  await expect(textLink).toHaveAttribute(
    "href",
    "/go/namecheap-review?page=%2Freviews%2Fnamecheap&placement=text",
  );
  await expect(textLink).toHaveAttribute("rel", "sponsored nofollow noopener");

  await note.getByRole("link", { name: "How we earn money" }).click();
  await expect(page).toHaveURL(/\/affiliate$/);
  await expect(
    page.getByRole("heading", { level: 1, name: /Affiliate disclosure/i }),
  ).toBeVisible();
});

test("a page whose only affiliate links are in its text shows the disclosure above the text", async ({
  page,
  addPage,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/text-links-only",
    title: "Text links only",
    markdown: "# Text links only\n\nWe like [Porkbun](go:porkbun-review) for cheap renewals.\n",
  });
  await page.goto("/insights/text-links-only");
  const link = page.getByRole("link", { name: "Porkbun", exact: true });
  await expect(link).toHaveAttribute(
    "href",
    "/go/porkbun-review?page=%2Finsights%2Ftext-links-only&placement=text",
  );
  await expect(link).toHaveAttribute("target", "_blank");
  const first = page.locator(".layout > :not(.post-header)").first();
  await expect(first).toHaveAttribute("aria-label", DISCLOSURE);
  await expect(first).toBeVisible();
});

test("an unknown go: slug: the product is left out, the text link loses its href, the console says why", async ({
  page,
  addPage,
  consoleMessages,
}) => {
  await addPage({
    type: "blog",
    url: "/insights/unknown-slug",
    title: "Unknown slug",
    markdown: `# Unknown slug\n\nA [dead offer](go:no-such-offer) here.\n\n<!-- INSERT PRODUCT -->\n\n<!-- PRODUCTS\nSTART PRODUCT\ntitle="Ghost" link="go:no-such-offer"\nEND PRODUCT\n-->\n`,
  });
  await page.goto("/insights/unknown-slug");
  await expect(page.getByText("dead offer")).toBeVisible();
  await expect(page.getByRole("link", { name: "dead offer" })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Ghost" })).toHaveCount(0);
  await expect(page.getByRole("note", { name: DISCLOSURE })).toHaveCount(0);
  await expect
    .poll(() => consoleMessages.join("\n"))
    .toContain('Product 1 "Ghost" skipped: the link go:no-such-offer is not in links.json');
});

test("/go/{slug} redirects to the registry url, uncached and unindexed", async ({ request }) => {
  const response = await request.get("/go/namecheap-review?utm_source=e2e", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(
    "https://www.namecheap.com/domains/registration/gtld/com/?aff=domainfails-review&utm_source=e2e",
  );
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect((await request.get("/go/no-such-offer", { maxRedirects: 0 })).status()).toBe(404);
});
