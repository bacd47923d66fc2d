/**
 * When the back office refuses to open an entry (its row is in a manifest that does not parse,
 * its path is not one the content folder holds, the file cannot be read), Decap shows the
 * refusal as a bare line of text where the form would be, with no header and no way back but the
 * browser's. Here such a refusal also puts up a box at the foot of the screen (off that line):
 * what happened, that nothing was changed, a link back to the entry's list and a button that
 * tries again. Going to another view removes it. A refusal for want of a sign-in has its own box
 * (signed-out.ts). A page that does not exist is no refusal: Decap says so itself.
 */
import { showNoticeBox, watchRequests, type RequestingBackend } from "./notice-box.ts";

const ID = "entry-not-opened";

export function explainUnopenedEntries(backend: RequestingBackend, page: Window): void {
  watchRequests(backend, {
    refused: (action, status) => {
      if (action === "getEntry" && status !== 401) showUnopened(page);
    },
  });
  page.addEventListener("hashchange", () => page.document.getElementById(ID)?.remove());
}

/** `#/collections/posts/entries/insights/x` → `#/collections/posts`; elsewhere, the home view. */
export function listAddress(hash: string): string {
  const collection = /^#\/collections\/([^/]+)\//.exec(hash)?.[1];
  return collection === undefined ? "#/" : `#/collections/${collection}`;
}

function showUnopened(page: Window): void {
  const { document } = page;
  const text = document.createElement("p");
  text.textContent =
    "The back office did not open this entry: why is written at the top. Nothing was changed.";
  text.style.margin = "0 0 8px";
  const back = document.createElement("a");
  back.href = listAddress(page.location.hash);
  back.textContent = "Back to the list";
  back.style.cssText = "display:inline-block;margin:0 16px 8px 0;color:#1a56b8;font-weight:600";
  const again = document.createElement("button");
  again.type = "button";
  again.textContent = "Try again";
  again.style.marginRight = "8px";
  again.addEventListener("click", () => page.location.reload());
  showNoticeBox({
    id: ID,
    role: "alert",
    title: "This entry is not open",
    css: "bottom:16px;left:16px;right:16px;max-width:36rem;background:#fff;color:#1b1b1b;border:2px solid #b42318",
    contents: [text, back, again],
  });
}
