import { readFileSync } from "node:fs";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { expect, test } from "vitest";
import { site } from "#app/config/index.ts";
import { readSiteIdentity } from "#app/content/index.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SocialLinks } from "./social-links.tsx";

/** The shell as the prerender writes it, for a page whose loader read `identity` from site.json. */
function renderShell(identity: unknown): string {
  const Shell = () =>
    createElement(
      Fragment,
      null,
      createElement(SiteHeader),
      createElement(Outlet),
      createElement(SocialLinks),
      createElement(SiteFooter),
    );
  const Stub = createRoutesStub([
    {
      id: "shell",
      path: "/",
      Component: Shell,
      children: [{ id: "page", index: true, loader: () => null, Component: () => null }],
    },
  ]);
  return renderToString(
    createElement(Stub, { hydrationData: { loaderData: { page: { site: identity } } } }),
  );
}

test("header, footer and social links name the site as site.json does", () => {
  // As the loader resolves it (labels, icons).
  const { identity } = readSiteIdentity(
    {
      title: "Gopher Notes",
      tagline: "Go, mostly",
      nav: [{ label: "Posts", url: "/blogs" }],
      footer: [{ label: "Imprint", url: "https://example.com/imprint" }],
      copyright: "2026 Gopher Notes",
      social: [{ network: "mastodon", url: "https://example.social/@me" }],
    },
    site.identity,
  );
  const html = renderShell(identity);
  expect(html).toContain(">Gopher Notes</a>");
  expect(html).toContain("Go, mostly");
  expect(html).toMatch(/<a[^>]*href="\/blogs"[^>]*>Posts<\/a>/);
  expect(html).toMatch(/<a href="https:\/\/example.com\/imprint"[^>]*>Imprint<\/a>/);
  expect(html).toMatch(/© (<!-- -->)?2026 Gopher Notes/);
  // A network without an icon of its own: the link icon, and a label made from the title.
  expect(html).toContain('aria-label="Gopher Notes on Mastodon"');
  expect(html).toContain("#link");
  expect(html).not.toContain("Domain Chronicle");
});

test("a site.json that names only a title shows no link or address of the demo site", () => {
  const { identity } = readSiteIdentity({ title: "Gopher Notes" }, site.identity);
  const html = renderShell(identity);
  expect(html).not.toMatch(/domainchronicle|Domain Chronicle|mailto:/i);
  expect(html).not.toMatch(/aria-label="Social and contact"><ul><li/);
  expect(html).toMatch(new RegExp(`© (<!-- -->)?${new Date().getFullYear()} Gopher Notes`));
});

test("a site.json's own contact address is the footer's email link", () => {
  const { identity } = readSiteIdentity(
    { title: "Gopher Notes", contactEmail: "me@gopher.example" },
    site.identity,
  );
  expect(renderShell(identity)).toContain('href="mailto:me@gopher.example"');
});

test("the social row is a grid of fixed tracks, one per link, whatever their number", () => {
  const css = readFileSync(new URL("./social-links.css", import.meta.url), "utf8");
  expect(css).toMatch(/grid-auto-flow: column;\s*grid-auto-columns: 44px;/);
});

test("without loader data the shell shows the built-in identity", () => {
  expect(renderShell(undefined)).toContain(`>${site.identity.title}</a>`);
});
