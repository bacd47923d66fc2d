/**
 * The head as React Router writes it into prerendered HTML: JSON-LD from a hostile title must
 * stay inside its script element and parse back to the same text.
 */
import { createElement, Fragment } from "react";
import { site } from "#app/config/index.ts";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { expect, test } from "vitest";
import type { PageModel } from "#app/loaders/index.ts";
import { resolveMeta } from "#app/analysis/index.ts";
import { buildStructuredData } from "./structured-data.ts";
import { buildPageMeta } from "./page-meta.ts";

const HOSTILE = `</script><script>alert(1)</script> & <!-- "quotes" 🚀`;

function hostileModel(): PageModel {
  const entry = { type: "blog", status: "done", url: "/insights/x", title: HOSTILE } as const;
  const page = {
    layout: "post",
    path: "/insights/x",
    key: "insights/x",
    source: "",
    entry,
  } as const;
  const meta = resolveMeta({ title: HOSTILE }, HOSTILE);
  const content = { data: { summary: HOSTILE }, faq: [] };
  const structuredData = buildStructuredData({
    page,
    meta,
    content,
    listingsAbove: ["/insights"],
    baseUrl: "https://x.example",
    siteTitle: "Site",
  });
  return { page, meta, content: null, messages: [], structuredData, site: site.identity };
}

function renderHead(model: PageModel): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => createElement(Fragment, null, createElement(Meta), createElement(Outlet)),
      children: [{ index: true, meta: () => buildPageMeta(model), Component: () => null }],
    },
  ]);
  return renderToString(createElement(Stub));
}

test("a title with </script> cannot leave the JSON-LD script, and the JSON parses back to it", () => {
  const html = renderHead(hostileModel());
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? "");
  expect(scripts).toHaveLength(2);
  expect(html.match(/<script/g)).toHaveLength(2);
  expect(html).not.toContain("<script>alert(1)");
  const article = JSON.parse(scripts[0] ?? "") as Record<string, unknown>;
  expect(article.headline).toBe(HOSTILE);
  expect(article.description).toBe(HOSTILE);
});
