/**
 * One test body for every click store: the SQLite and Postgres test files both run it, so the
 * two stores are held to the same behaviour.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { clickFigures } from "#server/clicks/click-figures.ts";
import type { ClickStore } from "#server/clicks/click-store.ts";

export function runClickStoreSuite(open: () => Promise<ClickStore>): void {
  let store: ClickStore;
  beforeAll(async () => {
    store = await open();
    await store.add([
      { slug: "namecheap", page: "/reviews/namecheap", day: "2026-11-01", clicks: 3 },
      { slug: "namecheap", page: "/insights/short-names", day: "2026-11-02", clicks: 2 },
      { slug: "sedo", page: "/reviews/namecheap", day: "2026-11-02", clicks: 4 },
      { slug: "sedo", page: "", day: "2026-11-03", clicks: 1 },
    ]);
  });
  afterAll(async () => {
    await store.close();
  });

  test("counts add up per slug, most clicked first, ties by name", async () => {
    await store.add([{ slug: "porkbun", page: "", day: "2026-10-31", clicks: 1 }]);
    expect(await store.report({ by: ["slug"] })).toEqual([
      { slug: "namecheap", clicks: 5 },
      { slug: "sedo", clicks: 5 },
      { slug: "porkbun", clicks: 1 },
    ]);
  });

  test("a batch for an existing slug, page and day adds to its count", async () => {
    await store.add([
      { slug: "namecheap", page: "/reviews/namecheap", day: "2026-11-01", clicks: 10 },
    ]);
    const rows = await store.report({ by: ["slug", "page", "day"], since: "2026-11-01" });
    expect(rows[0]).toEqual({
      slug: "namecheap",
      page: "/reviews/namecheap",
      day: "2026-11-01",
      clicks: 13,
    });
  });

  test("reports group by page or day and can start at a date", async () => {
    expect(await store.report({ by: ["page"], since: "2026-11-02" })).toEqual([
      { page: "/reviews/namecheap", clicks: 4 },
      { page: "/insights/short-names", clicks: 2 },
      { page: "", clicks: 1 },
    ]);
    expect(await store.report({ by: ["day"] })).toEqual([
      { day: "2026-11-01", clicks: 13 },
      { day: "2026-11-02", clicks: 6 },
      { day: "2026-10-31", clicks: 1 },
      { day: "2026-11-03", clicks: 1 },
    ]);
  });

  test("slugs and pages are stored as data, never as SQL", async () => {
    const page = "/x'); DROP TABLE clicks; --";
    await store.add([{ slug: "sedo", page, day: "2026-11-04", clicks: 1 }]);
    const rows = await store.report({ by: ["page"], since: "2026-11-04" });
    expect(rows).toEqual([{ page, clicks: 1 }]);
  });

  test("an empty batch writes nothing and a big one is written whole", async () => {
    await store.add([]);
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      slug: `bulk-${index}`,
      page: "/p",
      day: "2026-12-01",
      clicks: 1,
    }));
    await store.add(rows);
    expect(await store.report({ by: ["day"], since: "2026-12-01" })).toEqual([
      { day: "2026-12-01", clicks: 2000 },
    ]);
  });

  test("country and device are kept per row and reports end at a date", async () => {
    const day = "2026-12-05";
    await store.add([
      { slug: "sedo", page: "/p", day, country: "DE", device: "mobile", clicks: 2 },
      { slug: "sedo", page: "/p", day, country: "DE", device: "desktop", clicks: 1 },
      { slug: "sedo", page: "/p", day, country: "US", device: "mobile", clicks: 1 },
      { slug: "sedo", page: "/p", day: "2026-12-06", country: "FR", clicks: 9 },
    ]);
    await store.add([
      { slug: "sedo", page: "/p", day, country: "DE", device: "mobile", clicks: 1 },
    ]);
    const range = { since: day, until: day };
    expect(await store.report({ by: ["country"], ...range })).toEqual([
      { country: "DE", clicks: 4 },
      { country: "US", clicks: 1 },
    ]);
    expect(await store.report({ by: ["device"], ...range })).toEqual([
      { device: "mobile", clicks: 4 },
      { device: "desktop", clicks: 1 },
    ]);
  });

  test("the figures of a range are what the dashboard and npm run clicks show", async () => {
    expect(await clickFigures(store, { from: "2026-12-05", to: "2026-12-06" })).toEqual({
      total: 14,
      byDay: [
        { day: "2026-12-05", clicks: 5 },
        { day: "2026-12-06", clicks: 9 },
      ],
      byLink: [{ slug: "sedo", clicks: 14 }],
      byPage: [{ page: "/p", clicks: 14 }],
      byCountry: [
        { country: "FR", clicks: 9 },
        { country: "DE", clicks: 4 },
        { country: "US", clicks: 1 },
      ],
      byDevice: [
        { device: "", clicks: 9 },
        { device: "mobile", clicks: 4 },
        { device: "desktop", clicks: 1 },
      ],
      byPlacement: [{ placement: "", clicks: 14 }],
      byTarget: [],
    });
  });

  test("placement and rotation target are kept and grouped like the other columns", async () => {
    await store.add([
      { slug: "rot", page: "/p", day: "2026-12-10", placement: "card-1", target: "0", clicks: 3 },
      { slug: "rot", page: "/p", day: "2026-12-10", placement: "card-1", target: "1", clicks: 2 },
      { slug: "rot", page: "/q", day: "2026-12-10", placement: "auto", target: "1", clicks: 1 },
    ]);
    const range = { from: "2026-12-10", to: "2026-12-10" };
    const figures = await clickFigures(store, range);
    expect(figures.byPlacement).toEqual([
      { placement: "card-1", clicks: 5 },
      { placement: "auto", clicks: 1 },
    ]);
    expect(figures.byTarget).toEqual([
      { target: "rot:0", clicks: 3 },
      { target: "rot:1", clicks: 3 },
    ]);
  });
}
