/**
 * The accounts page (`/accounts`, decision 070): each person's own sessions and password; an
 * admin's list of every account and session, the form that makes an invite link, the open invites'
 * withdrawal, and the button that removes someone's access (not one's own: another admin does
 * that). Each person adds a passkey (a second device) and removes one (a lost device).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  ROLES,
  type Account,
  type AccountStore,
  type Role,
} from "#server/back-office/accounts/account-store.ts";
import { hashPassword, passwordProblem } from "#server/back-office/accounts/passwords.ts";
import type { Person } from "#server/back-office/accounts/roles.ts";
import { renderAccounts, type AccountsView } from "#server/back-office/pages/accounts-pages.ts";
import { renderPersonSignIn } from "#server/back-office/pages/sign-in-pages.ts";
import { newPasskeyRoute } from "./passkeys.ts";
import {
  addressOf,
  html,
  json,
  readOwnForm,
  redirect,
  rootFrom,
  startSession,
  type Newsroom,
} from "./newsroom-replies.ts";

/** What the page says after an act. */
type Said = Pick<AccountsView, "message" | "notice" | "inviteLink">;
interface ActContext {
  me: Account;
  accounts: AccountStore;
  /** Where browsers reach the back office (`https://office.example.com/`), for an invite's link. */
  address: string;
}

/**
 * Acts on the accounts page answered with the page: its status and words. An admin's act names
 * its refusal to anyone else (403); the others are each person's own.
 */
const ACTS: Record<
  string,
  { refusal?: string; act(form: URLSearchParams, context: ActContext): Promise<[number, Said]> }
> = {
  "/accounts/passkeys/remove": {
    async act(form, { me, accounts }) {
      const id = form.get("id") ?? "";
      const own = await accounts.passkeys(me.id);
      if (!own.some((passkey) => passkey.id === id))
        return [404, { message: "No such passkey of yours." }];
      if (own.length === 1 && me.passwordHash === null)
        return [
          400,
          { message: "It is your only way to sign in: add a password or another passkey first." },
        ];
      await accounts.removePasskey(me.id, id);
      await accounts.recordEvent(me.email, `removed a passkey (…${id.slice(-8)})`);
      return [200, { notice: "The passkey is removed: it no longer signs you in." }];
    },
  },
  "/accounts/remove": {
    refusal: "only an admin removes an account's access",
    async act(form, { me, accounts }) {
      const account = await accounts.findById(form.get("id") ?? "");
      if (!account) return [404, { message: "No such account." }];
      if (account.id === me.id)
        return [400, { message: "Your own access is removed by another admin." }];
      await accounts.removeAccess(account);
      await accounts.recordEvent(me.email, `removed ${account.email}'s access`);
      return [200, { notice: `${account.email} can no longer sign in.` }];
    },
  },
  "/accounts/role": {
    refusal: "only an admin changes a role",
    async act(form, { me, accounts }) {
      const account = await accounts.findById(form.get("id") ?? "");
      const role = form.get("role") ?? "";
      if (!account) return [404, { message: "No such account." }];
      if (!(ROLES as readonly string[]).includes(role))
        return [400, { message: "A role is writer, editor or admin." }];
      if (account.id === me.id)
        return [400, { message: "Your own role is changed by another admin." }];
      await accounts.setRole(account.id, role as Role);
      await accounts.recordEvent(
        me.email,
        `changed ${account.email}'s role from ${account.role} to ${role}`,
      );
      return [
        200,
        { notice: `${account.email} is now ${role === "writer" ? "a" : "an"} ${role}.` },
      ];
    },
  },
  "/accounts/withdraw": {
    refusal: "only an admin withdraws an invite",
    async act(form, { me, accounts }) {
      const email = (form.get("email") ?? "").trim().toLowerCase();
      if (!(await accounts.withdrawInvites(email)))
        return [404, { message: `No open invite to ${email || "that address"}.` }];
      await accounts.recordEvent(me.email, `withdrew the invite to ${email}`);
      return [200, { notice: `The invite to ${email} is withdrawn: its link no longer opens.` }];
    },
  },
  "/accounts/invite": {
    refusal: "only an admin invites",
    async act(form, { me, accounts, address }) {
      const email = (form.get("email") ?? "").trim();
      const role = form.get("role") ?? "";
      if (!/^[^@\s]+@[^@\s]+$/.test(email) || !(ROLES as readonly string[]).includes(role))
        return [400, { message: "An invite needs an email and a role (writer, editor or admin)." }];
      const token = await accounts.invite(email, role as Role);
      await accounts.recordEvent(me.email, `invited ${email.toLowerCase()} as ${role}`);
      return [200, { inviteLink: `${address}invite?token=${token}` }];
    },
  },
};

export async function accountsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
  person: Person,
): Promise<void> {
  const { accounts } = room;
  const me = await accounts.findById(person.accountId ?? "");
  if (!me) return html(res, 401, renderPersonSignIn({ base: rootFrom(pathname) }));
  const admin = me.role === "admin";
  /** The page as `me` sees it now, with what the last act said. */
  const view = async (said: Said = {}) =>
    renderAccounts({
      me,
      accounts: admin ? await accounts.list() : [me],
      passkeys: await accounts.passkeyCounts(),
      ownPasskeys: await accounts.passkeys(me.id),
      ...(admin && { invites: await accounts.openInvites(), events: await accounts.events() }),
      sessions: admin ? await accounts.sessions() : await accounts.sessions(me.id),
      ...(person.sessionId && { currentSession: person.sessionId }),
      ...said,
      base: rootFrom(pathname),
    });
  if (req.method === "GET" || req.method === "HEAD") return html(res, 200, await view());
  if (pathname.startsWith("/accounts/new-passkey"))
    return newPasskeyRoute(req, res, room, pathname, me);
  const form = await readOwnForm(req, res, "GET or POST");
  if (!form) return;
  if (pathname === "/accounts/revoke") {
    const id = form.get("id") ?? "";
    const session = (await accounts.sessions(admin ? undefined : me.id)).find((s) => s.id === id);
    if (!session) return html(res, 404, await view({ message: "No such session." }));
    await accounts.endSession(id);
    if (session.accountId !== me.id) {
      const owner = await accounts.findById(session.accountId);
      await accounts.recordEvent(me.email, `ended a session of ${owner?.email ?? "an account"}`);
    }
    return redirect(res, id === person.sessionId ? "sign-in" : "accounts");
  }
  if (pathname === "/accounts/password") {
    const password = form.get("password") ?? "";
    const problem = passwordProblem(password);
    if (problem) return html(res, 400, await view({ message: problem }));
    await accounts.setPassword(me.id, await hashPassword(password));
    await accounts.recordEvent(me.email, "changed their password");
    return startSession(req, res, room, me, "accounts");
  }
  const act = Object.hasOwn(ACTS, pathname) ? ACTS[pathname] : undefined;
  if (act) {
    if (act.refusal !== undefined && !admin) return json(res, 403, { error: act.refusal });
    const [status, said] = await act.act(form, { me, accounts, address: addressOf(req, room) });
    return html(res, status, await view(said));
  }
  return json(res, 404, { error: "Not Found" });
}
