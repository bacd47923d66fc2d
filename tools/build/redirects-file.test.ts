import { expect, test } from "vitest";
import { buildRedirectTable, linkAliasRules, readRedirectsFile } from "#app/redirects/index.ts";
import { readLinkRegistry } from "#app/affiliate/index.ts";
import { blackFridayExample, NAMECHEAP_EXAMPLE } from "#tests/support/link-examples.ts";
import { buildRedirectsFile, REDIRECT_LINE_LIMIT, REDIRECT_RULE_LIMIT } from "./redirects-file.ts";

/** A generated site of `size` entries: as many cloaked links and old URLs. */
function site(size: number) {
  const links = readLinkRegistry([
    ...Array.from({ length: size }, (_, i) => ({
      slug: `offer-${i}`,
      url: `https://shop.example/p/${i}?ref=site`,
    })),
    { slug: "plain", url: "https://plain.example/", cloak: false },
    { slug: "long", url: `https://shop.example/${"x".repeat(REDIRECT_LINE_LIMIT)}` },
  ]);
  const table = buildRedirectTable(
    readRedirectsFile(
      Array.from({ length: size }, (_, i) => ({
        from: `/2013/01/${i}/old-post/`,
        to: `/insights/post-${i}`,
        ...(i % 2 === 1 && { status: 302 }),
      })),
    ).rules,
    { isPage: (path) => path.startsWith("/insights/") },
  );
  return { links, table };
}

test("a 10,000-entry site: at most 2,000 rules, lines within 1,000 characters, no duplicates", () => {
  const { links, table } = site(10_000);
  const file = buildRedirectsFile(links, table);
  const lines = file.text.trim().split("\n");
  expect(lines.length).toBe(REDIRECT_RULE_LIMIT);
  expect(file.goLinks + file.redirects).toBe(REDIRECT_RULE_LIMIT);
  for (const line of lines) expect(line.length).toBeLessThanOrEqual(REDIRECT_LINE_LIMIT);
  const sources = lines.map((line) => line.split(" ")[0]);
  expect(new Set(sources).size).toBe(sources.length);
  // Everything else is named for the build log: the long link and what did not fit.
  expect(file.leftOut).toContain("/go/long");
  expect(file.leftOut.length).toBe(10_000 + 10_000 + 1 - REDIRECT_RULE_LIMIT);
});

test("a small site: every cloaked link as a 302, every old URL with its status, nothing left out", () => {
  const { links, table } = site(3);
  const file = buildRedirectsFile(links, table);
  expect(file.text.split("\n").filter((line) => line !== "" && !line.includes("/go/long"))).toEqual(
    [
      "/go/offer-0 https://shop.example/p/0?ref=site 302",
      "/go/offer-1 https://shop.example/p/1?ref=site 302",
      "/go/offer-2 https://shop.example/p/2?ref=site 302",
      "/2013/01/0/old-post /insights/post-0 301",
      "/2013/01/1/old-post /insights/post-1 302",
      "/2013/01/2/old-post /insights/post-2 301",
    ],
  );
  expect(file.text).not.toContain("plain");
  expect(file.leftOut).toEqual(["/go/long"]);
});

test("links with countries, a status, dates and aliases: Netlify's Country= lines before the default, the day's answer for dated links", async () => {
  const links = readLinkRegistry([
    NAMECHEAP_EXAMPLE,
    blackFridayExample(),
    { slug: "moved", url: "https://sedo.com/?partnerid=1", status: 301, from: "2027-01-01" },
  ]);
  const table = buildRedirectTable(linkAliasRules(links), { isPage: () => false });
  const on = (today: string) => buildRedirectsFile(links, table, today).text.trim().split("\n");
  expect(on("2026-11-28")).toEqual([
    "/go/namecheap https://www.namecheap.com/uk/?aff=12345 302 Country=gb",
    "/go/namecheap https://www.namecheap.com/de/?aff=12345 302 Country=de,at,ch",
    "/go/namecheap https://www.namecheap.com/?aff=12345 302",
    "/go/black-friday https://porkbun.com/sale?ref=dd 307",
    // Not started, no fallback: home, and only for now (a 301 would be kept after it starts).
    "/go/moved / 302",
    "/recommends/namecheap https://www.namecheap.com/uk/?aff=12345 302 Country=gb",
    "/recommends/namecheap https://www.namecheap.com/de/?aff=12345 302 Country=de,at,ch",
    "/recommends/namecheap https://www.namecheap.com/?aff=12345 302",
  ]);
  // Before and after its dates, a link says its fallback.
  expect(on("2026-11-26")).toContain("/go/black-friday https://porkbun.com/?ref=dd 307");
  expect(on("2026-12-02")).toContain("/go/black-friday https://porkbun.com/?ref=dd 307");
  expect(on("2026-12-01")).toContain("/go/black-friday https://porkbun.com/sale?ref=dd 307");
});
