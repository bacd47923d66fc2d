/**
 * WordPress's automatic paragraphs for classic-editor text: a blank line ends a paragraph and
 * a single line break is a `<br>`, except inside and around block-level HTML and `<pre>`.
 */

const BLOCK =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object|script";
const STARTS_BLOCK = new RegExp(`^\\s*</?(?:${BLOCK})\\b`, "i");
const PLACEHOLDER = /^\ue000pre\d+\ue000$/;

export function wpautop(html: string): string {
  const pres: string[] = [];
  const text = html
    .replace(/\r\n?/g, "\n")
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => `\n\n\ue000pre${pres.push(pre) - 1}\ue000\n\n`);
  const out: string[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const trimmed = chunk.trim();
    if (trimmed === "") continue;
    if (PLACEHOLDER.test(trimmed)) {
      out.push(pres[Number(trimmed.slice(4, -1))] ?? "");
      continue;
    }
    // Plain lines up to the first line that opens or closes a block become one paragraph.
    const lines = trimmed.split("\n");
    const firstBlock = lines.findIndex((line) => STARTS_BLOCK.test(line));
    const plain = firstBlock === -1 ? lines : lines.slice(0, firstBlock);
    if (plain.length > 0) out.push(`<p>${plain.join("<br />\n")}</p>`);
    if (firstBlock !== -1) out.push(lines.slice(firstBlock).join("\n"));
  }
  return out.join("\n\n");
}
