import { expect, test, vi } from "vitest";
import { copyText, type CopyDocument } from "./copy-text.ts";

function fakeDocument(copies: boolean) {
  const area = {
    value: "",
    readOnly: false,
    style: { cssText: "" },
    setAttribute: vi.fn(),
    select: vi.fn(),
    remove: vi.fn(),
  };
  const copied: string[] = [];
  const doc = {
    createElement: () => area,
    body: { append: vi.fn() },
    execCommand: vi.fn(() => {
      if (copies) copied.push(area.value);
      return copies;
    }),
  };
  return { doc: doc as unknown as CopyDocument, area, copied };
}

test("copy uses the Clipboard API where there is one", async () => {
  const clipboard = { writeText: vi.fn(async () => {}) };
  const { doc, copied } = fakeDocument(true);
  await copyText("https://domains.example/", clipboard, doc);
  expect(clipboard.writeText).toHaveBeenCalledWith("https://domains.example/");
  expect(copied).toEqual([]);
});

test("without the Clipboard API copy selects a hidden textarea and removes it again", async () => {
  const { doc, area, copied } = fakeDocument(true);
  await copyText("https://domains.example/a", undefined, doc);
  expect(copied).toEqual(["https://domains.example/a"]);
  expect(area.select).toHaveBeenCalledOnce();
  expect(area.remove).toHaveBeenCalledOnce();
});

test("a refused Clipboard API falls back to the textarea; a refused fallback rejects", async () => {
  const clipboard = { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) };
  const ok = fakeDocument(true);
  await copyText("u", clipboard, ok.doc);
  expect(ok.copied).toEqual(["u"]);
  const refused = fakeDocument(false);
  await expect(copyText("u", undefined, refused.doc)).rejects.toThrow("refused");
  expect(refused.area.remove).toHaveBeenCalledOnce();
});
