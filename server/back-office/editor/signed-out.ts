/**
 * When the back office stops knowing the person (their session ended: signed out elsewhere, a
 * new password, an admin's act, 14 days), every call of the editor is refused with 401. Decap
 * showed "Failed to persist entry: API_ERROR: unauthorized" in a toast, and a writer did not know
 * that their text was still there or what to do. Here any 401 puts up a box that says so, with a
 * link that opens the sign-in in a new tab: once signed in there, Publish again saves the text
 * this editor still holds. The next call the back office answers removes the box. It sits at the
 * bottom of the screen, off the editor's Publish button.
 */
import { showNoticeBox, watchRequests, type RequestingBackend } from "./notice-box.ts";

const ID = "signed-out";

export function askToSignInAgain(backend: RequestingBackend, page: Window): void {
  watchRequests(backend, {
    answered: () => page.document.getElementById(ID)?.remove(),
    refused: (_action, status) => {
      if (status === 401) showSignedOut(page);
    },
  });
}

function showSignedOut(page: Window): void {
  const { document } = page;
  if (document.getElementById(ID)) return;
  const text = document.createElement("p");
  text.textContent =
    "Nothing was saved, and your text is still here. Sign in again in a new tab, then come back and Publish again.";
  text.style.margin = "0 0 8px";
  const link = document.createElement("a");
  // Beside the editor's folder (`…/admin/` → `…/sign-in`).
  link.href = new URL("../sign-in", document.baseURI).href;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = "Sign in again (a new tab)";
  link.style.cssText = "color:#5f1414;font-weight:600;margin-right:16px";
  showNoticeBox({
    id: ID,
    role: "alert",
    title: "You are signed out",
    css: "left:12px;right:12px;bottom:12px;margin:0 auto;max-width:560px;background:#fdecea;color:#5f1414;border:1px solid #c62828",
    contents: [text, link],
  });
}
