/**
 * Source dates as the ISO day the site reads: by the site's own rules (`parseContentDate`,
 * docs/content-format.md "Dates"), so a date the importer writes is one the site reads, and a date
 * the site would refuse is reported, not guessed (`30 February 2024` is no date, not 1 March).
 */
import { parseContentDate } from "#app/analysis/index.ts";

/** `2013-01-11`, `2019-11-28 21:39:37`, a TOML or YAML date, `Jun 19 2024`: the day, or undefined. */
export function toIsoDay(value: unknown): string | undefined {
  // YAML and TOML parsers give dates as objects (a `Date`, or smol-toml's `TomlDate`).
  if (typeof value === "object" && value !== null && "toISOString" in value) {
    if (value instanceof Date && Number.isNaN(value.getTime())) return undefined;
    return toIsoDay(String((value as { toISOString(): string }).toISOString()));
  }
  return typeof value === "string" ? parseContentDate(value)?.day : undefined;
}
