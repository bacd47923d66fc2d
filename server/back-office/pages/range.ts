/** The date range a dashboard request asks for: `?days=7|30|90`, or `?from=…&to=…` (UTC days). */
import { isDay } from "#app/content/index.ts";
import { lastDays, rangeLength, type DateRange } from "#server/clicks/click-figures.ts";

export const PRESETS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;
/** Longer ranges are refused: two years of days is already a long chart. */
const MAX_RANGE_DAYS = 731;

export type RangeAnswer = { range: DateRange; days?: number } | { error: string };

export function readRange(params: URLSearchParams, today?: string): RangeAnswer {
  const from = params.get("from");
  const to = params.get("to");
  if (from !== null || to !== null) {
    for (const [name, value] of [
      ["from", from],
      ["to", to],
    ] as const) {
      if (value === null || !isDay(value)) {
        return { error: `${name} must be a date like 2026-11-01, got "${value ?? ""}"` };
      }
    }
    const range = { from: from ?? "", to: to ?? "" };
    if (range.from > range.to) return { error: `from ${range.from} is after to ${range.to}` };
    if (rangeLength(range) > MAX_RANGE_DAYS) {
      return { error: `a range is at most ${MAX_RANGE_DAYS} days` };
    }
    return { range };
  }
  const daysParam = params.get("days") ?? String(DEFAULT_DAYS);
  const days = Number(daysParam);
  if (!(PRESETS as readonly number[]).includes(days)) {
    return { error: `days must be one of ${PRESETS.join(", ")}, got "${daysParam}"` };
  }
  return { range: lastDays(days, today), days };
}
