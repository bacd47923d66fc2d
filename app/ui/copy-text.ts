/** Copying text to the clipboard: the share bar's Copy link and the code blocks' Copy buttons. */

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
