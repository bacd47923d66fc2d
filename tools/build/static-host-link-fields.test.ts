/**
 * What a static host gets of the attribution, rotation and keyword fields (docs/deploy.md,
 * "Attribution, rotation and keyword links, by host"):
 * `_redirects` cannot rotate, so a rotating link sends everyone to its first target; sub-ID
 * placeholders are filled at build time as for a click without a page; `values` use their `*`
 * row; an uncloaked link is no rule at all (its page fills it in the HTML).
 */
import { expect, test } from "vitest";
import { buildRedirectTable, readRedirectsFile } from "#app/redirects/index.ts";
import { parseLinkRegistry } from "#app/affiliate/index.ts";
import { ATTRIBUTION_EXAMPLES_TEXT } from "#tests/support/link-examples.ts";
import { buildRedirectsFile } from "./redirects-file.ts";

test("the contract's attribution examples as _redirects lines", () => {
  const links = parseLinkRegistry(ATTRIBUTION_EXAMPLES_TEXT);
  const table = buildRedirectTable(readRedirectsFile([]).rules, { isPage: () => false });
  const lines = buildRedirectsFile(links, table).text.trim().split("\n");
  expect(lines).toEqual([
    "/go/namecheap https://www.namecheap.com/?aff=12345&sid=none~~ 302",
    "/go/registrar-test https://porkbun.com/?ref=dd 302",
  ]);
});

test("a country rule fills {country} with its country; values take their * row", () => {
  const links = parseLinkRegistry(
    JSON.stringify([
      {
        slug: "shop",
        url: "https://shop.example/?c={country}&t={tag}",
        countries: { GB: "https://shop.example/uk?c={country}&t={tag}" },
        values: { tag: { "/reviews/": "r-20", "*": "site-20" } },
      },
    ]),
  );
  const table = buildRedirectTable(readRedirectsFile([]).rules, { isPage: () => false });
  expect(buildRedirectsFile(links, table).text.trim().split("\n")).toEqual([
    "/go/shop https://shop.example/uk?c=GB&t=site-20 302 Country=gb",
    "/go/shop https://shop.example/?c=&t=site-20 302",
  ]);
});
