/**
 * The tables of the accounts page (accounts-pages.ts), and the admin's two lists there: the
 * people, with how each signs in and the disclosures that change someone's role and remove their
 * access, and the invites whose links still open, each withdrawn with a button. Forms without
 * script.
 */
import { createElement as h, type ReactNode } from "react";
import {
  ROLES,
  type Account,
  type AccountEvent,
  type OpenInvite,
  type Passkey,
} from "#server/back-office/accounts/account-store.ts";
import { utcMinute } from "./page.ts";

/** A table in its scrolling box (a phone scrolls it sideways, not the page). */
export function wideTable(
  caption: string,
  headings: readonly string[],
  rows: ReactNode[],
): ReactNode {
  return h(
    "div",
    { className: "wide" },
    h(
      "table",
      null,
      h("caption", null, caption),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          headings.map((text, at) => h("th", { key: at }, text)),
        ),
      ),
      h("tbody", null, rows),
    ),
  );
}

/** How an account signs in: "password", "2 passkeys"; none once removed (or while recovering). */
function signInWays(account: Account, passkeys: number): string[] {
  return [
    ...(account.passwordHash === null ? [] : ["password"]),
    ...(passkeys === 0 ? [] : [passkeys === 1 ? "1 passkey" : `${passkeys} passkeys`]),
  ];
}

/**
 * Each account's role and ways to sign in, under which disclosures change someone's role and
 * remove their access (two clicks; in the same cell, so a phone shows them), never `me`'s own.
 */
export function peopleTable(
  accounts: readonly Account[],
  passkeys: ReadonlyMap<string, number>,
  me: Account,
): ReactNode {
  const row = (account: Account) => {
    const ways = signInWays(account, passkeys.get(account.id) ?? 0);
    const remove = h(
      "details",
      null,
      h("summary", null, "Remove access"),
      h(
        "form",
        { method: "post", action: "accounts/remove" },
        h("p", null, "Their password, passkeys and sessions go; a new invite gives them back."),
        h("input", { type: "hidden", name: "id", value: account.id }),
        h("button", { type: "submit" }, `Remove ${account.email}'s access`),
      ),
    );
    const changeRole = h(
      "details",
      null,
      h("summary", null, "Change role"),
      h(
        "form",
        { method: "post", action: "accounts/role" },
        h("input", { type: "hidden", name: "id", value: account.id }),
        h(
          "label",
          null,
          `${account.email}'s role `,
          h(
            "select",
            { name: "role", defaultValue: account.role },
            ROLES.map((role) => h("option", { key: role }, role)),
          ),
        ),
        h("button", { type: "submit" }, "Set the role"),
      ),
    );
    return h(
      "tr",
      { key: account.id },
      h("td", { className: "name" }, account.email),
      h("td", null, account.role, account.id === me.id ? null : changeRole),
      h(
        "td",
        null,
        ways.length === 0 ? "no access" : ways.join(" and "),
        account.id !== me.id && ways.length > 0 ? remove : null,
      ),
    );
  };
  return wideTable("People", ["Email", "Role", "Access"], accounts.map(row));
}

/** The invites whose links still open, one row per email (withdrawing takes all its links). */
export function invitesTable(invites: readonly OpenInvite[]): ReactNode {
  if (invites.length === 0) return null;
  const latest = new Map(invites.map((invite) => [invite.email, invite]));
  const row = (invite: OpenInvite) =>
    h(
      "tr",
      { key: invite.email },
      h("td", { className: "name" }, invite.email),
      h("td", null, invite.role),
      h("td", null, utcMinute(invite.expiresAt)),
      h(
        "td",
        null,
        h(
          "form",
          { method: "post", action: "accounts/withdraw" },
          h("input", { type: "hidden", name: "email", value: invite.email }),
          // Short on the screen (a phone's column), whole for a screen reader.
          h(
            "button",
            { type: "submit", "aria-label": `Withdraw the invite to ${invite.email}` },
            "Withdraw",
          ),
        ),
      ),
    );
  return wideTable(
    "Open invites",
    ["Email", "Role", "Until (UTC)", ""],
    [...latest.values()].map(row),
  );
}

/**
 * The person's own passkeys, each removed with a button (a lost device), and the button that adds
 * one (a second device; the passkey script, sign-in-pages.ts).
 */
export function ownPasskeys(passkeys: readonly Passkey[]): ReactNode {
  const name = (passkey: Passkey) => `Passkey …${passkey.id.slice(-8)}`;
  return h(
    "section",
    { "aria-labelledby": "passkeys-title" },
    h("h2", { id: "passkeys-title" }, "Your passkeys"),
    passkeys.length === 0
      ? h("p", null, "None yet: a passkey signs you in with this device's screen lock.")
      : h(
          "ul",
          null,
          passkeys.map((passkey) =>
            h(
              "li",
              { key: passkey.id },
              `${name(passkey)} `,
              h(
                "form",
                { method: "post", action: "accounts/passkeys/remove", className: "inline" },
                h("input", { type: "hidden", name: "id", value: passkey.id }),
                h("button", { type: "submit", "aria-label": `Remove ${name(passkey)}` }, "Remove"),
              ),
            ),
          ),
        ),
    h("button", { type: "button", id: "passkey-add" }, "Add a passkey"),
  );
}

/** The latest changes to the accounts: who made each (decision 070's record of who did what). */
export function eventsTable(events: readonly AccountEvent[]): ReactNode {
  if (events.length === 0) return null;
  const row = (event: AccountEvent, at: number) =>
    h(
      "tr",
      { key: at },
      h("td", null, utcMinute(event.at)),
      h("td", { className: "name" }, event.actor),
      h("td", null, event.act),
    );
  return wideTable("Account changes", ["When (UTC)", "Who", "What"], events.map(row));
}
