import { expect, test } from "vitest";
import { sharePopupFeatures, sharePopupName } from "./share-popup.ts";

test("the popup is 800 by 500, centred on the current window", () => {
  const frame = { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 };
  expect(sharePopupFeatures(frame)).toBe("popup,width=800,height=500,left=340,top=200");
});

test("a window smaller than the popup centres it over the window, rounding to pixels", () => {
  const frame = { screenX: -1920, screenY: 0, outerWidth: 375, outerHeight: 667 };
  expect(sharePopupFeatures(frame)).toBe("popup,width=800,height=500,left=-2132,top=84");
});

test("each target has its own popup window name", () => {
  expect(sharePopupName("facebook")).toBe("share-facebook");
});
