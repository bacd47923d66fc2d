/**
 * `publishAt` on a manifest entry (docs/authoring.md, "Scheduling"): the instant a `done` entry
 * becomes public. Written as an ISO 8601 date-time with its offset, the RFC 3339 profile
 * (`2026-12-24T09:00:00+01:00`, `2026-12-24T09:00Z`); read here and nowhere else (decision 068).
 * Not `Date.parse`: it takes a date-time without an offset as the server's local time and rolls
 * `2026-02-30` over into March, and a schedule must mean one instant wherever it is read.
 */

import { dayStart } from "#app/content/folder/index.ts";

/** An instant (ms since the epoch), or why the text names none. */
export type PublishAt = { ok: true; time: number } | { ok: false; message: string };

const EXAMPLE = "2026-12-24T09:00:00+01:00";
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?$/;

/** Reads a `publishAt` value: an instant, or one line saying what is wrong with it. */
export function parsePublishAt(value: string): PublishAt {
  const match = DATE_TIME.exec(value.trim());
  if (!match) {
    return {
      ok: false,
      message: `"${value}" is not an ISO 8601 date-time with an offset, such as ${EXAMPLE}`,
    };
  }
  const [, year, month, day, hour, minute, second = "0", fraction = "", zulu, sign] = match;
  if (!zulu && !sign) {
    return {
      ok: false,
      message: `"${value}" has no offset: add Z (UTC) or the offset it is meant in, such as ${EXAMPLE}`,
    };
  }
  const [offsetHours, offsetMinutes] = [Number(match[10] ?? 0), Number(match[11] ?? 0)];
  const fields = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = fields;
  // The day by the days module (app/content/folder/days.ts), the time of day by its ranges.
  const midnight = dayStart(y, mo, d);
  const inRange = h <= 23 && mi <= 59 && s <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
  if (midnight === undefined || !inRange) {
    return { ok: false, message: `"${value}" is not a real date-time` };
  }
  const local = midnight + ((h * 60 + mi) * 60 + s) * 1000;
  const offset = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const millis = fraction === "" ? 0 : Math.floor(Number(`0${fraction}`) * 1000);
  return { ok: true, time: local - offset + millis };
}

/**
 * When `entry` (anything read from the manifest's JSON) is due: `-Infinity` when it carries no
 * `publishAt`, the instant when it carries a valid one, `Infinity` (never) when its `publishAt`
 * names no instant: an entry whose schedule cannot be read is not published early by mistake.
 */
export function dueTime(entry: unknown): number {
  if (typeof entry !== "object" || entry === null || !("publishAt" in entry)) return -Infinity;
  const { publishAt } = entry;
  if (publishAt === undefined) return -Infinity;
  if (typeof publishAt !== "string") return Infinity;
  const parsed = parsePublishAt(publishAt);
  return parsed.ok ? parsed.time : Infinity;
}
