import { expect, test } from "vitest";
import type { ManifestEntry } from "#app/content/index.ts";
import { pagesShowing } from "./scheduled-pages.ts";

test("an entry made public changes its own page and the listing pages that link it, no other", () => {
  const entries: ManifestEntry[] = [
    { type: "blog", status: "done", url: "/insights/monday", title: "Monday" },
    { type: "blog", status: "done", url: "/humor/older", title: "Older" },
    { type: "review", status: "done", url: "/reviews/sedo", title: "Sedo" },
  ];
  expect(pagesShowing(["/insights/monday"], entries).sort()).toEqual([
    "/blogs",
    "/insights",
    "/insights/monday",
  ]);
});
