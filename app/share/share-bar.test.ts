import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test, vi } from "vitest";
import type { ShareData } from "./share-links.ts";
import { site } from "#app/config/index.ts";
import { SharePanel } from "./share-bar.tsx";

const shareBarCss = readFileSync(new URL("./share-bar.css", import.meta.url), "utf8");

const share: ShareData = {
  url: "https://domains.example/humor",
  title: "Humor",
  description: "",
  image: "",
  tags: [],
};

function render(data: ShareData, phone = false): string {
  return renderToStaticMarkup(createElement(SharePanel, { share: data, phone }));
}

test("the prerendered bar shows facebook, x and copy, then a collapsed expander over the rest", () => {
  const html = render(share);
  const first = html.slice(0, html.indexOf("share-bar__expander"));
  expect(first.match(/title="[^"]+"/g)).toEqual([
    'title="Share on Facebook"',
    'title="Share on X"',
    'title="Copy link"',
  ]);
  expect(html).toMatch(
    /aria-expanded="false" aria-controls="([^"]+)"[^]*<ul id="\1" class="share-bar__more" hidden=""/,
  );
  expect(html.match(/class="share-button"/g)).toHaveLength(18);
});

test("a page URL that is not http(s) renders no share button and warns once", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    expect(render({ ...share, url: "file:///tmp/page.html" })).toBe("");
    expect(warn).toHaveBeenCalledOnce();
  } finally {
    warn.mockRestore();
  }
});

test("messenger links to the web dialog on desktops and the app on phones", () => {
  expect(render(share)).toContain('href="https://www.facebook.com/dialog/send?link=');
  expect(render(share, true)).toContain('href="fb-messenger://share/?link=');
});

test("the phone bar's fixed tracks hold as many buttons as the bar shows before its expander", () => {
  expect(shareBarCss).toContain(`--share-visible: ${site.share.visible};`);
});
