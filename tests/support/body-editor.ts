/**
 * The back office's body editor (CodeMirror 6, decision 073) in browser tests: found by its
 * label, its whole text read from the editor itself (the content element's text is what is
 * drawn, with cards in place of blocks, not the document).
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The editable text's accessible name: the field's label. */
const BODY = "Text (front matter, markdown and blocks)";

export const bodyEditor = (page: Page): Locator => page.getByRole("textbox", { name: BODY });

/**
 * The document of the editor: CodeMirror keeps its view on the content element
 * (`EditorView.findFromDOM` reads it the same way), so the test sees the text `onChange` sends.
 */
export function bodyText(page: Page): Promise<string> {
  return bodyEditor(page).evaluate((content) => {
    type Tile = { root?: { view?: { state: { doc: { toString(): string } } } } };
    const tile = (content as HTMLElement & { cmTile?: Tile }).cmTile;
    const view = tile?.root?.view;
    if (view === undefined) throw new Error("no CodeMirror view on the body's content element");
    return view.state.doc.toString();
  });
}

/** Waits until the editor holds exactly `text` (or text matching it). */
export async function expectBodyText(page: Page, text: string | RegExp): Promise<void> {
  if (typeof text === "string") await expect.poll(() => bodyText(page)).toBe(text);
  else await expect.poll(() => bodyText(page)).toMatch(text);
}

/** The cursor at the end of the text, the editor focused. */
export async function cursorAtEnd(page: Page): Promise<void> {
  await bodyEditor(page).focus();
  await page.keyboard.press("Control+End");
}

/** Console errors, uncaught errors and failed requests of `page` from now on, as text. */
export function watchEditorErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/**
 * `text` typed at the cursor: its words as typed input, each line break as the editor's own new
 * line (CodeMirror's `replaceSelection`, what its Enter command does). A key press of Enter
 * reaches the editor differently by platform: under the phone project's Android user agent
 * CodeMirror waits for the DOM change Android's keyboards make, which an emulated key press may
 * not make, and a line break was lost; `insertText` of a line break into a contenteditable can
 * lose one too.
 */
export async function typeText(page: Page, text: string): Promise<void> {
  const [first = "", ...lines] = text.split("\n");
  await typeWords(page, first);
  for (const line of lines) {
    await bodyEditor(page).evaluate((content) => {
      type View = {
        state: { replaceSelection(text: string): object };
        dispatch(spec: object): void;
      };
      const view = (content as HTMLElement & { cmTile?: { root?: { view?: View } } }).cmTile?.root
        ?.view;
      if (view === undefined) throw new Error("no CodeMirror view on the body's content element");
      view.dispatch({ ...view.state.replaceSelection("\n"), userEvent: "input" });
    });
    await typeWords(page, line);
  }
}

/**
 * Words typed as input, then waited for, the cursor after them too: the editor reads typed input
 * from the DOM a moment later, and a line break given before it has would land in front of the
 * words (a CI run once saved one there after the words' length was seen: the cursor too now).
 */
async function typeWords(page: Page, words: string): Promise<void> {
  if (words === "") return;
  const before = { length: (await bodyText(page)).length, cursor: await bodyCursor(page) };
  await page.keyboard.insertText(words);
  await expect
    .poll(async () => ({ length: (await bodyText(page)).length, cursor: await bodyCursor(page) }))
    .toEqual({ length: before.length + words.length, cursor: before.cursor + words.length });
}

/** Where the editor's cursor is: its offset in the document. */
export function bodyCursor(page: Page): Promise<number> {
  return bodyEditor(page).evaluate((content) => {
    type Tile = { root?: { view?: { state: { selection: { main: { head: number } } } } } };
    const view = (content as HTMLElement & { cmTile?: Tile }).cmTile?.root?.view;
    if (view === undefined) throw new Error("no CodeMirror view on the body's content element");
    return view.state.selection.main.head;
  });
}

/** The whole text replaced by `text`, typed as a writer would after selecting all. */
export async function replaceBody(page: Page, text: string): Promise<void> {
  await bodyEditor(page).focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await typeText(page, text);
}

/** The words `from`–`to` of the document selected, the editor focused (as a writer's drag). */
export async function selectInBody(page: Page, from: number, to: number): Promise<void> {
  await bodyEditor(page).evaluate(
    (content, [anchor, head]) => {
      type View = { dispatch(spec: unknown): void; focus(): void };
      const view = (content as HTMLElement & { cmTile?: { root?: { view?: View } } }).cmTile?.root
        ?.view;
      if (view === undefined) throw new Error("no CodeMirror view on the body's content element");
      view.dispatch({ selection: { anchor, head } });
      view.focus();
    },
    [from, to] as const,
  );
}
