import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { postgresAvailable, requirePostgresInCi, startPostgres } from "#tests/support/postgres.ts";
import type { AccountStore } from "./account-store.ts";
import { openAccountStore } from "./open-accounts.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

requirePostgresInCi();
/** In this branch's range (4350..4359), apart from the click tests' 4405. */
const postgres = postgresAvailable() ? startPostgres(4356) : undefined;
const dir = mkdtempSync(path.join(tmpdir(), "accounts-"));
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function suite(open: () => Promise<AccountStore>) {
  test("an invite is used once, is kept hashed, and expires", async () => {
    const store = await open();
    try {
      const token = await store.invite("Writer@Example.com", "writer", 1000);
      expect(await store.readInvite(token, 2000)).toEqual({
        email: "writer@example.com",
        role: "writer",
      });
      expect(await store.readInvite(token, 1000 + 8 * 24 * 3600 * 1000)).toBeUndefined();
      const account = await store.acceptInvite(token, 2000);
      expect(account).toMatchObject({ email: "writer@example.com", role: "writer" });
      expect(await store.acceptInvite(token, 3000)).toBeUndefined();
      expect(await store.readInvite("not-a-token")).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  test("changes to the accounts are recorded with who made them, newest first; an invite's use too", async () => {
    const store = await open();
    try {
      // Times of this test's own: other tests of this store record changes too.
      const t = 5_000_000;
      const token = await store.invite("new@example.com", "writer", t + 1);
      await store.recordEvent("admin@example.com", "invited new@example.com as writer", t + 1);
      await store.acceptInvite(token, t + 2);
      await store.acceptInvite(await store.invite("new@example.com", "editor", t + 3), t + 3);
      const mine = (await store.events()).filter((event) => event.at > t && event.at < t + 10);
      expect(mine).toEqual([
        { at: t + 3, actor: "new@example.com", act: "recovered the account as editor" },
        { at: t + 2, actor: "new@example.com", act: "joined as writer" },
        { at: t + 1, actor: "admin@example.com", act: "invited new@example.com as writer" },
      ]);
      expect(await store.events(1)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  test("an expired session is not listed, and its row goes as the next session starts", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(
        await store.invite("expiring@example.com", "writer"),
      );
      if (!account) throw new Error("no account");
      const day = 24 * 3600 * 1000;
      const old = await store.startSession(account.id, "old", { now: 1000, passkeyId: "key" });
      const later = 1000 + 15 * day;
      expect(await store.sessions(account.id, 2000)).toHaveLength(1);
      expect(await store.sessions(account.id, later)).toEqual([]);
      expect(await store.sessions(undefined, later)).not.toContainEqual(
        expect.objectContaining({ agent: "old" }),
      );
      await store.startSession(account.id, "new", { now: later });
      // Read at a time when it would still be open: its row is gone.
      expect(await store.sessionOf(old, 2000)).toBeUndefined();
      expect((await store.sessions(account.id, later)).map((session) => session.agent)).toEqual([
        "new",
      ]);
    } finally {
      await store.close();
    }
  });

  test("a passkey is removed by its own account only, and the sessions it opened end", async () => {
    const store = await open();
    try {
      const owner = await store.acceptInvite(await store.invite("keys@example.com", "writer"));
      const other = await store.acceptInvite(
        await store.invite("other-keys@example.com", "writer"),
      );
      if (!owner || !other) throw new Error("no account");
      const passkey = { publicKey: "pk", counter: 0, transports: ["internal"] };
      await store.addPasskey({ id: "laptop", accountId: owner.id, ...passkey });
      await store.addPasskey({ id: "phone", accountId: owner.id, ...passkey });
      // The laptop's session ends with its passkey; the phone's and a password's stay.
      const onLaptop = await store.startSession(owner.id, "laptop", { passkeyId: "laptop" });
      const onPhone = await store.startSession(owner.id, "phone", { passkeyId: "phone" });
      const withPassword = await store.startSession(owner.id, "desk");
      expect(await store.removePasskey(other.id, "laptop")).toBe(false);
      expect(await store.sessionOf(onLaptop)).toBeDefined();
      expect(await store.removePasskey(owner.id, "laptop")).toBe(true);
      expect(await store.sessionOf(onLaptop)).toBeUndefined();
      expect(await store.sessionOf(onPhone)).toBeDefined();
      expect(await store.sessionOf(withPassword)).toBeDefined();
      expect(await store.removePasskey(owner.id, "laptop")).toBe(false);
      expect((await store.passkeys(owner.id)).map((key) => key.id)).toEqual(["phone"]);
    } finally {
      await store.close();
    }
  });

  test("a role changes alone: the session, password and passkeys stay", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(await store.invite("riser@example.com", "writer"));
      if (!account) throw new Error("no account");
      await store.setPassword(account.id, "a-hash");
      const session = await store.startSession(account.id, "their laptop");
      await store.setRole(account.id, "editor");
      expect((await store.sessionOf(session))?.account).toMatchObject({
        role: "editor",
        passwordHash: "a-hash",
      });
    } finally {
      await store.close();
    }
  });

  test("open invites are listed until used or expired, and withdrawn by email", async () => {
    const store = await open();
    try {
      const day = 24 * 3600 * 1000;
      const first = await store.invite("Late@Example.com", "editor", 1000);
      const second = await store.invite("late@example.com", "admin", 2000);
      const used = await store.invite("used@example.com", "writer", 1000);
      const other = await store.invite("other@example.com", "writer", 1500);
      await store.acceptInvite(used, 3000);
      // This test's invites (another test of this store may leave one open).
      const mine = async (now: number) =>
        (await store.openInvites(now)).filter((invite) =>
          ["late@example.com", "other@example.com", "used@example.com"].includes(invite.email),
        );
      expect(await mine(3000)).toEqual([
        { email: "late@example.com", role: "editor", expiresAt: 1000 + 7 * day },
        { email: "other@example.com", role: "writer", expiresAt: 1500 + 7 * day },
        { email: "late@example.com", role: "admin", expiresAt: 2000 + 7 * day },
      ]);
      expect(await mine(1000 + 7 * day)).toHaveLength(2);
      // Every link for that email goes; another's stays.
      expect(await store.withdrawInvites(" LATE@example.com ", 3000)).toBe(true);
      expect(await store.readInvite(first, 3000)).toBeUndefined();
      expect(await store.acceptInvite(second, 3000)).toBeUndefined();
      expect(await store.readInvite(other, 3000)).toBeDefined();
      expect(await store.withdrawInvites("late@example.com", 3000)).toBe(false);
      expect(await store.withdrawInvites("used@example.com", 3000)).toBe(false);
    } finally {
      await store.close();
    }
  });

  test("sessions are listed, revoked one by one, and all ended by a new password", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(await store.invite("s@example.com", "editor"));
      if (!account) throw new Error("no account");
      const first = await store.startSession(account.id, "browser one");
      const second = await store.startSession(account.id, "browser two");
      expect((await store.sessionOf(first))?.account.email).toBe("s@example.com");
      const listed = await store.sessions(account.id);
      expect(listed.map((session) => session.agent)).toEqual(["browser one", "browser two"]);
      await store.endSession(listed[0]?.id ?? "");
      expect(await store.sessionOf(first)).toBeUndefined();
      expect(await store.sessionOf(second)).toBeDefined();
      await store.setPassword(account.id, await hashPassword("a long enough passphrase"));
      expect(await store.sessionOf(second)).toBeUndefined();
      const after = await store.findById(account.id);
      expect(await verifyPassword("a long enough passphrase", after?.passwordHash ?? null)).toBe(
        true,
      );
      expect(await verifyPassword("another passphrase!", after?.passwordHash ?? null)).toBe(false);
    } finally {
      await store.close();
    }
  });

  test("a new invite for an existing email recovers it: password, passkeys and sessions gone", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(await store.invite("r@example.com", "writer"));
      if (!account) throw new Error("no account");
      await store.setPassword(account.id, await hashPassword("forgotten passphrase"));
      await store.addPasskey({
        id: "cred-1",
        accountId: account.id,
        publicKey: "pk",
        counter: 0,
        transports: ["internal"],
      });
      const session = await store.startSession(account.id, "old");
      const again = await store.acceptInvite(await store.invite("r@example.com", "editor"));
      expect(again).toMatchObject({ id: account.id, role: "editor", passwordHash: null });
      expect(await store.passkeys(account.id)).toEqual([]);
      expect(await store.sessionOf(session)).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  test("removing someone's access: invites, password, passkeys and sessions gone, the account kept; a new invite gives it back", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(await store.invite("gone@example.com", "writer"));
      if (!account) throw new Error("no account");
      await store.setPassword(account.id, await hashPassword("a leaving passphrase"));
      for (const id of ["cred-g1", "cred-g2"])
        await store.addPasskey({
          id,
          accountId: account.id,
          publicKey: "k",
          counter: 0,
          transports: [],
        });
      const session = await store.startSession(account.id, "their laptop");
      const unused = await store.invite("gone@example.com", "editor");
      expect((await store.passkeyCounts()).get(account.id)).toBe(2);
      await store.removeAccess(account);
      expect(await store.findById(account.id)).toMatchObject({
        email: "gone@example.com",
        passwordHash: null,
      });
      expect(await store.passkeys(account.id)).toEqual([]);
      expect((await store.passkeyCounts()).has(account.id)).toBe(false);
      expect(await store.sessionOf(session)).toBeUndefined();
      expect(await store.readInvite(unused)).toBeUndefined();
      // Comments it signed keep its email.
      await store.addComment("blogs/gone.md", account.id, "Before leaving.", 5);
      expect((await store.comments("blogs/gone.md"))[0]?.email).toBe("gone@example.com");
      const back = await store.acceptInvite(await store.invite("gone@example.com", "editor"));
      expect(back).toMatchObject({ id: account.id, role: "editor" });
    } finally {
      await store.close();
    }
  });

  test("failed attempts are counted per key and cleared by a success", async () => {
    const store = await open();
    try {
      for (let index = 0; index < 3; index++) await store.recordAttempt("account:a", false, 100);
      await store.recordAttempt("account:b", false, 100);
      expect(await store.failures("account:a", 50)).toBe(3);
      expect(await store.failures("account:a", 150)).toBe(0);
      expect(await store.failures("account:b", 50)).toBe(1);
      await store.recordAttempt("account:a", true, 200);
      expect(await store.failures("account:a", 50)).toBe(0);
    } finally {
      await store.close();
    }
  });

  test("passkeys, entry owners and the review queue", async () => {
    const store = await open();
    try {
      const account = await store.acceptInvite(await store.invite("p@example.com", "writer"));
      if (!account) throw new Error("no account");
      await store.addPasskey({
        id: "cred-p",
        accountId: account.id,
        publicKey: "key",
        counter: 1,
        transports: ["usb"],
      });
      await store.setPasskeyCounter("cred-p", 5);
      expect(await store.findPasskey("cred-p")).toMatchObject({ counter: 5, transports: ["usb"] });
      await store.setOwner("blogs/x.md", account.id);
      expect(await store.ownerOf("blogs/x.md")).toBe(account.id);
      await store.requestReview("blogs/x.md", account.id, 10);
      expect(await store.reviewQueue()).toEqual([
        { path: "blogs/x.md", accountId: account.id, email: "p@example.com", at: 10 },
      ]);
      await store.endReview("blogs/x.md");
      expect(await store.reviewQueue()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  test("a passkey challenge is used once, only with its invite, and expires after 5 minutes", async () => {
    const store = await open();
    try {
      await store.keepChallenge("sign-in-challenge", "", 1000);
      expect(await store.useChallenge("sign-in-challenge", "", 2000)).toBe(true);
      expect(await store.useChallenge("sign-in-challenge", "", 2000)).toBe(false);
      await store.keepChallenge("invite-challenge", "invite-digest", 1000);
      expect(await store.useChallenge("invite-challenge", "", 2000)).toBe(false);
      await store.keepChallenge("invite-challenge-2", "invite-digest", 1000);
      expect(await store.useChallenge("invite-challenge-2", "invite-digest", 2000)).toBe(true);
      await store.keepChallenge("late-challenge", "", 1000);
      expect(await store.useChallenge("late-challenge", "", 1000 + 5 * 60 * 1000)).toBe(false);
      expect(await store.useChallenge("never-kept", "", 2000)).toBe(false);
    } finally {
      await store.close();
    }
  });

  test("review comments are kept with their author and time, per entry, oldest first", async () => {
    const store = await open();
    try {
      const editor = await store.acceptInvite(await store.invite("c-ed@example.com", "editor"));
      const writer = await store.acceptInvite(await store.invite("c-wr@example.com", "writer"));
      if (!editor || !writer) throw new Error("no accounts");
      await store.addComment("blogs/c/one.md", editor.id, "Shorter title, please.", 20);
      await store.addComment("blogs/c/two.md", editor.id, "Fine.", 30);
      await store.addComment("blogs/c/one.md", writer.id, "Done.", 40);
      const one = await store.comments("blogs/c/one.md");
      expect(one.map(({ email, at, text }) => ({ email, at, text }))).toEqual([
        { email: "c-ed@example.com", at: 20, text: "Shorter title, please." },
        { email: "c-wr@example.com", at: 40, text: "Done." },
      ]);
      const all = (await store.comments()).filter((c) => c.path.startsWith("blogs/c/"));
      expect(all.map((comment) => comment.text)).toEqual([
        "Shorter title, please.",
        "Fine.",
        "Done.",
      ]);
    } finally {
      await store.close();
    }
  });
}

describe("SQLite account store", () => {
  let n = 0;
  suite(() => openAccountStore({ sqliteFile: path.join(dir, `a${++n}.sqlite`) }));
});

describe.skipIf(!postgres)("Postgres account store (a real server started for this file)", () => {
  // One database for the file: each test uses its own emails and keys.
  suite(() => openAccountStore({ databaseUrl: postgres?.url, sqliteFile: "" }));
});

test("passwords: at least 12 characters, not a common one", () => {
  expect(passwordProblem("short")).toMatch(/at least 12/);
  expect(passwordProblem("Password1234")).toMatch(/common/);
  expect(passwordProblem("a sound passphrase")).toBeUndefined();
});
