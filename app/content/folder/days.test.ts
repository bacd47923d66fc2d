import { expect, test } from "vitest";
import { formatDay } from "./day-names.ts";
import { addDays, dayStart, daysBetween, isDay, monthNumber } from "./days.ts";

test("a day is real when the calendar has it, written YYYY-MM-DD", () => {
  for (const day of ["2026-11-01", "2024-02-29", "2000-02-29", "1999-12-31"])
    expect(isDay(day), day).toBe(true);
  for (const day of ["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31"])
    expect(isDay(day), day).toBe(false);
  // The other forms are page dates (parseContentDate), not days.
  for (const day of ["2026-2-3", " 2026-11-01", "2026-11-01T00:00:00Z", "1 Nov 2026", ""])
    expect(isDay(day), day).toBe(false);
  expect(dayStart(2024, 2, 29)).toBe(Date.UTC(2024, 1, 29));
  expect(dayStart(2024, 2, 30)).toBeUndefined();
  expect(dayStart(2024, 0, 1)).toBeUndefined();
});

test("months are read by their English names or a prefix of three letters or more", () => {
  expect(monthNumber("Jan")).toBe(1);
  expect(monthNumber("june")).toBe(6);
  expect(monthNumber("Sept")).toBe(9);
  expect(monthNumber("DECEMBER")).toBe(12);
  for (const name of ["Ju", "", "Junk", "Mai", "Decembers"])
    expect(monthNumber(name), name).toBe(0);
});

test("days read the same in every time zone", () => {
  expect(formatDay("2026-11-01")).toBe("1 Nov 2026");
  expect(formatDay("2026-01-31")).toBe("31 Jan 2026");
  expect(formatDay("2024-09-09")).toBe("9 Sep 2024");
});

test("days are counted in whole UTC days", () => {
  expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  expect(daysBetween("2026-10-01", "2026-11-01")).toBe(31);
  expect(daysBetween("2026-11-01", "2026-10-31")).toBe(-1);
});
