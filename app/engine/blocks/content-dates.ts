/** DATA dates (`date`, `updated`): ISO dates or date-times, checked and written out per format. */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface ContentDate {
  /** ISO 8601 as the sitemap and schema.org want it: the day as written, or a UTC date-time. */
  iso: string;
  time: number;
}

/** A DATA date, or undefined when it is missing or no real date (`2024-02-30`, `soon`). */
export function parseContentDate(value: string | undefined): ContentDate | undefined {
  const text = value?.trim() ?? "";
  if (DATE_ONLY.test(text)) {
    const time = Date.parse(`${text}T00:00:00Z`);
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) return undefined;
    return { iso: text, time };
  }
  if (!DATE_TIME.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : { iso: new Date(time).toISOString(), time };
}

/** RFC 822 (as RFC 1123 spells it), what RSS 2.0 wants: `Fri, 12 Apr 2024 00:00:00 GMT`. */
export function toRfc822(date: ContentDate): string {
  return new Date(date.time).toUTCString();
}
