/** What a share button does in the browser: open the share popup, copy a link, detect phones. */
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

/** The parts of `document` the copy fallback uses. */
export interface CopyDocument {
  createElement(tag: "textarea"): HTMLTextAreaElement;
  body: { append(node: Node): void };
  execCommand(command: "copy"): boolean;
}

/**
 * Puts `text` on the clipboard. Where the Clipboard API is missing or refuses (older browsers,
 * insecure origins), selects it in a hidden textarea and uses the legacy copy command.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined = globalThis.navigator?.clipboard,
  doc: CopyDocument = document,
): Promise<void> {
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Falls through to the legacy path.
    }
  }
  const area = doc.createElement("textarea");
  area.value = text;
  area.readOnly = true;
  area.setAttribute("aria-hidden", "true");
  area.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;";
  doc.body.append(area);
  try {
    area.select();
    // execCommand is deprecated, but it is the only way to copy without the Clipboard API.
    if (!doc.execCommand("copy")) throw new Error("The copy command was refused");
  } finally {
    area.remove();
  }
}

/** Phones and tablets, where messaging apps open by URL scheme rather than a web dialog. */
export function isPhone(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
