/**
 * The newsroom's sign-in pages (decision 070): sign-in (password, or a passkey through the
 * script at sign-in/passkeys.js) and accepting an invite (a password, or a passkey). Their links
 * are relative to the page's `<base>`, the back office's root.
 */
import { createElement as h } from "react";
import { documentOf } from "./page.ts";

export const PASSKEY_SCRIPTS = ["sign-in/webauthn.js", "sign-in/passkeys.js"];

export const alert = (message: string | undefined) =>
  message ? h("p", { role: "alert", className: "error" }, message) : null;

/**
 * Filled and shown by the script when the page is not where the back office was told it is
 * (BACK_OFFICE_PATH behind a proxy): its sign-in cookie would not reach it.
 */
const wrongPlace = () =>
  h("p", { id: "office-root", role: "alert", className: "error", hidden: true });

export const field = (label: string, props: Record<string, unknown>) =>
  h("label", null, `${label} `, h("input", { required: true, ...props }));

export interface SignInView {
  message?: string;
  /** Where to go once signed in, from the back office's root (`admin/`). */
  next?: string;
  /** The back office's root relative to the request (`./`): the page shows at any path. */
  base?: string;
}

export function renderPersonSignIn({
  message,
  next = "admin/",
  base = "./",
}: SignInView = {}): string {
  return documentOf(
    "Back office: sign in",
    h(
      "main",
      { className: "sign-in" },
      h("h1", null, "Sign in"),
      wrongPlace(),
      alert(message),
      h(
        "button",
        { type: "button", id: "passkey-sign-in", "data-next": next },
        "Sign in with a passkey",
      ),
      h("p", { id: "passkey-status", role: "status" }),
      h(
        "form",
        { method: "post", action: "sign-in" },
        h("input", { type: "hidden", name: "next", value: next }),
        field("Email", { type: "email", name: "email", autoComplete: "username webauthn" }),
        field("Password", { type: "password", name: "password", autoComplete: "current-password" }),
        h("button", { type: "submit" }, "Sign in with a password"),
      ),
    ),
    PASSKEY_SCRIPTS,
    base,
  );
}

/** The invite's page, at `invite` (the back office's root is the page's folder). */
export function renderInvite(email: string, token: string, message?: string): string {
  return documentOf(
    "Back office: welcome",
    h(
      "main",
      { className: "sign-in" },
      h("h1", null, "Welcome"),
      wrongPlace(),
      h("p", null, `This invite makes the account ${email}. Choose how you sign in.`),
      alert(message),
      h(
        "button",
        { type: "button", id: "passkey-register", "data-token": token },
        "Create a passkey",
      ),
      h("p", { id: "passkey-status", role: "status" }),
      h(
        "form",
        { method: "post", action: "invite" },
        h("input", { type: "hidden", name: "token", value: token }),
        field("New password (12 characters or more)", {
          type: "password",
          name: "password",
          autoComplete: "new-password",
          minLength: 12,
        }),
        h("button", { type: "submit" }, "Set the password"),
      ),
    ),
    PASSKEY_SCRIPTS,
  );
}

/**
 * The passkey buttons' script: @simplewebauthn/browser (served beside it) and three buttons (sign
 * in, an invite's passkey, and another passkey on the accounts page).
 */
export const PASSKEY_JS = `const { startAuthentication, startRegistration } = globalThis.SimpleWebAuthnBrowser;
const status = document.getElementById("passkey-status");
// Relative to the page's <base> (the back office's root), which may sit under a path of the site.
const at = (path) => new URL(path, document.baseURI).href;
// The root the server sets its cookies for (BACK_OFFICE_PATH behind a proxy) against the one
// this page is under: a proxy at another path than the one set breaks the sign-in, say so first.
const wrongPlace = document.getElementById("office-root");
if (wrongPlace) fetch(at("sign-in/where")).then((answer) => answer.json()).then(({ root }) => {
  const here = new URL("./", document.baseURI).pathname;
  if (typeof root !== "string" || here === root) return;
  const fix = here === "/" ? "Unset BACK_OFFICE_PATH" : "Set BACK_OFFICE_PATH=" + here;
  wrongPlace.textContent = root === "/"
    ? "This back office is under " + here + " but BACK_OFFICE_PATH is not set: its invite " +
      "links miss " + here + " and its sign-in cookie goes to the whole site. " + fix +
      ", then restart it."
    : "Signing in will not hold here: this back office is under " + here +
      " but BACK_OFFICE_PATH says " + root + ", the only path its sign-in cookie is sent to. " +
      fix + " (or serve it under " + root + "), then restart it.";
  wrongPlace.hidden = false;
}, () => {});
async function post(url, body) {
  const answer = await fetch(at(url), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await answer.json();
  if (!answer.ok) throw new Error(json.error || "refused");
  return json;
}
const signIn = document.getElementById("passkey-sign-in");
if (signIn) signIn.addEventListener("click", async () => {
  try {
    status.textContent = "Waiting for the passkey…";
    const options = await post("sign-in/passkey/options", {});
    const response = await startAuthentication({ optionsJSON: options });
    await post("sign-in/passkey", { response });
    location.assign(at(signIn.dataset.next ?? "admin/"));
  } catch (error) { status.textContent = "Passkey sign-in failed: " + error.message; }
});
const register = document.getElementById("passkey-register");
if (register) register.addEventListener("click", async () => {
  try {
    status.textContent = "Waiting for the passkey…";
    const token = register.dataset.token;
    const options = await post("invite/passkey/options", { token });
    const response = await startRegistration({ optionsJSON: options });
    await post("invite/passkey", { token, response });
    location.assign(at("admin/"));
  } catch (error) { status.textContent = "The passkey was not made: " + error.message; }
});
const add = document.getElementById("passkey-add");
if (add) add.addEventListener("click", async () => {
  try {
    status.textContent = "Waiting for the passkey…";
    const options = await post("accounts/new-passkey/options", {});
    const response = await startRegistration({ optionsJSON: options });
    await post("accounts/new-passkey", { response });
    location.assign(at("accounts"));
  } catch (error) { status.textContent = "The passkey was not added: " + error.message; }
});
`;
