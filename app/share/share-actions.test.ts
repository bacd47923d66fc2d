import { expect, test, vi } from "vitest";
import { isPhone, openSharePopup, type PopupHost } from "./share-actions.ts";

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

test("phones are told apart from desktops by their user agent", () => {
  expect(isPhone("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
  expect(isPhone("Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36")).toBe(true);
  expect(isPhone("Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36")).toBe(false);
});
