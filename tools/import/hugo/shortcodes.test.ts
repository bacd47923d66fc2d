/**
 * Hugo shortcodes keep every word the page showed. Examples from Hugo's documentation
 * (gohugo.io/shortcodes/details, /shortcodes/param, and the escaped comment form its
 * pages write inside code blocks), the Relearn theme's `{{% notice %}}` and hugo-book's
 * `{{< hint >}}` and `{{< toc >}}`.
 */
import { expect, test } from "vitest";
import { convertHugoShortcodes } from "./shortcodes.ts";

function convert(markdown: string, params: Record<string, string> = {}) {
  const reports: string[] = [];
  const converted = convertHugoShortcodes(markdown, {
    resolveRef: () => undefined,
    param: (name) => params[name],
    report: (offset, message) =>
      reports.push(`${markdown.slice(0, offset).split("\n").length}: ${message}`),
  });
  return { converted, reports };
}

test("an unknown paired shortcode keeps its text, in either delimiter, and is reported", () => {
  const { converted, reports } = convert(
    "{{% notice note %}}\nA notice disclaimer\n{{% /notice %}}\n\n{{< hint info >}}\n**Markdown content**  \nLorem markdownum insigne.\n{{< /hint >}}\n",
  );
  expect(converted).toBe(
    "\nA notice disclaimer\n\n\n\n**Markdown content**  \nLorem markdownum insigne.\n\n",
  );
  expect(reports).toEqual([
    "1: shortcode {{< notice >}} has no equivalent here: only its inner text was kept",
    "5: shortcode {{< hint >}} has no equivalent here: only its inner text was kept",
  ]);
});

test("an unknown self-closing shortcode, which shows no text of its own, is removed and reported", () => {
  const { converted, reports } = convert('{{< toc >}}\n\n## Intro\n\n{{< icon "github" />}}\n');
  expect(converted).toBe("\n\n## Intro\n\n\n");
  expect(reports).toHaveLength(2);
});

test("details keeps its summary and its text", () => {
  expect(
    convert('{{< details summary="See the details" >}}\nThis is a **bold** word.\n{{< /details >}}')
      .converted,
  ).toBe("**See the details**\n\nThis is a **bold** word.");
});

test("param is the page's or the site's value; one with no value is reported", () => {
  const { converted, reports } = convert('By {{< param "author" >}}. {{< param testparam >}}', {
    author: "Steve <Francia>",
  });
  expect(converted).toBe("By Steve &lt;Francia&gt;. ");
  expect(reports).toEqual(["1: shortcode {{< param >}} has no equivalent here: it was removed"]);
});

test("an escaped shortcode is written as it shows: plain inside a code block, inline code outside", () => {
  const markdown =
    'Write {{</* figure src="/images/zion.jpg" */>}} to show it.\n\n```text\n{{</* figure src="/images/zion.jpg" */>}}\n{{%/* notice */%}}\n```\n';
  expect(convert(markdown).converted).toBe(
    'Write `{{< figure src="/images/zion.jpg" >}}` to show it.\n\n```text\n{{< figure src="/images/zion.jpg" >}}\n{{% notice %}}\n```\n',
  );
});

test("a highlight keeps its code verbatim, shortcode-like text included", () => {
  expect(
    convert("{{< highlight html >}}\n<p>{{ .Title }}</p>\n  <b>x</b>\n{{< /highlight >}}")
      .converted,
  ).toBe("```html\n<p>{{ .Title }}</p>\n  <b>x</b>\n```");
});
