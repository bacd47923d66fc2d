import { expect, test } from "vitest";
import { toIsoDay } from "./dates.ts";

test("every form the generators write is read as the day written", () => {
  expect(toIsoDay("2013-01-11")).toBe("2013-01-11");
  expect(toIsoDay("2019-11-28 21:39:37")).toBe("2019-11-28");
  expect(toIsoDay("2021-06-15T23:30:00-05:00")).toBe("2021-06-15");
  expect(toIsoDay("Jun 19 2024")).toBe("2024-06-19");
  expect(toIsoDay("June 19, 2024")).toBe("2024-06-19");
  expect(toIsoDay("19 June 2024")).toBe("2024-06-19");
  expect(toIsoDay(new Date("2020-01-02T03:04:05Z"))).toBe("2020-01-02");
});

test("a day that does not exist, or no date at all, is no date", () => {
  expect(toIsoDay("2024-02-30")).toBeUndefined();
  expect(toIsoDay("Feb 30 2024")).toBeUndefined();
  expect(toIsoDay("soon")).toBeUndefined();
  expect(toIsoDay(false)).toBeUndefined();
  expect(toIsoDay(new Date(Number.NaN))).toBeUndefined();
});

test("the importer reads dates by the site's rules, not by Date.parse's guesses", () => {
  // Date.parse took each of these: `30 February` as 1 March, a year alone as 1 January,
  // `12/11/2024` as 11 December (a European author meant 12 November), `soon 12` as 2001.
  for (const loose of ["30 February 2024", "2024", "12/11/2024", "soon 12", "Feb 2024"])
    expect(toIsoDay(loose), loose).toBeUndefined();
});
