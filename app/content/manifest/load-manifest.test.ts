import { expect, test } from "vitest";
import { loadManifest } from "./manifest.ts";

const first = JSON.stringify([{ type: "blog", status: "done", url: "/insights/a", title: "A" }]);
const second = JSON.stringify([{ type: "blog", status: "done", url: "/insights/b", title: "B" }]);

test("the same manifest text is parsed once: a build that loads every page reuses it", async () => {
  const one = await loadManifest(async () => first);
  const again = await loadManifest(async () => first);
  expect(again.entries).toBe(one.entries);
});

test("a changed manifest is parsed again, never served from the earlier text", async () => {
  await loadManifest(async () => first);
  const changed = await loadManifest(async () => second);
  expect(changed.entries.map((entry) => entry.url)).toEqual(["/insights/b"]);
  const back = await loadManifest(async () => first);
  expect(back.entries.map((entry) => entry.url)).toEqual(["/insights/a"]);
});
