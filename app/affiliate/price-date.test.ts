import { expect, test } from "vitest";
import { formatDay as formatPriceDate } from "#app/content/index.ts";
import { priceAgeDays, readPriceDate } from "./price-date.ts";

test("a price date is an ISO calendar date; anything else is rejected", () => {
  expect(readPriceDate(undefined)).toBe("");
  expect(readPriceDate(" 2026-11-01 ")).toBe("2026-11-01");
  expect(readPriceDate("2026-02-30")).toBeUndefined();
  expect(readPriceDate("1 Nov 2026")).toBeUndefined();
});

test("it is shown as day, short month, year in any time zone", () => {
  expect(formatPriceDate("2026-11-01")).toBe("1 Nov 2026");
  expect(formatPriceDate("2024-12-31")).toBe("31 Dec 2024");
});

test("its age counts whole UTC days", () => {
  expect(priceAgeDays("2026-11-01", new Date("2026-11-01T23:59:00Z"))).toBe(0);
  expect(priceAgeDays("2026-10-01", new Date("2026-11-01T00:00:00Z"))).toBe(31);
});
