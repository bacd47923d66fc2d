/** What a share button does in the browser: open the share popup, detect phones. */
import { sharePopupFeatures, sharePopupName, type WindowFrame } from "./share-popup.ts";

/** The parts of `window` that opening a popup uses (a fake in unit tests). */
export interface PopupHost extends WindowFrame {
  open(url: string, target: string, features: string): { focus(): void } | null;
}

/**
 * Opens `url` in the target's popup, centred on the window; where the popup is blocked
 * (`window.open` returns null) opens it in a new tab instead.
 */
export function openSharePopup(url: string, target: string, host: PopupHost = window): void {
  const popup = host.open(url, sharePopupName(target), sharePopupFeatures(host));
  if (popup) popup.focus();
  else host.open(url, "_blank", "noopener");
}

/** Phones and tablets, where messaging apps open by URL scheme rather than a web dialog. */
export function isPhone(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
