/**
 * Liquid keeps every word the page showed. Examples from Minimal Mistakes' documentation posts
 * (mmistakes/minimal-mistakes `_posts/2010-02-05-post-notice.md`: a notice captured and output
 * through `markdownify`, its code shown with `{% raw %}` inside a fence; `figure` includes with
 * a caption) and Jekyll's own docs (`{% highlight %}`, `{{ page.title }}`, `{{ site.x }}`).
 */
import { expect, test } from "vitest";
import { convertLiquid, type LiquidContext } from "./liquid.ts";

function convert(markdown: string, values: Record<string, string> = {}) {
  const reports: string[] = [];
  const context: LiquidContext = {
    baseUrl: "",
    pageTitle: "Post: Notice",
    lookup: (name) => values[name],
    resolve: () => undefined,
    report: (offset, message) =>
      reports.push(`${markdown.slice(0, offset).split("\n").length}: ${message}`),
  };
  return { converted: convertLiquid(markdown, context), reports };
}

test("a captured notice is shown where it is output, not where it is captured", () => {
  const { converted, reports } = convert(
    '{% capture notice-2 %}\n#### New Site Features\n\n* You can now have cover images on blog pages\n{% endcapture %}\n\n<div class="notice">\n  {{ notice-2 | markdownify }}\n</div>\n',
  );
  expect(converted).toBe(
    '\n\n<div class="notice">\n  #### New Site Features\n\n* You can now have cover images on blog pages\n</div>\n',
  );
  expect(reports).toEqual([]);
});

test("raw inside a code block stays as written; raw outside code becomes inline code", () => {
  const { converted } = convert(
    '```html\n{% raw %}{% capture notice-2 %}\nText\n{% endcapture %}{% endraw %}\n\n<div class="notice">{% raw %}{{ notice-2 | markdownify }}{% endraw %}</div>\n```\n\nIn a template, {% raw %}{{ page.title }}{% endraw %} prints the title.\n',
  );
  expect(converted).toBe(
    '```html\n{% capture notice-2 %}\nText\n{% endcapture %}\n\n<div class="notice">{{ notice-2 | markdownify }}</div>\n```\n\nIn a template, `{{ page.title }}` prints the title.\n',
  );
});

test("page and site values, and an assigned text, are their text; an unknown output is reported", () => {
  const { converted, reports } = convert(
    '{% assign greeting = "Hello" %}{{ greeting }}, {{ page.author }} of {{ site.title }}. {{ page.missing }}',
    { "page.author": "Michael Rose" },
  );
  expect(converted).toBe("Hello, Michael Rose of . ");
  expect(reports).toEqual([
    "1: Liquid output {{ site.title }} has no equivalent here: removed",
    "1: Liquid output {{ page.missing }} has no equivalent here: removed",
  ]);
});

test("an include keeps its image and caption; one with no text is removed; both are reported", () => {
  const { converted, reports } = convert(
    '{% include figure image_path="/assets/images/unsplash-image-10.jpg" alt="this is a placeholder image" caption="This is a figure caption." %}\n\n{% include toc %}\n',
  );
  expect(converted).toBe(
    "![this is a placeholder image](/assets/images/unsplash-image-10.jpg)\n\nThis is a figure caption.\n\n\n",
  );
  expect(reports).toEqual([
    "1: Liquid tag {% include figure %} has no equivalent here: its text parameters were kept",
    "3: Liquid tag {% include toc %} has no equivalent here: removed",
  ]);
});

test("a highlight without a language is still a code block, its contents verbatim", () => {
  expect(convert("{% highlight %}\n    indented {{ x }}\n{% endhighlight %}").converted).toBe(
    "```\n    indented {{ x }}\n```",
  );
});

test("an unknown block tag goes, the text between its tags stays", () => {
  const { converted } = convert("{% if site.show %}\nShown on the old site.\n{% endif %}");
  expect(converted).toBe("\nShown on the old site.\n");
});
