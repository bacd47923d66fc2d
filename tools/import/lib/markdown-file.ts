/**
 * An imported item as a markdown file: plain YAML front matter with the keys every version of
 * the site reads (`title`, `description`, `date`, `updated`, `author`, `tags`, `image`), then
 * the title as the page's `# heading`, then the converted text.
 */
import { stringify } from "yaml";
import type { ImportedItem } from "./model.ts";

export function renderMarkdownFile(item: ImportedItem, body: string, image?: string): string {
  const front: Record<string, unknown> = { title: item.title };
  if (item.description) front.description = item.description;
  if (item.date) front.date = item.date;
  if (item.updated && item.updated !== item.date) front.updated = item.updated;
  if (item.author) front.author = item.author;
  if (item.tags && item.tags.length > 0) front.tags = item.tags;
  if (image) front.image = image;
  const yaml = stringify(front, {
    lineWidth: 0,
    defaultStringType: "QUOTE_DOUBLE",
    defaultKeyType: "PLAIN",
  });
  const heading = `# ${item.heading ?? escapeHeading(item.title)}`;
  return `---\n${yaml}---\n\n${heading}\n\n${body.trim()}\n`.replace(/\n{3,}$/, "\n");
}

/** A plain-text title as a heading line: markdown's own characters are escaped. */
export function escapeHeading(title: string): string {
  return title.replace(/([\\`*_[\]<>#!|~])/g, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
}
