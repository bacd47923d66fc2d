import { expect, test } from "vitest";
import type { RoutePageData } from "./load-route-page.ts";
import { leaveHtmlOutOfHydration } from "./hydration-data.server.ts";

const data = () =>
  ({
    content: {
      headerHtml: "<h1>Title</h1>",
      parts: [{ kind: "text", html: "<p>Text</p>" }, { kind: "grid" }],
      faq: [{ question: "Why?", id: "why", answerHtml: "<p>Because</p>" }],
    },
  }) as unknown as RoutePageData;

test("the text and header HTML stay readable for the render but are not encoded; FAQ answers are", () => {
  const model = leaveHtmlOutOfHydration(data());
  const content = model.content!;
  expect(content.headerHtml).toBe("<h1>Title</h1>");
  expect(content.parts[0]).toMatchObject({ html: "<p>Text</p>" });
  const encoded = JSON.stringify(model);
  expect(encoded).not.toContain("<h1>Title</h1>");
  expect(encoded).not.toContain("<p>Text</p>");
  expect(encoded).toContain("<p>Because</p>");
  expect(JSON.parse(encoded)).toMatchObject({ content: { htmlInPage: true } });
});

test("a page with no content is left as it is", () => {
  const model = { content: null } as unknown as RoutePageData;
  expect(leaveHtmlOutOfHydration(model)).toEqual({ content: null });
});
