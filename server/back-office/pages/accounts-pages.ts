/**
 * The accounts page (decision 070): one's own sessions and password; an admin's every account
 * (how each signs in, and the button that removes someone's access), every session, and new
 * invites.
 */
import { createElement as h, type ReactNode } from "react";
import type { Account, Session } from "#server/back-office/accounts/account-store.ts";
import { documentOf } from "./page.ts";
import { alert, field } from "./sign-in-pages.ts";

export interface AccountsView {
  me: Account;
  /** Every account (an admin's view), else only `me`. */
  accounts: Account[];
  /** How many passkeys each account has. */
  passkeys: ReadonlyMap<string, number>;
  sessions: Session[];
  currentSession?: string;
  message?: string;
  /** What the last act did ("… can no longer sign in"). */
  notice?: string;
  /** A new invite link just made. */
  inviteLink?: string;
}

/** How an account signs in: "password and 2 passkeys", or "no access" (removed, or recovering). */
function signInWays(account: Account, passkeys: number): string {
  const ways = [
    ...(account.passwordHash === null ? [] : ["password"]),
    ...(passkeys === 0 ? [] : [passkeys === 1 ? "1 passkey" : `${passkeys} passkeys`]),
  ];
  return ways.length === 0 ? "no access" : ways.join(" and ");
}

/**
 * The admin's list of people: each account's role and ways to sign in, under which a disclosure
 * removes someone's access (two clicks, no script; in the same cell, so a phone shows it), never
 * one's own.
 */
function peopleTable(view: AccountsView): ReactNode {
  const row = (account: Account) => {
    const ways = signInWays(account, view.passkeys.get(account.id) ?? 0);
    const removable = account.id !== view.me.id && ways !== "no access";
    const remove = h(
      "details",
      null,
      h("summary", null, "Remove access"),
      h(
        "form",
        { method: "post", action: "/accounts/remove" },
        h("p", null, "Their password, passkeys and sessions go; a new invite gives them back."),
        h("input", { type: "hidden", name: "id", value: account.id }),
        h("button", { type: "submit" }, `Remove ${account.email}'s access`),
      ),
    );
    return h(
      "tr",
      { key: account.id },
      h("td", { className: "name" }, account.email),
      h("td", null, account.role),
      h("td", null, ways, removable ? remove : null),
    );
  };
  const headings = ["Email", "Role", "Access"];
  return h(
    "div",
    { className: "wide" },
    h(
      "table",
      null,
      h("caption", null, "People"),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          headings.map((text, at) => h("th", { key: at }, text)),
        ),
      ),
      h("tbody", null, view.accounts.map(row)),
    ),
  );
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
      h(
        "p",
        { role: "status" },
        view.notice ?? null,
        view.inviteLink
          ? ["Invite link (once, 7 days): ", h("code", { key: "link" }, view.inviteLink)]
          : null,
      ),
      admin ? peopleTable(view) : null,
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
