/**
 * The accounts page (`/accounts`, decision 070): each person's own sessions and password; an
 * admin's list of every account and session, the form that makes an invite link, and the button
 * that removes someone's access (not one's own: another admin does that).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { ROLES, type Role } from "#server/back-office/accounts/account-store.ts";
import { hashPassword, passwordProblem } from "#server/back-office/accounts/passwords.ts";
import type { Person } from "#server/back-office/accounts/roles.ts";
import { renderAccounts } from "#server/back-office/pages/accounts-pages.ts";
import { renderPersonSignIn } from "#server/back-office/pages/sign-in-pages.ts";
import {
  html,
  json,
  originOf,
  readOwnForm,
  redirect,
  startSession,
  type Newsroom,
} from "./newsroom-replies.ts";

export async function accountsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  room: Newsroom,
  pathname: string,
  person: Person,
): Promise<void> {
  const { accounts } = room;
  const me = await accounts.findById(person.accountId ?? "");
  if (!me) return html(res, 401, renderPersonSignIn());
  const admin = me.role === "admin";
  const view = async (message?: string, inviteLink?: string, notice?: string) =>
    renderAccounts({
      me,
      accounts: admin ? await accounts.list() : [me],
      passkeys: await accounts.passkeyCounts(),
      sessions: admin ? await accounts.sessions() : await accounts.sessions(me.id),
      ...(person.sessionId && { currentSession: person.sessionId }),
      ...(message && { message }),
      ...(inviteLink && { inviteLink }),
      ...(notice && { notice }),
    });
  if (req.method === "GET" || req.method === "HEAD") return html(res, 200, await view());
  const form = await readOwnForm(req, res, "GET or POST");
  if (!form) return;
  if (pathname === "/accounts/revoke") {
    const id = form.get("id") ?? "";
    const session = (await accounts.sessions(admin ? undefined : me.id)).find((s) => s.id === id);
    if (!session) return html(res, 404, await view("No such session."));
    await accounts.endSession(id);
    return redirect(res, id === person.sessionId ? "/sign-in" : "/accounts");
  }
  if (pathname === "/accounts/password") {
    const password = form.get("password") ?? "";
    const problem = passwordProblem(password);
    if (problem) return html(res, 400, await view(problem));
    await accounts.setPassword(me.id, await hashPassword(password));
    return startSession(req, res, room, me, "/accounts");
  }
  if (pathname === "/accounts/remove") {
    if (!admin) return json(res, 403, { error: "only an admin removes an account's access" });
    const account = await accounts.findById(form.get("id") ?? "");
    if (!account) return html(res, 404, await view("No such account."));
    if (account.id === me.id)
      return html(res, 400, await view("Your own access is removed by another admin."));
    await accounts.removeAccess(account);
    return html(
      res,
      200,
      await view(undefined, undefined, `${account.email} can no longer sign in.`),
    );
  }
  if (pathname === "/accounts/invite") {
    if (!admin) return json(res, 403, { error: "only an admin invites" });
    const email = (form.get("email") ?? "").trim();
    const role = form.get("role") ?? "";
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || !(ROLES as readonly string[]).includes(role))
      return html(
        res,
        400,
        await view("An invite needs an email and a role (writer, editor or admin)."),
      );
    const token = await accounts.invite(email, role as Role);
    return html(res, 200, await view(undefined, `${originOf(req, room)}/invite?token=${token}`));
  }
  return json(res, 404, { error: "Not Found" });
}
