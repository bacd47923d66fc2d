import { expect, test } from "vitest";
import type { PageMessage } from "#app/analysis/index.ts";
import { loadSiteIdentity } from "./site-identity.ts";

const readOnly = (text: string | undefined) => async () => {
  if (text === undefined) throw new Error("404");
  return text;
};

test("site.json is read again when it changes, and its problems are said on every page", async () => {
  const first = await loadSiteIdentity(readOnly(JSON.stringify({ title: "First Name" })));
  expect(first.title).toBe("First Name");
  const again = await loadSiteIdentity(readOnly(JSON.stringify({ title: "First Name" })));
  expect(again).toEqual(first);
  const renamed = await loadSiteIdentity(readOnly(JSON.stringify({ title: "Second Name" })));
  expect(renamed.title).toBe("Second Name");
  const messages: PageMessage[] = [];
  await loadSiteIdentity(readOnly("{ not json"), messages);
  await loadSiteIdentity(readOnly("{ not json"), messages);
  expect(messages).toHaveLength(2);
  expect(messages[0]?.level).toBe("error");
  expect(messages[1]).toEqual(messages[0]);
  expect((await loadSiteIdentity(readOnly(undefined))).title).not.toBe("Second Name");
});
