/**
 * Two back-office servers of one folder share one account store (decision 076): a passkey
 * ceremony whose challenge one server issued is answered on the other, for an invite (a passkey
 * made) and for a sign-in; each challenge is used once. Real processes, a real SQLite file and a
 * real Postgres server; the passkey is a software authenticator checked by @simplewebauthn/server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";
import { runBackOffice } from "#tests/support/newsroom.ts";
import { postgresAvailable, requirePostgresInCi, startPostgres } from "#tests/support/postgres.ts";
import { softAuthenticator } from "#tests/support/soft-authenticator.ts";

requirePostgresInCi();
/** In this branch's range (4440..4449). */
const postgres = postgresAvailable() ? startPostgres(4445) : undefined;
const dir = mkdtempSync(path.join(tmpdir(), "passkey-servers-"));
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The origin browsers use: one name in front of both servers (a load balancer's). */
const ORIGIN = "http://localhost:8080";

async function post(site: BackOfficeSite, target: string, body: unknown) {
  const answer = await site.call(target, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });
  const cookie = String(answer.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  return {
    status: answer.status,
    json: JSON.parse(answer.body) as Record<string, unknown>,
    cookie,
  };
}

function suite(store: () => Record<string, string>) {
  test("a passkey made and used across two servers: each ceremony ends on the other server, once", async () => {
    const env = { ...store(), BACK_OFFICE_ORIGIN: ORIGIN };
    const one = await startBackOffice({ env });
    const two = await startBackOffice({ env });
    try {
      const invited = await runBackOffice(["invite", "two@example.com", "--role", "writer"], env);
      expect(invited.code, invited.stderr).toBe(0);
      const token = new URL(invited.stdout.trim()).searchParams.get("token") ?? "";
      const key = softAuthenticator();

      const creation = await post(one, "/invite/passkey/options", { token });
      expect(creation.status).toBe(200);
      const made = key.register(creation.json as never, ORIGIN);
      const joined = await post(two, "/invite/passkey", { token, response: made });
      expect(joined.status, JSON.stringify(joined.json)).toBe(200);
      expect(joined.cookie).toMatch(/^back_office_session=/);

      const request = await post(two, "/sign-in/passkey/options", {});
      expect(request.status).toBe(200);
      const answer = key.authenticate(request.json as never, ORIGIN);
      const signedIn = await post(one, "/sign-in/passkey", { response: answer });
      expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
      const page = await two.call("/accounts", { headers: { cookie: signedIn.cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toContain("two@example.com");

      // The same answer again, on either server: its challenge is used.
      for (const site of [one, two]) {
        const replay = await post(site, "/sign-in/passkey", { response: answer });
        expect(replay.status).toBe(400);
        expect(replay.cookie).toBe("");
      }
    } finally {
      await one.cleanup();
      await two.cleanup();
    }
  }, 90_000);
}

describe("on one SQLite file", () => {
  suite(() => ({ CLICKS_DB: path.join(dir, "clicks.sqlite") }));
});

describe.skipIf(!postgres)("on one Postgres server", () => {
  suite(() => ({ DATABASE_URL: postgres?.url ?? "", CLICKS_DB: path.join(dir, "unused.sqlite") }));
});
