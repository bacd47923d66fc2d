/**
 * Seeded random markdown for the sanitizer's differential fuzz test
 * (app/markdown/own-markup-fuzz.test.ts): the shapes an author writes (links, images, titles,
 * nested emphasis, tables, lists, footnotes, autolinks) filled with what a sanitizer must get
 * right (odd schemes, character references in URLs and titles, quotes, NUL, CR, no-break spaces,
 * ids naming document properties).
 */

import { pick, repeat, type Random } from "./fuzz-random.ts";

/** The fuzz test's one entry: the markdown here, the HTML generators and the seeded randomness. */
export { mutateHtml, randomHtml } from "./fuzz-html.ts";
export { seededRandom } from "./fuzz-random.ts";

const WORDS = [
  "domain",
  "cookie",
  "location",
  "title",
  "images",
  "forms",
  "x",
  "a&b",
  "1 < 2",
  "3 > 2",
  '"quoted"',
  "'single'",
  "it's",
  "no\u00a0break",
  "caf\u00e9",
  "&amp;",
];
/** Words of the shapes the fast path may decline, drawn less often. */
const ODD_WORDS = [
  "&copy;",
  "&#39;",
  "&#x27;",
  "&#0;",
  "&nbsp;",
  "&lt;b&gt;",
  "\\*",
  "\\<",
  "\u2028",
  "--!>",
  "]]>",
  "</style>",
  "{{price}}",
];

const SCHEMES = [
  "https://a.example/",
  "http://a.example",
  "HTTPS://A.EXAMPLE/",
  "mailto:me@a.example",
  "tel:+15551234",
  "sms:123",
  "ftp://a.example/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "go:namecheap",
  "/page",
  "#frag",
  "page.html",
];
const ODD_SCHEMES = [
  "java\tscript:alert(1)",
  "java&#x09;script:x",
  "&#106;avascript:x",
  "javascript&colon;x",
  "vbscript:x",
  "data:text/html,x",
  "data:image/png;base64,AA",
  "DATA:image/svg+xml,<svg>",
  "go:unknown",
  "//a.example/x",
  "/a b",
  "?q=1&r=2",
  "x:y",
  "a/b:c",
  " /padded ",
  "/\u00a0nbsp",
  "/%6a%61",
  "/&amp;x",
  "/&quot;x",
  '/"q"',
  "/<x>",
  "/x\0y",
  "",
];

const TITLES = ["", ' "title"', " 'single'", " (paren)", ' "a &amp; b"'];
const ODD_TITLES = [
  ' "&quot;q&quot;"',
  ' "--> x"',
  ' "]]>"',
  ' "</style>"',
  ' "&copy;"',
  ' " padded "',
  ' "no\u00a0break"',
  ' "<b>"',
];

/** What the HTML parser rewrites (the fast path declines them): rare, or every input has one. */
const RARE_WORDS = ["nul\0byte", "cr\rhere", "<b>raw</b>", "<span>", "<!-- c -->"];

/** Mostly `common`, sometimes `odd`, now and then `rare`. */
function draw(random: Random, common: readonly string[], odd: readonly string[], rare = odd) {
  const roll = random();
  return pick(random, roll < 0.01 ? rare : roll < 0.12 ? odd : common);
}

function word(random: Random): string {
  return draw(random, WORDS, ODD_WORDS, RARE_WORDS);
}

function title(random: Random): string {
  return draw(random, TITLES, ODD_TITLES);
}

function url(random: Random): string {
  const base = draw(random, SCHEMES, ODD_SCHEMES);
  return random() < 0.2 ? `<${base}>` : base;
}

function inline(random: Random, depth = 0): string {
  const text = () => repeat(random, 3, () => word(random), " ");
  const inner = () => (depth < 3 ? inline(random, depth + 1) : text());
  return pick(random, [
    text,
    () => `*${inner()}*`,
    () => `**${inner()}**`,
    () => `***${inner()}***`,
    () => `_${inner()}_`,
    () => `~~${inner()}~~`,
    () => `\`${text()}\``,
    () => `[${inner()}](${url(random)}${title(random)})`,
    () => `![${text()}](${url(random)}${title(random)})`,
    () => `[${inner()}][ref]`,
    () => `<${pick(random, ["https://a.example/x?y=1&z=2", "me@a.example", "javascript:x"])}>`,
    () => pick(random, ["www.a.example/x", "https://a.example/auto", "me@a.example"]),
    () => `${text()}  \n${text()}`,
    () => `${text()}[^${pick(random, ["1", "location", "cookie"])}]`,
  ])();
}

function block(random: Random): string {
  const line = () => repeat(random, 3, () => inline(random), " ");
  const cell = () => line().replaceAll("|", "\\|").replaceAll("\n", " ");
  return pick(random, [
    line,
    line,
    () => `${"#".repeat(1 + Math.floor(random() * 6))} ${line()}`,
    () => repeat(random, 3, () => `- ${line()}`, "\n"),
    () => repeat(random, 3, () => `1. ${line()}`, "\n"),
    () => repeat(random, 3, () => `- [${pick(random, [" ", "x"])}] ${line()}`, "\n"),
    () => `> ${line()}\n> > ${line()}`,
    () => `| ${cell()} | ${cell()} |\n|:-|-:|\n| ${cell()} | ${cell()} |`,
    () => `\`\`\`${pick(random, ["", "js", "html"])}\n${line()}\n\`\`\``,
    () => `    ${line()}`,
    () => `[ref]: ${url(random)}${title(random)}`,
    () => `[^${pick(random, ["1", "location", "cookie"])}]: ${line()}`,
    () => "---",
  ])();
}

/** One markdown document of a few blocks. */
export function randomMarkdown(random: Random): string {
  return repeat(
    random,
    3,
    () => block(random),
    random() < 0.05 ? "\r\n\r\n" : pick(random, ["\n\n", "\n"]),
  );
}
