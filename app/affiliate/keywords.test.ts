import { expect, test } from "vitest";
import { site } from "#app/config/index.ts";
import { parseSiteIdentity } from "#app/content/index.ts";
import { parseLinkRegistry } from "./link-registry.ts";

test("two links with the same keyword (any case): an error at the second one's keyword, which is ignored", () => {
  const registry = parseLinkRegistry(
    JSON.stringify([
      { slug: "namecheap", url: "https://a.example/", keywords: ["Namecheap", "registrar"] },
      { slug: "porkbun", url: "https://b.example/", keywords: ["Porkbun", "Registrar"] },
    ]),
  );
  expect(registry.problems).toEqual([
    {
      index: 1,
      field: "keywords",
      path: ["keywords", 1],
      message: 'keywords: "Registrar" is already a keyword of go:namecheap: ignored here',
    },
  ]);
  expect(registry.bySlug.get("porkbun")?.keywords).toEqual(["Porkbun"]);
});

test("site.json's autoLinksPerPage is a whole number from 0 to 20", () => {
  const read = (value: unknown) =>
    parseSiteIdentity(JSON.stringify({ autoLinksPerPage: value }), site.identity);
  expect(read(5).identity.autoLinksPerPage).toBe(5);
  expect(read(0).identity.autoLinksPerPage).toBe(0);
  for (const bad of [21, -1, 2.5, "3"]) {
    expect(read(bad).problems.map((problem) => problem.path)).toEqual([["autoLinksPerPage"]]);
  }
  expect(parseSiteIdentity("{}", site.identity).identity.autoLinksPerPage).toBeUndefined();
});
