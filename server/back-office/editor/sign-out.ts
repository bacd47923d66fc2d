/**
 * Decap's **Log Out** (its avatar menu) signs the person out of the back office.
 *
 * Decap's proxy backend forgets only its own stored user on Log Out and shows its Login screen;
 * the back office's session stayed, so the next visit to `/admin/` was signed in again and a
 * person leaving a shared computer was not signed out. Here Log Out posts the back office's
 * `/sign-out` (which ends the session and clears its cookies) and opens the back office's front
 * page, which asks for a sign-in wherever one is needed.
 */

/** The part of `window` this needs. */
export interface SignOutWindow {
  document: { baseURI: string };
  location: { assign(url: string): void };
  fetch(url: string, init: { method: "POST"; credentials: "same-origin" }): Promise<unknown>;
}

export function signOutOnLogout(backend: { logout(): unknown }, page: SignOutWindow): void {
  backend.logout = async () => {
    // Relative to `…/admin/`: behind nginx the back office may live under a path of the site.
    const at = (path: string) => new URL(path, page.document.baseURI).href;
    await page
      .fetch(at("../sign-out"), { method: "POST", credentials: "same-origin" })
      .catch(() => undefined);
    page.location.assign(at("../"));
  };
}
