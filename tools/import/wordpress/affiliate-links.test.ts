/**
 * A WordPress deals site with ThirstyAffiliates links (in its export) and Pretty Links (a CSV):
 * every published link is a registry entry whose old URLs are its aliases, posts link with
 * `go:`, a trashed link keeps its text, and the page shows the disclosure.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadPage, pageMarkdownRenderer } from "#app/loaders/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import {
  contentErrors,
  fileOf,
  importFixture,
  removeImports,
  type Imported,
} from "#tests/support/import-fixtures.ts";

let site: Imported;
beforeAll(async () => {
  site = await importFixture("wordpress", "wordpress/deals.xml", "wordpress/pretty-links.csv");
}, 30_000);
afterAll(removeImports);

test("every published ThirstyAffiliates link and Pretty Links row is an entry; old link URLs are its aliases", () => {
  expect(JSON.parse(site.read("links.json"))).toEqual([
    {
      slug: "namecheap",
      url: "https://www.namecheap.com/domains/registration/?aff=4411&utm_source=deals",
      merchant: "Namecheap",
      status: 301,
      aliases: ["/recommends/namecheap/"],
    },
    {
      slug: "dynadot",
      url: "https://www.dynadot.com/domain/transfer?rscreg=dd123&s=1",
      merchant: "Dynadot",
      status: 307,
      aliases: ["/recommends/dynadot/"],
    },
    {
      slug: "porkbun",
      url: "https://porkbun.com/products/domains?coupon=DEALS",
      merchant: "Porkbun .com sale",
      cloak: false,
      aliases: ["/recommends/porkbun/"],
    },
    {
      slug: "dnsimple",
      url: "https://dnsimple.com/r/abc123?utm_source=deals&utm_medium=link",
      merchant: "DNSimple",
      status: 307,
      aliases: ["/dnsimple"],
    },
    {
      slug: "hover",
      url: "https://hover.com/DEALS",
      merchant: "Hover",
      status: 301,
      aliases: ["/hover"],
    },
  ]);
  expect(site.result.counts.affiliateLinks).toBe(5);
  expect(site.result.text).toMatch(/affiliate links 5 /);
});

test("links to old link URLs in any form and the shortcode become go: links; a trashed one keeps its text", () => {
  const post = fileOf(site, "/blogs/cheapest-transfers");
  expect(post).toContain(
    "Transfers are cheapest with [Dynadot’s transfer offer](go:dynadot) this month.",
  );
  expect(post).toContain(`[Namecheap](go:namecheap "Namecheap")`);
  expect(post).toContain("[Porkbun](go:porkbun)");
  expect(post).toContain(
    "Last year we liked Sedo’s broker deal; DNS goes to [DNSimple](go:dnsimple).",
  );
  expect(post).toContain("Grab a button: Compare all registrars");
  expect(post).not.toMatch(/recommends|sedo-offer/);
  const reports = site.result.reporter.reports.map((report) => report.message);
  expect(reports).toEqual(
    expect.arrayContaining([
      'affiliate link "Sedo broker offer" is trash: not imported',
      'affiliate link "Gandi (not yet live)" is draft: not imported',
      'link "empty" has no slug or no http(s) URL: not imported',
      'link to https://deals.example/recommends/sedo-offer/: the affiliate link "Sedo broker offer" was not imported; its text is kept',
      "shortcode [maxbutton] has no equivalent here: only its text was kept",
    ]),
  );
  expect(reports.join("\n")).not.toContain("thirstylink");
});

test("the folder checks with no errors and a page with affiliate links shows the disclosure", async () => {
  expect(contentErrors(site.dir)).toEqual([]);
  const read = (sitePath: string) =>
    readFile(path.join(site.dir, sitePath.replace(/^assets\/content\//, "")), "utf8");
  const source = {
    readText: read,
    renderMarkdown: pageMarkdownRenderer(sanitize),
    baseUrl: "https://example.test",
    log: { error: () => {}, warn: () => {} },
  };
  const withLinks = await loadPage("/blogs/cheapest-transfers", source);
  const without = await loadPage("/blogs/how-we-compare", source);
  if (!withLinks.found || !without.found) throw new Error("not found");
  expect(withLinks.model.content?.disclosureAt).toBe(0);
  expect(without.model.content?.disclosureAt).toBeUndefined();
}, 30_000);
