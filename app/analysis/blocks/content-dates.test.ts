import { expect, test } from "vitest";
import { parseContentDate, toRfc822 } from "./content-dates.ts";

test("an ISO day is kept as written", () => {
  expect(parseContentDate("2024-04-12")).toEqual({
    iso: "2024-04-12",
    time: Date.UTC(2024, 3, 12),
    day: "2024-04-12",
  });
});

test("an ISO date-time with a zone becomes UTC", () => {
  expect(parseContentDate("2024-04-12T10:30:00+02:00")?.iso).toBe("2024-04-12T08:30:00.000Z");
  // The day stays the one written: 23:30 in New York is the next day in UTC.
  const late = parseContentDate("2021-06-15T23:30:00-05:00");
  expect([late?.iso, late?.day]).toEqual(["2021-06-16T04:30:00.000Z", "2021-06-15"]);
});

test("missing, impossible and free-text dates are no dates", () => {
  for (const value of [
    undefined,
    "",
    "2024-02-30",
    "2024-13-01",
    "2023-02-29 10:00:00",
    "2024-04-12T24:30",
    "Feb 30 2024",
    "Smarch 3, 2024",
    "soon",
  ]) {
    expect(parseContentDate(value), String(value)).toBeUndefined();
  }
});

test("dates as other generators write them: Jekyll/Hugo, TOML and English forms", () => {
  const cases: [string, string][] = [
    ["2024-05-01", "2024-05-01"],
    ["2024-05-01T17:37:53+03:00", "2024-05-01T14:37:53.000Z"],
    ["2019-11-28 21:39:37", "2019-11-28T21:39:37.000Z"],
    ["2019-11-28 21:39:37 +0300", "2019-11-28T18:39:37.000Z"],
    ["2024-05-01T17:37:53.000+03:00", "2024-05-01T14:37:53.000Z"],
    ["1979-05-27T07:32:00", "1979-05-27T07:32:00.000Z"],
    ["2024-04-12T10:30", "2024-04-12T10:30:00.000Z"],
    ["Jun 19 2024", "2024-06-19"],
    ["June 19, 2024", "2024-06-19"],
    ["19 June 2024", "2024-06-19"],
    ["Sept 3, 2023", "2023-09-03"],
    ["2024-02-29", "2024-02-29"],
  ];
  for (const [written, iso] of cases) expect(parseContentDate(written)?.iso, written).toBe(iso);
});

test("RSS dates are RFC 822 in GMT", () => {
  const date = parseContentDate("2024-04-12");
  expect(date && toRfc822(date)).toBe("Fri, 12 Apr 2024 00:00:00 GMT");
});
