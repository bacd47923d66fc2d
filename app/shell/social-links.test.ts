import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { SocialLinks } from "./social-links.tsx";

const socialLinksCss = readFileSync(new URL("./social-links.css", import.meta.url), "utf8");

test("the social row has one fixed track per link it renders", () => {
  const links = renderToStaticMarkup(createElement(SocialLinks)).match(/<a /g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  expect(socialLinksCss).toContain(`--social-count: ${links.length};`);
});
