/**
 * MDX keeps every word its page showed. Examples from Astro's own documentation
 * (withastro/docs `guides/integrations-guide/mdx.mdx`: exported variables and frontmatter in
 * MDX), Starlight's asides (withastro/starlight `docs/src/content/docs/components/asides.mdx`) and
 * the blog starter's `using-mdx.mdx` (withastro/astro `examples/blog`).
 */
import { expect, test } from "vitest";
import { convertMdx } from "./mdx.ts";

function convert(mdx: string, frontmatter: Record<string, unknown> = {}) {
  const reports: { line: number; message: string }[] = [];
  const markdown = convertMdx(
    mdx,
    (offset, message) => reports.push({ line: mdx.slice(0, offset).split("\n").length, message }),
    frontmatter,
  );
  return { markdown, reports };
}

test("an exported string constant and the frontmatter's fields are their text", () => {
  const { markdown, reports } = convert(
    "export const title = 'My first MDX post'\n\n# {title}\n\nWritten by: {frontmatter.author}\n",
    { title: "My first MDX post", author: "Houston" },
  );
  expect(markdown.trim()).toBe("# My first MDX post\n\nWritten by: Houston");
  expect(reports).toEqual([]);
});

test("a component with text children keeps the text, dedented, and is reported at its line", () => {
  const { markdown, reports } = convert(
    [
      "import { Aside } from '@astrojs/starlight/components';",
      "",
      '<Aside type="caution" title="Watch out!">',
      "  Asides are **important**.",
      "</Aside>",
      "",
      '<HeaderLink href="#" onclick="alert(\'clicked!\')">',
      "\tEmbedded component in MDX",
      "</HeaderLink>",
      "",
    ].join("\n"),
  );
  expect(markdown.trim()).toBe("Asides are **important**.\n\nEmbedded component in MDX");
  expect(reports).toEqual([
    {
      line: 3,
      message: "MDX component <Aside> has no equivalent here: its tags were removed, its text kept",
    },
    {
      line: 7,
      message:
        "MDX component <HeaderLink> has no equivalent here: its tags were removed, its text kept",
    },
  ]);
});

test("nested components keep the innermost text; a self-closing one is removed and reported", () => {
  const { markdown, reports } = convert(
    '<Tabs>\n  <TabItem label="npm">\n    Run the installer.\n  </TabItem>\n</Tabs>\n\n<Chart data={[1, 2]} />\n',
  );
  expect(markdown).toContain("Run the installer.");
  expect(markdown).not.toMatch(/<Tab|<Chart|^ {4}Run/m);
  expect(reports.map((report) => report.line)).toEqual([1, 2, 7]);
});

test("an unknown expression is reported and removed; a comment goes silently; a string literal stays", () => {
  const { markdown, reports } = convert(
    'Total: {items.length}\n{/* a note for authors */}\nSaid: {"Hello"}\n',
  );
  expect(markdown).toBe("Total: \n\nSaid: Hello\n");
  expect(reports).toEqual([
    { line: 1, message: "MDX expression {items.length} has no equivalent here: removed" },
  ]);
});

test("code blocks and inline code keep their contents verbatim", () => {
  const mdx =
    "Write `<Aside>` or `{frontmatter.title}`.\n\n```mdx\nimport { Aside } from '@astrojs/starlight/components';\n\n<Aside>Note</Aside> {frontmatter.title}\n```\n";
  expect(convert(mdx, { title: "T" }).markdown).toBe(mdx);
});
