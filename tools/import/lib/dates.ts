/** Source dates in every form the generators write, as the ISO day the site reads. */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** `2013-01-11`, `2019-11-28 21:39:37`, a TOML or YAML date, `Jun 19 2024`: the day, or undefined. */
export function toIsoDay(value: unknown): string | undefined {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value === "object" && value !== null && "toISOString" in value) {
    return toIsoDay(String((value as { toISOString(): string }).toISOString()));
  }
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  const day = ISO_DAY.exec(text);
  if (day) {
    const [, year, month, date] = day;
    const check = new Date(`${year}-${month}-${date}T00:00:00Z`);
    return !Number.isNaN(check.getTime()) &&
      check.toISOString().startsWith(`${year}-${month}-${date}`)
      ? `${year}-${month}-${date}`
      : undefined;
  }
  // Plain English dates (`Jun 19 2024`, `June 19, 2024`): that calendar day, if it is one.
  const english = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
  if (english) {
    const month = MONTHS.indexOf((english[1] ?? "").toLowerCase());
    const [year, date] = [Number(english[3]), Number(english[2])];
    const day = new Date(Date.UTC(year, month, date));
    return month === -1 || day.getUTCDate() !== date ? undefined : day.toISOString().slice(0, 10);
  }
  const time = Date.parse(`${text} 12:00 UTC`);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 10);
}
