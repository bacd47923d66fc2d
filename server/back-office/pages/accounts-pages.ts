/**
 * The accounts page (decision 070): one's own sessions and password; an admin's every account
 * (how each signs in, and the button that removes someone's access), the open invites (each
 * withdrawn with a button), every session, and new invites.
 */
import { createElement as h, type ReactNode } from "react";
import type {
  Account,
  AccountEvent,
  OpenInvite,
  Passkey,
  Session,
} from "#server/back-office/accounts/account-store.ts";
import {
  eventsTable,
  invitesTable,
  ownPasskeys,
  peopleTable,
  wideTable,
} from "./account-tables.ts";
import { documentOf, utcMinute } from "./page.ts";
import { PASSKEY_SCRIPTS, alert, field } from "./sign-in-pages.ts";

export interface AccountsView {
  me: Account;
  /** Every account (an admin's view), else only `me`. */
  accounts: Account[];
  /** How many passkeys each account has. */
  passkeys: ReadonlyMap<string, number>;
  /** `me`'s own passkeys. */
  ownPasskeys: readonly Passkey[];
  /** The invites whose links still open (an admin's view). */
  invites?: OpenInvite[];
  /** The latest changes to the accounts, newest first (an admin's view). */
  events?: AccountEvent[];
  sessions: Session[];
  currentSession?: string;
  message?: string;
  /** What the last act did ("… can no longer sign in"). */
  notice?: string;
  /** A new invite link just made. */
  inviteLink?: string;
  /** The back office's root relative to the request (`./`, `../` after an act). */
  base: string;
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
      h("td", null, utcMinute(session.createdAt)),
      h(
        "td",
        null,
        h(
          "form",
          { method: "post", action: "accounts/revoke" },
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
        h("a", { href: "admin/" }, "Editor"),
        " · ",
        h("a", { href: "review" }, "Review"),
      ),
      alert(view.message),
      h(
        "p",
        // The passkey script's messages go here too (sign-in-pages.ts).
        { role: "status", id: "passkey-status" },
        view.notice ?? null,
        view.inviteLink
          ? ["Invite link (once, 7 days): ", h("code", { key: "link" }, view.inviteLink)]
          : null,
      ),
      admin ? peopleTable(view.accounts, view.passkeys, view.me) : null,
      admin
        ? h(
            "form",
            { method: "post", action: "accounts/invite" },
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
      admin ? invitesTable(view.invites ?? []) : null,
      admin ? eventsTable(view.events ?? []) : null,
      wideTable("Sessions", ["Account", "Since (UTC)", "", "Browser"], rows),
      ownPasskeys(view.ownPasskeys),
      h(
        "form",
        { method: "post", action: "accounts/password" },
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
        { method: "post", action: "sign-out" },
        h("button", { type: "submit" }, "Sign out"),
      ),
    ),
    PASSKEY_SCRIPTS,
    view.base,
  );
}
