import { expect, test } from "vitest";
import { dueTime, parsePublishAt } from "./publish-at.ts";

test("a date-time with Z or an offset is one instant, whatever the server's time zone", () => {
  const at = (text: string) => {
    const parsed = parsePublishAt(text);
    return parsed.ok ? new Date(parsed.time).toISOString() : parsed.message;
  };
  expect(at("2026-12-24T09:00:00+01:00")).toBe("2026-12-24T08:00:00.000Z");
  expect(at("2026-12-24T09:00:00Z")).toBe("2026-12-24T09:00:00.000Z");
  expect(at("2026-12-24T09:00Z")).toBe("2026-12-24T09:00:00.000Z");
  expect(at("2026-12-24T09:00:00.250-05:30")).toBe("2026-12-24T14:30:00.250Z");
});

test("a date-time without an offset, or no real one, is refused with one line", () => {
  const message = (text: string) => {
    const parsed = parsePublishAt(text);
    return parsed.ok ? "accepted" : parsed.message;
  };
  expect(message("2026-12-24T09:00:00")).toBe(
    '"2026-12-24T09:00:00" has no offset: add Z (UTC) or the offset it is meant in, such as 2026-12-24T09:00:00+01:00',
  );
  expect(message("2026-02-30T09:00:00Z")).toBe('"2026-02-30T09:00:00Z" is not a real date-time');
  expect(message("2026-12-24T24:00:00Z")).toBe('"2026-12-24T24:00:00Z" is not a real date-time');
  expect(message("2026-12-24T09:00:00+25:00")).toBe(
    '"2026-12-24T09:00:00+25:00" is not a real date-time',
  );
  for (const text of ["next monday", "2026-12-24", "24/12/2026 09:00", "2026-12-24T09:00:00+01"]) {
    expect(message(text)).toBe(
      `"${text}" is not an ISO 8601 date-time with an offset, such as 2026-12-24T09:00:00+01:00`,
    );
  }
});

test("an entry without publishAt is due always; one whose publishAt names no instant, never", () => {
  expect(dueTime({ status: "done" })).toBe(-Infinity);
  expect(dueTime({ status: "done", publishAt: "2026-12-24T09:00:00Z" })).toBe(
    Date.UTC(2026, 11, 24, 9),
  );
  expect(dueTime({ status: "done", publishAt: "2026-12-24T09:00:00" })).toBe(Infinity);
  expect(dueTime({ status: "done", publishAt: 1_800_000_000_000 })).toBe(Infinity);
});
