/** What other generators leave in a file is never shown raw: rendered as its equivalent, or left out and reported. */
import { expect, test } from "vitest";
import { renderMarkdown } from "#app/markdown/index.ts";
import { sanitize } from "#app/markdown/index.server.ts";
import { parsePageContent } from "./page-content.ts";

const context = {
  renderMarkdown: (markdown: Parameters<typeof renderMarkdown>[0], slugs?: Map<string, number>) =>
    renderMarkdown(markdown, sanitize, slugs),
  baseUrl: "https://domainchronicle.example",
};

const render = (markdown: string) => {
  const content = parsePageContent(markdown, "post", context);
  const html = content.parts.map((part) => (part.kind === "text" ? part.html : "")).join("");
  // What was left out leaves spaces, which a browser collapses: so does the comparison.
  return { html: html.replace(/ +/g, " ").replace(/ <\/p>/g, "</p>"), problems: content.problems };
};

test("a Hugo highlight shortcode is a fenced code block in its language, in both forms", () => {
  for (const [open, close] of [
    ["{{< highlight python >}}", "{{< /highlight >}}"],
    ['{{% highlight python "linenos=table" %}}', "{{% / highlight %}}"],
  ]) {
    const { html, problems } = render(
      `Before\n${open}\nimport d\nprint(d.__file__)\n${close}\nAfter`,
    );
    expect(html).toBe(
      '<p>Before</p>\n<pre tabindex="0"><code class="language-python">import d\nprint(d.__file__)\n</code></pre>\n<p>After</p>\n',
    );
    expect(problems).toEqual([]);
  }
});

test("Jekyll's highlight tag is a fenced code block too; a one-line highlight is inline code", () => {
  const jekyll = render("{% highlight ruby linenos %}\nputs `ls`\n{% endhighlight %}\n");
  expect(jekyll.html).toBe(
    '<pre tabindex="0"><code class="language-ruby">puts `ls`\n</code></pre>\n',
  );
  const inline = render('Call {{< highlight go "hl_inline=true" >}}f(x){{< /highlight >}} now.');
  expect(inline.html).toBe("<p>Call <code>f(x)</code> now.</p>\n");
  expect([...jekyll.problems, ...inline.problems]).toEqual([]);
});

test("every other shortcode, Liquid tag, WordPress shortcode and MDX line is left out and reported at its place", () => {
  const markdown = [
    "import Chart from '../components/Chart.astro';", // MDX import
    "",
    "Intro {{< youtube ZJthWmvUzzc >}} and {{ site.url }} here.",
    "",
    "{{% notice info %}}A notice.{{% /notice %}}",
    "",
    "{% raw %}Kept text{% endraw %}",
    "",
    '[caption id="a1"]<img src="/assets/content/images/a.png" alt="A"> The caption[/caption]',
    "",
    '[gallery ids="1,2"]',
    "",
    "[embed]https://youtu.be/abc[/embed]",
    "",
    "<Chart data={[1, 2]} />",
    "",
    "<Aside>",
    "Inside the aside.",
    "</Aside>",
  ].join("\n");
  const { html, problems } = render(markdown);
  for (const raw of [
    "{{",
    "{%",
    "[caption",
    "[/caption]",
    "[gallery",
    "[embed]",
    "import",
    "Chart",
  ])
    expect(html).not.toContain(raw);
  expect(html).toContain("<p>Intro and here.</p>\n<p>A notice.</p>");
  expect(html).toContain("Kept text");
  expect(html).toContain("The caption");
  expect(html).toContain('<a href="https://youtu.be/abc">https://youtu.be/abc</a>');
  expect(html).toContain("Inside the aside.");
  expect(html).not.toContain("<pre>");
  const at = (text: string) => markdown.indexOf(text);
  expect(
    problems.map((problem) => [problem.offset, problem.message.split(" is not shown")[0]]),
  ).toEqual([
    [0, "MDX import line"],
    [at("{{< youtube"), "Hugo shortcode {{< youtube >}}"],
    [at("{{ site.url }}"), "Liquid {{ site.url }}"],
    [at("{{% notice"), "Hugo shortcode {{% notice %}}"],
    [at("{% raw %}"), "Liquid tag {% raw %}"],
    [at("[caption"), "WordPress shortcode [caption]"],
    [at("[gallery"), "WordPress shortcode [gallery]"],
    [at("[embed]"), "WordPress shortcode [embed]"],
    [at("<Chart"), "MDX component <Chart>"],
  ]);
  expect(problems.every((problem) => problem.severity === "error")).toBe(true);
  expect(problems[1]?.message).toContain("write a link to the video instead");
});

test("inside code, shortcodes and tags are text; links, placeholders and HTML are not foreign syntax", () => {
  const markdown = [
    "Write `{{< youtube id >}}` or `{% raw %}`:",
    "",
    "```md",
    "{{< highlight go >}}",
    "[caption]x[/caption]",
    "{{< /highlight >}}",
    "```",
    "",
    "    import x from 'y';",
    "",
    'A [video](https://v.example) for {{baseUrl}}, <B>bold</B> and <IMG src="/x.png" alt="x">.',
  ].join("\n");
  const { html, problems } = render(markdown);
  expect(html).toContain("<code>{{&lt; youtube id &gt;}}</code>");
  expect(html).toContain("<code>{% raw %}</code>");
  expect(html).toContain(
    '<code class="language-md">{{&lt; highlight go &gt;}}\n[caption]x[/caption]',
  );
  expect(html).toContain("<pre tabindex=\"0\"><code>import x from 'y';");
  expect(html).toContain(
    '<a href="https://v.example">video</a> for <a href="https://domainchronicle.example">',
  );
  expect(html).toContain('<b>bold</b> and <img src="/x.png" alt="x">');
  expect(problems).toEqual([]);
});

test("an unclosed shortcode or tag does not reach past its paragraph", () => {
  const { html, problems } = render(
    "Broken {{< youtube abc\n\nNext paragraph.\n\n```go\nx := 1 >}}\n```\n",
  );
  expect(html).toContain("<p>Next paragraph.</p>");
  expect(html).toContain('<code class="language-go">x := 1 &gt;}}');
  expect(problems).toEqual([]);
});
