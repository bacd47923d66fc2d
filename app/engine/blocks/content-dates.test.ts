import { expect, test } from "vitest";
import { parseContentDate, toRfc822 } from "./content-dates.ts";

test("an ISO day is kept as written", () => {
  expect(parseContentDate("2024-04-12")).toEqual({
    iso: "2024-04-12",
    time: Date.UTC(2024, 3, 12),
  });
});

test("an ISO date-time with a zone becomes UTC", () => {
  expect(parseContentDate("2024-04-12T10:30:00+02:00")?.iso).toBe("2024-04-12T08:30:00.000Z");
});

test("missing, impossible and free-text dates are no dates", () => {
  for (const value of [
    undefined,
    "",
    "2024-02-30",
    "2024-13-01",
    "April 12, 2024",
    "2024-04-12T10:30",
  ]) {
    expect(parseContentDate(value), String(value)).toBeUndefined();
  }
});

test("RSS dates are RFC 822 in GMT", () => {
  const date = parseContentDate("2024-04-12");
  expect(date && toRfc822(date)).toBe("Fri, 12 Apr 2024 00:00:00 GMT");
});
