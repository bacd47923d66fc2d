/**
 * The fast path's attribute decisions without a DOM (own-markup-policy.ts) are DOMPurify's own
 * wherever they answer: each attribute they know, on each tag marked prints, for URLs safe and
 * not, in every case and spacing; and no property of a jsdom document or form has a name an id
 * with another character could shadow.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { expect, test } from "vitest";
import { OWN_MARKUP_POLICY as policy, withOwnMarkup } from "./own-markup-policy.ts";
import { PURIFY_CONFIG, createSanitize } from "./sanitize-config.ts";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);
purify.setConfig(PURIFY_CONFIG);

const TAGS = "p a img td th ol li input h2 div pre code section sup table".split(" ");
const KNOWN = [
  ...["alt", "class", "id", "name", "role", "summary", "title", "align", "checked", "colspan"],
  ...["disabled", "height", "href", "lang", "rel", "rowspan", "scope", "src", "start"],
  ...["tabindex", "target", "type", "width", "data-footnote-ref", "data-x.y", "aria-label"],
  ...["aria-describedby", "style", "srcset", "formaction", "xlink:href", "action"],
];
const VALUES = [
  ...["", "x", "left", "0", "3", "_blank", "checkbox", "/path", "../a b", "#fn-1", "?q=a:b"],
  ...["https://a.example/x?y#z", "HTTPS://A.EXAMPLE", "http:x", "mailto:a@b.example", "tel:+1"],
  ...["sms:1", "javascript:alert(1)", "JaVaScRiPt:x", "java\tscript:x", "java\u00a0script:x"],
  ...["\u2003javascript:x", "vbscript:x", "data:image/png;base64,AA", "DATA:image/png,x"],
  ...["data:text/html,x", "ftp://x", "a:b", "a/b:c", "x:", ":", "noopener noreferrer"],
  ...["sponsored nofollow noopener", "fn-1", "cookie", "__proto__"],
];

test("where the DOM-free decisions answer, they are DOMPurify's, for every attribute they know", () => {
  let answered = 0;
  for (const tag of TAGS)
    for (const name of KNOWN)
      for (const value of VALUES) {
        const decision = policy.isValidAttribute(tag, name, value);
        expect(decision, `${tag} ${name}="${value}"`).toBeTypeOf("boolean");
        expect(decision, `${tag} ${name}="${value}"`).toBe(
          purify.isValidAttribute(tag, name, value),
        );
        answered++;
      }
  expect(answered).toBe(TAGS.length * KNOWN.length * VALUES.length);
});

test("an attribute they do not know is left to DOMPurify", () => {
  for (const name of ["onclick", "onerror", "for", "is", "open", "cite", "foo"])
    expect(policy.isValidAttribute("p", name, "x"), name).toBeUndefined();
});

test("no document or form property has a character other than a letter, digit, _ or $", () => {
  const names = new Set<string>();
  const form = window.document.createElement("form");
  for (const start of [window.document, form]) {
    for (let object: object | null = start; object; object = Object.getPrototypeOf(object))
      for (const key of Object.getOwnPropertyNames(object)) names.add(key);
    for (const key in start) names.add(key);
  }
  expect(names.size).toBeGreaterThan(300);
  expect([...names].filter((key) => !/^[\w$]*$/.test(key))).toEqual([]);
  for (const id of ["fn-1", "a.b", "x y", "é"]) {
    expect(policy.clobbers(id), id).toBe(false);
    expect(id in window.document || id in form, id).toBe(false);
  }
  for (const id of ["cookie", "title", "elements", "__proto__", "toString", "footnotes"])
    expect(policy.clobbers(id), id).toBeUndefined();
});

test("HTML the fast path leaves is sanitized by the full sanitizer", () => {
  const full = createSanitize(createDOMPurify(window), window.document);
  const sanitize = withOwnMarkup(full);
  const raw = '<p onclick="x()" id="cookie">a <b>b</b></p>';
  expect(sanitize.ownMarkup?.(raw)).toBe("<p>a <b>b</b></p>");
  expect(sanitize(raw)).toBe("<p>a <b>b</b></p>");
});
