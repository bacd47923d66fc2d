import { expect, test } from "vitest";
import {
  buildContentSecurityPolicy,
  HEADER_ONLY_POLICY,
  inlineScriptHashes,
  withCspMeta,
  withCspMetaAndHashes,
} from "./security-headers.server.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  "<script>window.__a = 1;</script></head><body><script type=\"module\">import('/x.js');</script></body></html>";

test("the page's own policy comes first in its head, after the charset, ahead of every script", () => {
  const html = withCspMeta(PAGE);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  expect(html.indexOf("<meta http-equiv")).toBe(html.indexOf('<meta charSet="utf-8"/>') + 23);
  expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"));
  const policy = meta?.[1] ?? "";
  for (const hash of inlineScriptHashes(PAGE)) expect(policy).toContain(hash);
  expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(PAGE));
  // What a meta policy cannot carry stays in the header.
  expect(policy).not.toContain("frame-ancestors");
  expect(HEADER_ONLY_POLICY).toBe("frame-ancestors 'none'");
  const header = buildContentSecurityPolicy({ scriptHashes: inlineScriptHashes(PAGE) });
  expect(`${policy}; ${HEADER_ONLY_POLICY}`.split("; ").sort()).toEqual(header.split("; ").sort());
});

test("writing it again replaces the policy instead of adding a second one", () => {
  const twice = withCspMeta(withCspMeta(PAGE));
  expect(twice).toBe(withCspMeta(PAGE));
  expect(twice.match(/http-equiv/g)).toHaveLength(1);
});

test("the hashes handed back with the page are those of the scripts in the page written", () => {
  const page = withCspMetaAndHashes(withCspMeta(PAGE));
  expect(page.html).toBe(withCspMeta(PAGE));
  expect(page.scriptHashes).toEqual(inlineScriptHashes(page.html));
  expect(page.scriptHashes).toHaveLength(2);
});
