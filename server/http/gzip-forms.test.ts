import zlib from "node:zlib";
import { expect, test } from "vitest";
import { createGzipForms } from "./gzip-forms.ts";

const bytes = (text: string) => Buffer.from(text.repeat(100));

test("a file version's gzip form is made once, concurrent requests included", async () => {
  const forms = createGzipForms();
  const [first, second] = await Promise.all([forms("a 1", bytes("a")), forms("a 1", bytes("a"))]);
  expect(first).toBe(second);
  expect(await forms("a 1", bytes("a"))).toBe(first);
  expect(zlib.gunzipSync(first).toString()).toBe("a".repeat(100));
});

test("the forms are bounded: the least recently used leaves first", async () => {
  const forms = createGzipForms(Number.MAX_SAFE_INTEGER, 2);
  const a = await forms("a", bytes("a"));
  await forms("b", bytes("b"));
  expect(await forms("a", bytes("a"))).toBe(a); // used again: b is now the oldest
  await forms("c", bytes("c"));
  expect(await forms("a", bytes("a"))).toBe(a);
  const b = await forms("b", bytes("b"));
  expect(await forms("b", bytes("b"))).toBe(b); // made again, then kept
});
