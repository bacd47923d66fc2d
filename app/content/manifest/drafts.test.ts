import { expect, test } from "vitest";
import { publishedManifestAt, showDrafts } from "./drafts.ts";

const published = (text: string) => publishedManifestAt(text, Date.now())?.text;

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

test("the published manifest holds done entries only, as written", () => {
  const text = JSON.stringify([
    { type: "blog", status: "staging", url: "/a", title: "Unannounced review" },
    { type: "blog", status: "open", url: "/b", title: "B" },
    { type: "blog", status: "done", url: "/c", title: "C" },
    { type: "nonsense", status: "done", url: "/d", title: "D" },
    { type: "blog", status: "bogus", url: "/e", title: "E" },
    7,
  ]);
  expect(JSON.parse(published(text) ?? "")).toEqual([
    { type: "blog", status: "done", url: "/c", title: "C" },
    { type: "nonsense", status: "done", url: "/d", title: "D" },
  ]);
});

test("a manifest that is not a JSON array publishes nothing", () => {
  expect(published('[{ "status": "staging"')).toBeUndefined();
  expect(published('{ "status": "done" }')).toBeUndefined();
});

test("a scheduled entry is in the published manifest from its publishAt on, and shown by the preview before", () => {
  const scheduled = {
    type: "blog",
    status: "done",
    url: "/monday",
    title: "Monday",
    // Far ahead: the preview reads the clock, and an instant that has passed is public as it is
    // (this test read 2026-12-07 and began failing on that morning).
    publishAt: "2126-12-07T09:00:00+01:00",
  };
  const text = JSON.stringify([scheduled, { type: "blog", status: "done", url: "/c", title: "C" }]);
  const due = Date.UTC(2126, 11, 7, 8);
  const before = publishedManifestAt(text, due - 1);
  expect(JSON.parse(before?.text ?? "")).toEqual([
    { type: "blog", status: "done", url: "/c", title: "C" },
  ]);
  expect(before?.nextPublishAt).toBe(due);
  const after = publishedManifestAt(text, due);
  expect(JSON.parse(after?.text ?? "")).toEqual([
    scheduled,
    { type: "blog", status: "done", url: "/c", title: "C" },
  ]);
  expect(after?.nextPublishAt).toBeUndefined();
  const preview = JSON.parse(showDrafts(text)) as unknown[];
  expect(preview[0]).toEqual({ type: "blog", status: "done", url: "/monday", title: "Monday" });
  expect(publishedManifestAt("{}", due)).toBeUndefined();
});
