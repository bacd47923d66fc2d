/**
 * A comma-separated list of tags (DATA `tags`, META `keywords`) as trimmed tags, empty items
 * dropped: what feeds, structured data and share links all show.
 */
export function splitTags(tags: string | undefined): string[] {
  return (tags ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}
