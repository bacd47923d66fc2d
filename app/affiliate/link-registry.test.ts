import { expect, test } from "vitest";
import { parseLinkRegistry } from "./link-registry.ts";

test("valid entries are kept by slug, cloaked unless they say otherwise", () => {
  const registry = parseLinkRegistry(
    JSON.stringify([
      { slug: "namecheap", url: "https://www.namecheap.com/?aff=1", merchant: "Namecheap" },
      { slug: "book", url: "https://www.amazon.com/dp/B0?tag=x", cloak: false },
    ]),
  );
  expect(registry.problems).toEqual([]);
  expect(registry.bySlug.get("namecheap")).toEqual({
    slug: "namecheap",
    url: "https://www.namecheap.com/?aff=1",
    merchant: "Namecheap",
    cloak: true,
  });
  expect(registry.bySlug.get("book")?.cloak).toBe(false);
});

test("bad slugs, non-http urls and duplicates are skipped with their index; the rest still work", () => {
  const registry = parseLinkRegistry(
    JSON.stringify([
      { slug: "Bad Slug", url: "https://a.example/" },
      { slug: "js", url: "javascript:alert(1)" },
      { slug: "rel", url: "/relative" },
      { slug: "ok", url: "https://ok.example/" },
      { slug: "ok", url: "https://other.example/" },
      { url: "https://no-slug.example/" },
      "not an object",
    ]),
  );
  expect([...registry.bySlug.keys()]).toEqual(["ok"]);
  expect(registry.bySlug.get("ok")?.url).toBe("https://ok.example/");
  expect(registry.problems.map((problem) => [problem.index, problem.field])).toEqual([
    [0, "slug"],
    [1, "url"],
    [2, "url"],
    [4, "slug"],
    [5, "slug"],
    [6, undefined],
  ]);
  expect(registry.problems[3]?.message).toContain('the slug "ok" is used twice');
});

test("text that is not JSON, or not an array, is one problem and an empty registry", () => {
  for (const text of ["{ nope", '{"slug":"a"}']) {
    const registry = parseLinkRegistry(text);
    expect(registry.bySlug.size).toBe(0);
    expect(registry.problems).toHaveLength(1);
    expect(registry.problems[0]?.index).toBe(-1);
  }
});
