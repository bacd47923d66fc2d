import { expect, test, vi } from "vitest";
import {
  copyText,
  isPhone,
  openSharePopup,
  type CopyDocument,
  type PopupHost,
} from "./share-actions.ts";

function host(result: { focus(): void } | null): PopupHost & { open: ReturnType<typeof vi.fn> } {
  return { screenX: 0, screenY: 0, outerWidth: 1000, outerHeight: 700, open: vi.fn(() => result) };
}

test("a share opens the target's popup centred on the window and focuses it", () => {
  const popup = { focus: vi.fn() };
  const win = host(popup);
  openSharePopup("https://x.com/intent/post?url=u", "x", win);
  expect(win.open).toHaveBeenCalledExactlyOnceWith(
    "https://x.com/intent/post?url=u",
    "share-x",
    "popup,width=800,height=500,left=100,top=100",
  );
  expect(popup.focus).toHaveBeenCalledOnce();
});

test("a blocked popup falls back to a new tab without an opener", () => {
  const win = host(null);
  openSharePopup("https://vk.com/share.php?url=u", "vk", win);
  expect(win.open).toHaveBeenLastCalledWith("https://vk.com/share.php?url=u", "_blank", "noopener");
  expect(win.open).toHaveBeenCalledTimes(2);
});

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

test("phones are told apart from desktops by their user agent", () => {
  expect(isPhone("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
  expect(isPhone("Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36")).toBe(true);
  expect(isPhone("Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36")).toBe(false);
});
