/** A prefix's file name: its UTF-16 units in hex (`ab` → `0061-0062`), safe on any disk. */
export function prefixFileName(prefix: string): string {
  return Array.from({ length: prefix.length }, (_, index) =>
    prefix.charCodeAt(index).toString(16).padStart(4, "0"),
  ).join("-");
}

/** The prefix a file name stands for. */
export function prefixOfFileName(name: string): string {
  return String.fromCharCode(...name.split("-").map((unit) => Number.parseInt(unit, 16)));
}
