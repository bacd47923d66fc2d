/**
 * Seeded random HTML for the sanitizer's differential fuzz test
 * (app/markdown/own-markup-fuzz.test.ts): edits of the HTML marked printed, and whole trees of
 * the tags the fast path knows, every tag closed in order but nested at random. Both reach the
 * shapes the HTML tree builder rebuilds: content a table moves out (foster parenting), blocks
 * that close an open paragraph from inside a link or emphasis, tables and lists in the wrong
 * parent, formatting closed in the wrong order (the adoption agency), unknown and head-only tags.
 */
import { pick, type Random } from "./fuzz-random.ts";

const HTML_MUTATIONS = [
  "&",
  "&amp;",
  "&copy;",
  "&#39;",
  "&quot;",
  '"',
  "'",
  "<",
  ">",
  "\u00a0",
  "\u2003",
  " ",
  "\t",
  "\f",
  "\v",
  "\n",
  "\0",
  "\r",
  ' id="cookie"',
  ' id="x"',
  ' name="forms"',
  ' target="_blank"',
  ' target="_top"',
  ' rel="sponsored nofollow noopener"',
  ' onclick="x()"',
  ' href="javascript:x"',
  ' href="/ok"',
  ' title="a &amp; b"',
  ' style="x"',
  "<p>",
  "</p>",
  "<a>",
  "</a>",
  "<em>",
  "</em>",
  "<br>",
  "<td>",
  "<li>",
];

/** Whole elements and text, put between two tags: a table or paragraph gets a stray child. */
const INSERTIONS = [
  "x",
  " ",
  "\n",
  "<br>",
  "<hr>",
  '<img src="/i.png" alt="i">',
  '<input type="checkbox" disabled="">',
  "<em>x</em>",
  "<strong></strong>",
  '<a href="/y">y</a>',
  "<p>x</p>",
  "<div>x</div>",
  "<h2>x</h2>",
  "<pre>x</pre>",
  "<blockquote>x</blockquote>",
  "<ul><li>x</li></ul>",
  "<li>x</li>",
  "<tr><td>x</td></tr>",
  "<td>x</td>",
  "<tbody></tbody>",
  "<table><tbody><tr><td>x</td></tr></tbody></table>",
  "<span>x</span>",
  "<form></form>",
  "<template>x</template>",
  "<select><option>x</option></select>",
  "<title>x</title>",
];

/** `html` with a few random edits: characters anywhere, or whole elements between two tags. */
export function mutateHtml(random: Random, html: string): string {
  let out = html;
  const edits = 1 + Math.floor(random() * 3);
  for (let index = 0; index < edits; index++) {
    if (random() < 0.5) {
      const at = Math.floor(random() * (out.length + 1));
      const cut = random() < 0.3 ? Math.floor(random() * 4) : 0;
      out = out.slice(0, at) + pick(random, HTML_MUTATIONS) + out.slice(at + cut);
    } else {
      const bounds = [0, out.length, ...[...out.matchAll(/></g)].map((match) => match.index + 1)];
      const at = pick(random, bounds);
      out = out.slice(0, at) + pick(random, INSERTIONS) + out.slice(at);
    }
  }
  return out;
}

const FLOW = "p ul ol table pre blockquote div section h2 h3 hr".split(" ");
const PHRASING = "em strong del code a sup br img input".split(" ");
/** The children each element has in HTML marked prints; drawn most of the time. */
const FITTING: Readonly<Record<string, readonly string[]>> = {
  "": FLOW,
  table: ["thead", "tbody"],
  thead: ["tr"],
  tbody: ["tr"],
  tr: ["td", "th"],
  ul: ["li"],
  ol: ["li"],
  pre: ["code"],
};
const FLOW_PARENTS = new Set("div section blockquote li td th".split(" "));
/** Everything else, drawn now and then: known tags in any parent, and a few the fast path refuses. */
const ANY = [
  ...FLOW,
  ...PHRASING,
  ..."li thead tbody tr td th h1 h4 p div em a".split(" "),
  ..."span b form select option template title caption tfoot".split(" "),
];
/** The void elements, with the attributes they need. */
const VOID: Readonly<Record<string, string>> = {
  br: "",
  hr: "",
  img: ' src="/i.png" alt="i"',
  input: ' type="checkbox" disabled=""',
};
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["", ' href="/x"', ' href="https://a.example/" target="_blank"'],
  h2: ["", ' id="cookie"', ' id="intro"'],
  td: ["", ' align="right"'],
  th: ["", ' align="left"'],
};
/** Attributes any element may get now and then: the policy's odd cases. */
const ODD_ATTRIBUTES = [
  ' class="c"',
  ' id="cookie"',
  ' name="forms"',
  ' is="x"',
  ' title="&lt;/script&gt;"',
  ' title="a--&gt;"',
  ' title="a/&gt;"',
  ' value=" v "',
  ' for="x"',
  ' data-x="1"',
  ' aria-label="a"',
  ' onclick="x()"',
  ' style="x"',
  ' href="javascript:x"',
  ' src="/i.png"',
  ' target="_blank"',
  ' rel="sponsored nofollow noopener"',
  ' type="checkbox"',
  ' disabled=""',
  " hidden",
];
const TEXT = ["x", "a b", " ", "\n", "\n  ", "1 &lt; 2", "caf\u00e9", "no\u00a0break"];

function childTag(random: Random, parent: string): string {
  const fitting = FITTING[parent] ?? (FLOW_PARENTS.has(parent) ? FLOW : PHRASING);
  return random() < 0.8 ? pick(random, fitting) : pick(random, ANY);
}

function element(random: Random, parent: string, depth: number): string {
  const inTable = ["table", "thead", "tbody", "tr"].includes(parent);
  if (random() < (inTable ? 0.15 : 0.35)) return pick(random, TEXT);
  const tag = childTag(random, parent);
  const odd = random() < 0.15 ? pick(random, ODD_ATTRIBUTES) : "";
  const voidAttributes = VOID[tag];
  if (voidAttributes !== undefined) return `<${tag}${voidAttributes}${odd}>`;
  const attributes = pick(random, ATTRIBUTES[tag] ?? [""]) + odd;
  const count = depth > 3 ? 0 : Math.floor(random() * 4);
  const children = Array.from({ length: count }, () => element(random, tag, depth + 1));
  // Now and then two elements closed in the wrong order: `<em><strong>x</em></strong>`.
  if (children.length > 0 && random() < 0.05) {
    const inner = childTag(random, tag);
    return `<${tag}${attributes}><${inner}>${children.join("")}</${tag}></${inner}>`;
  }
  return `<${tag}${attributes}>${children.join("")}</${tag}>`;
}

/** A random fragment of a few elements (and text) of the tags marked prints, nested at random. */
export function randomHtml(random: Random): string {
  const count = 1 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => element(random, "", 0)).join("");
}
