/**
 * The newsroom from outside (decision 070): `npm run back-office -- invite …` as a real process,
 * an invite accepted with a password, proxy actions sent with a person's session cookie, and
 * Chromium's virtual authenticator for the browser tests.
 */
import { spawn } from "node:child_process";
import type { Page } from "@playwright/test";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Answer } from "#tests/support/dashboard-process.ts";
import type { BackOfficeSite } from "#tests/support/back-office.ts";
import type { ProjectPlace } from "#tests/support/dashboard-process.ts";

const MAIN = fileURLToPath(new URL("../../server/back-office/main.ts", import.meta.url));

/** `npm run back-office -- ARGS`; `place`: another install of the project (a production one). */
export function runBackOffice(
  args: readonly string[],
  env: Record<string, string>,
  place?: ProjectPlace,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const main = place ? path.join(place.cwd, "server", "back-office", "main.ts") : MAIN;
    const child = spawn(place?.node ?? process.execPath, [main, ...args], {
      cwd: place?.cwd,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (stderr += String(chunk)));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The invite link `invite EMAIL --role ROLE` prints, for the office's store. */
export async function inviteLink(
  site: BackOfficeSite,
  email: string,
  role: string,
  place?: ProjectPlace,
) {
  const answer = await runBackOffice(
    ["invite", email, "--role", role],
    { CLICKS_DB: `${site.dir}/clicks.sqlite`, BACK_OFFICE_PORT: String(site.process.port) },
    place,
  );
  if (answer.code !== 0) throw new Error(`invite failed: ${answer.stderr}`);
  return new URL(answer.stdout.trim());
}

const sameSite = (site: BackOfficeSite) => ({
  host: `127.0.0.1:${site.process.port}`,
  origin: `http://127.0.0.1:${site.process.port}`,
  "sec-fetch-site": "same-origin",
  "content-type": "application/x-www-form-urlencoded",
});

const cookieOf = (answer: Answer) =>
  String(answer.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";

/** Makes the account with a password; the session cookie (`name=value`). */
export async function joinWithPassword(
  site: BackOfficeSite,
  email: string,
  role: string,
  password: string,
  place?: ProjectPlace,
): Promise<string> {
  const token = (await inviteLink(site, email, role, place)).searchParams.get("token") ?? "";
  const answer = await site.call("/invite", {
    method: "POST",
    headers: sameSite(site),
    body: new URLSearchParams({ token, password }).toString(),
  });
  if (answer.status !== 303) throw new Error(`invite refused: ${answer.status} ${answer.body}`);
  return cookieOf(answer);
}

export async function signIn(
  site: BackOfficeSite,
  email: string,
  password: string,
): Promise<{ answer: Answer; cookie: string }> {
  const answer = await site.call("/sign-in", {
    method: "POST",
    headers: sameSite(site),
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { answer, cookie: cookieOf(answer) };
}

/** A form post from the back office's own page, with a session cookie. */
export function postForm(
  site: BackOfficeSite,
  target: string,
  cookie: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return site.call(target, {
    method: "POST",
    headers: { ...sameSite(site), cookie, ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

/** A proxy action as the editor sends it, with a person's cookie. */
export async function cmsAs(
  site: BackOfficeSite,
  cookie: string,
  action: string,
  params: Record<string, unknown> = {},
): Promise<{ status: number; json: unknown }> {
  const answer = await site.call("/api/cms", {
    method: "POST",
    headers: { ...sameSite(site), "content-type": "application/json", cookie },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  return { status: answer.status, json: JSON.parse(answer.body) as unknown };
}

/** Chromium's virtual authenticator in `page`'s browser: a passkey device that always agrees. */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
