/**
 * The newsroom's pages (decision 070): sign-in (password, or a passkey through the script at
 * /sign-in/passkeys.js), accepting an invite (a password, or a passkey), and the accounts page
 * (one's own sessions; an admin's: every account and session, and new invites).
 */
import { createElement as h, type ReactNode } from "react";
import type { Account, Session } from "#server/back-office/accounts/account-store.ts";
import { documentOf } from "./page.ts";

const PASSKEY_SCRIPTS = ["/sign-in/webauthn.js", "/sign-in/passkeys.js"];

const alert = (message: string | undefined) =>
  message ? h("p", { role: "alert", className: "error" }, message) : null;

const field = (label: string, props: Record<string, unknown>) =>
  h("label", null, `${label} `, h("input", { required: true, ...props }));

export function renderPersonSignIn(message?: string, next = "/admin/"): string {
  return documentOf(
    "Back office: sign in",
    h(
      "main",
      { className: "sign-in" },
      h("h1", null, "Sign in"),
      alert(message),
      h(
        "button",
        { type: "button", id: "passkey-sign-in", "data-next": next },
        "Sign in with a passkey",
      ),
      h("p", { id: "passkey-status", role: "status" }),
      h(
        "form",
        { method: "post", action: "/sign-in" },
        h("input", { type: "hidden", name: "next", value: next }),
        field("Email", { type: "email", name: "email", autoComplete: "username webauthn" }),
        field("Password", { type: "password", name: "password", autoComplete: "current-password" }),
        h("button", { type: "submit" }, "Sign in with a password"),
      ),
    ),
    PASSKEY_SCRIPTS,
  );
}

export function renderInvite(email: string, token: string, message?: string): string {
  return documentOf(
    "Back office: welcome",
    h(
      "main",
      { className: "sign-in" },
      h("h1", null, "Welcome"),
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
        { method: "post", action: "/invite" },
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

export interface AccountsView {
  me: Account;
  /** Every account (an admin's view), else only `me`. */
  accounts: Account[];
  sessions: Session[];
  currentSession?: string;
  message?: string;
  /** A new invite link just made. */
  inviteLink?: string;
}

// Long: the accounts page is one template (sessions, invites, accounts, the password form).
export function renderAccounts(view: AccountsView): string {
  const email = new Map(view.accounts.map((account) => [account.id, account.email]));
  const admin = view.me.role === "admin";
  const rows: ReactNode[] = view.sessions.map((session) =>
    h(
      "tr",
      { key: session.id },
      h("td", null, email.get(session.accountId) ?? session.accountId),
      h("td", null, new Date(session.createdAt).toISOString().slice(0, 16).replace("T", " ")),
      h(
        "td",
        null,
        h(
          "form",
          { method: "post", action: "/accounts/revoke" },
          h("input", { type: "hidden", name: "id", value: session.id }),
          h("button", { type: "submit" }, "End"),
        ),
      ),
      h("td", null, session.agent || "—", session.id === view.currentSession ? " (this one)" : ""),
    ),
  );
  return documentOf(
    "Back office: accounts",
    h(
      "main",
      null,
      h("h1", null, admin ? "Accounts" : "Your account"),
      h(
        "p",
        null,
        `Signed in as ${view.me.email} (${view.me.role}). `,
        h("a", { href: "/admin/" }, "Editor"),
        " · ",
        h("a", { href: "/review" }, "Review"),
      ),
      alert(view.message),
      view.inviteLink
        ? h(
            "p",
            { role: "status" },
            "Invite link (once, 7 days): ",
            h("code", null, view.inviteLink),
          )
        : null,
      admin
        ? h(
            "table",
            null,
            h("caption", null, "People"),
            h("thead", null, h("tr", null, h("th", null, "Email"), h("th", null, "Role"))),
            h(
              "tbody",
              null,
              view.accounts.map((account) =>
                h(
                  "tr",
                  { key: account.id },
                  h("td", null, account.email),
                  h("td", null, account.role),
                ),
              ),
            ),
          )
        : null,
      admin
        ? h(
            "form",
            { method: "post", action: "/accounts/invite" },
            h("h2", null, "Invite (or recover) an account"),
            field("Email", { type: "email", name: "email" }),
            h(
              "label",
              null,
              "Role ",
              h(
                "select",
                { name: "role" },
                ["writer", "editor", "admin"].map((role) => h("option", { key: role }, role)),
              ),
            ),
            h("button", { type: "submit" }, "Make an invite link"),
          )
        : null,
      h(
        "div",
        { className: "wide" },
        h(
          "table",
          null,
          h("caption", null, "Sessions"),
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", null, "Account"),
              h("th", null, "Since (UTC)"),
              h("th", null, ""),
              h("th", null, "Browser"),
            ),
          ),
          h("tbody", null, rows),
        ),
      ),
      h(
        "form",
        { method: "post", action: "/accounts/password" },
        h("h2", null, "Change your password"),
        h("p", null, "Every other session of yours ends."),
        field("New password (12 characters or more)", {
          type: "password",
          name: "password",
          autoComplete: "new-password",
          minLength: 12,
        }),
        h("button", { type: "submit" }, "Change the password"),
      ),
      h(
        "form",
        { method: "post", action: "/sign-out" },
        h("button", { type: "submit" }, "Sign out"),
      ),
    ),
  );
}

/** The sign-in page's script: @simplewebauthn/browser (served beside it) and two buttons. */
export const PASSKEY_JS = `const { startAuthentication, startRegistration } = globalThis.SimpleWebAuthnBrowser;
const status = document.getElementById("passkey-status");
async function post(url, body) {
  const answer = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await answer.json();
  if (!answer.ok) throw new Error(json.error || "refused");
  return json;
}
const signIn = document.getElementById("passkey-sign-in");
if (signIn) signIn.addEventListener("click", async () => {
  try {
    status.textContent = "Waiting for the passkey…";
    const options = await post("/sign-in/passkey/options", {});
    const response = await startAuthentication({ optionsJSON: options });
    await post("/sign-in/passkey", { response });
    location.assign(signIn.dataset.next || "/admin/");
  } catch (error) { status.textContent = "Passkey sign-in failed: " + error.message; }
});
const register = document.getElementById("passkey-register");
if (register) register.addEventListener("click", async () => {
  try {
    status.textContent = "Waiting for the passkey…";
    const token = register.dataset.token;
    const options = await post("/invite/passkey/options", { token });
    const response = await startRegistration({ optionsJSON: options });
    await post("/invite/passkey", { token, response });
    location.assign("/admin/");
  } catch (error) { status.textContent = "The passkey was not made: " + error.message; }
});
`;
