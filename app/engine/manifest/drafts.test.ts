import { expect, test } from "vitest";
import { showDrafts } from "./drafts.ts";

test("the preview manifest shows staging and open entries as done", () => {
  const text = JSON.stringify([
    { type: "blog", status: "staging", url: "/a", title: "A" },
    { type: "blog", status: "open", url: "/b", title: "B" },
    { type: "blog", status: "bogus", url: "/c", title: "C" },
    7,
  ]);
  expect(JSON.parse(showDrafts(text))).toEqual([
    { type: "blog", status: "done", url: "/a", title: "A" },
    { type: "blog", status: "done", url: "/b", title: "B" },
    { type: "blog", status: "bogus", url: "/c", title: "C" },
    7,
  ]);
});

test("a manifest that is not JSON is previewed as written", () => {
  expect(showDrafts("[{")).toBe("[{");
});
