/**
 * The newsroom from outside (decision 070): the real `npm run back-office` process, accounts made
 * by the real `invite` command, every request over HTTP. Each role's forbidden acts are refused
 * with 403 and one JSON line; no sign-in, a wrong token, a revoked session and a cross-site form
 * are refused; ten wrong passwords lock that account only.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import {
  newPostSave,
  startBackOffice,
  TOKEN,
  type BackOfficeSite,
} from "#tests/support/back-office.ts";
import { openAccountStore } from "#server/back-office/accounts/open-accounts.ts";
import {
  cmsAs,
  inviteLink,
  joinWithPassword,
  postForm,
  runBackOffice,
  signIn,
} from "#tests/support/newsroom.ts";

vi.setConfig({ testTimeout: 60_000 });
let site: BackOfficeSite;
const PASSWORD = "a newsroom passphrase";
const cookies: Record<"writer" | "editor" | "admin", string> = {
  writer: "",
  editor: "",
  admin: "",
};
const PUBLIC_POST = "blogs/insights/short-names.md";

beforeAll(async () => {
  site = await startBackOffice();
  for (const role of ["admin", "editor", "writer"] as const)
    cookies[role] = await joinWithPassword(site, `${role}@example.com`, role, PASSWORD);
}, 120_000);
afterAll(() => site?.cleanup());

const raw = async (cookie: string, file: string) => {
  const answer = await cmsAs(site, cookie, "getEntry", { path: file });
  return (answer.json as { data: string }).data;
};
const save = (cookie: string, file: string, text: string, newEntry = false) =>
  cmsAs(site, cookie, "persistEntry", {
    dataFiles: [{ path: file, slug: "x", raw: text }],
    assets: [],
    options: { newEntry },
  });

describe("the invite command", () => {
  test("a wrong option or role answers one line and the usage", async () => {
    const env = { CLICKS_DB: path.join(site.dir, "clicks.sqlite") };
    const wrong = await runBackOffice(["invite", "a@example.com", "--role", "owner"], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.split("\n")[0]).toBe('--role must be writer, editor or admin, got "owner"');
    expect(wrong.stderr).toMatch(/^usage: npm run back-office/m);
    const noEmail = await runBackOffice(["invite", "--role", "writer"], env);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr.split("\n")[0]).toBe("invite needs one email address");
  });

  test("prints a one-time link: a second use is refused", async () => {
    const link = await inviteLink(site, "once@example.com", "writer");
    expect(link.pathname).toBe("/invite");
    const target = `${link.pathname}${link.search}`;
    expect((await site.call(target)).status).toBe(200);
    const token = link.searchParams.get("token") ?? "";
    const accept = () => postForm(site, "/invite", "", { token, password: "once and only once" });
    expect((await accept()).status).toBe(303);
    expect((await accept()).status).toBe(410);
    expect((await site.call(target)).status).toBe(410);
  });
});

describe("who may ask", () => {
  test("no sign-in: the editor's page asks for one, the API answers 401", async () => {
    const page = await site.call("/admin/");
    expect(page.status).toBe(401);
    expect(page.body).toContain("Sign in with a passkey");
    const api = await cmsAs(site, "", "entriesByFolder", { folder: "blogs" });
    expect(api).toEqual({ status: 401, json: { error: expect.stringMatching(/sign in/) } });
  });

  test("a sign-in goes back to the page that asked for it, and never off the back office", async () => {
    const asked = await site.call("/admin/versions?path=site.json");
    expect(asked.status).toBe(401);
    expect(asked.body).toContain('<base href="../"/>');
    expect(asked.body).toContain('action="sign-in"');
    const next = /name="next" value="([^"]*)"/.exec(asked.body)?.[1];
    expect(next).toBe("admin/versions?path=site.json");
    const form = { email: "editor@example.com", password: PASSWORD };
    const back = await postForm(site, "/sign-in", "", { ...form, next: next ?? "" });
    expect(back.headers.location).toBe("./admin/versions?path=site.json");
    const away = ["//evil.example/x", "https://evil.example/", "../x", "admin/../../x", "a?\u00e9"];
    for (const to of away) {
      const answer = await postForm(site, "/sign-in", "", { ...form, next: to });
      expect(answer.headers.location, to).toBe("./admin/");
    }
  });

  test("a wrong token is refused; the machine token opens the API, never a page", async () => {
    const wrong = await site.call("/api/cms", {
      method: "POST",
      headers: {
        authorization: "Bearer not-the-token-at-all-no-no",
        "content-type": "application/json",
      },
      body: JSON.stringify({ action: "info", params: {} }),
    });
    expect(wrong.status).toBe(401);
    expect((await site.cms("info")).status).toBe(200);
    const page = await site.call("/admin/", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(page.status).toBe(403);
    expect(JSON.parse(page.body)).toEqual({ error: expect.stringMatching(/API only/) });
  });

  test("a revoked session is refused at once; the others go on", async () => {
    const first = (await signIn(site, "editor@example.com", PASSWORD)).cookie;
    const second = (await signIn(site, "editor@example.com", PASSWORD)).cookie;
    expect((await site.call("/accounts", { headers: { cookie: first } })).status).toBe(200);
    const admin = await site.call("/accounts", { headers: { cookie: cookies.admin } });
    const ids = [...admin.body.matchAll(/name="id" value="([^"]+)"/g)].map((match) => match[1]);
    // The admin's page lists every session: the newest is `second`, the one before `first`.
    const firstId = ids.at(-2) ?? "";
    expect((await postForm(site, "/accounts/revoke", cookies.admin, { id: firstId })).status).toBe(
      303,
    );
    expect((await site.call("/admin/config.yml", { headers: { cookie: first } })).status).toBe(401);
    expect((await site.call("/admin/config.yml", { headers: { cookie: second } })).status).toBe(
      200,
    );
  });

  test("a cross-site form is refused, signed in or not", async () => {
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    const revoke = await postForm(site, "/accounts/revoke", cookies.admin, { id: "x" }, crossSite);
    expect(revoke.status).toBe(403);
    const remove = await postForm(site, "/accounts/remove", cookies.admin, { id: "x" }, crossSite);
    expect(remove.status).toBe(403);
    const withdraw = await postForm(
      site,
      "/accounts/withdraw",
      cookies.admin,
      { email: "x@y" },
      crossSite,
    );
    expect(withdraw.status).toBe(403);
    const login = await postForm(
      site,
      "/sign-in",
      "",
      { email: "a@b.c", password: "x" },
      crossSite,
    );
    expect(login.status).toBe(403);
    const api = await site.call("/api/cms", {
      method: "POST",
      headers: { cookie: cookies.editor, "content-type": "text/plain", ...crossSite },
      body: JSON.stringify({ action: "deleteFile", params: { path: PUBLIC_POST } }),
    });
    expect(api.status).toBe(403);
  });

  test("an admin removes someone's access: their open session and password refused at once, the account kept; not one's own, not by an editor", async () => {
    const leaver = await joinWithPassword(site, "leaver@example.com", "writer", PASSWORD);
    expect((await site.call("/admin/config.yml", { headers: { cookie: leaver } })).status).toBe(
      200,
    );
    const page = (await site.call("/accounts", { headers: { cookie: cookies.admin } })).body;
    const idOf = (body: string, email: string) =>
      body
        .split("<form")
        .find((form) => form.includes(`Remove ${email}&#x27;s access`))
        ?.match(/name="id" value="([^"]+)"/)?.[1] ?? "";
    const id = idOf(page, "leaver@example.com");
    expect(id).not.toBe("");
    // Not an editor's act, and never one's own.
    const byEditor = await postForm(site, "/accounts/remove", cookies.editor, { id });
    expect([byEditor.status, JSON.parse(byEditor.body)]).toEqual([
      403,
      { error: "only an admin removes an account's access" },
    ]);
    expect(idOf(page, "admin@example.com")).toBe("");
    const removed = await postForm(site, "/accounts/remove", cookies.admin, { id });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain("leaver@example.com can no longer sign in.");
    expect(removed.body).toContain(
      '<td class="name">admin@example.com</td><td>removed leaver@example.com&#x27;s access</td>',
    );
    expect(removed.body).toMatch(
      /<td class="name">leaver@example\.com<\/td><td>writer<details>.*?<\/details><\/td><td>no access<\/td>/,
    );
    expect((await site.call("/admin/config.yml", { headers: { cookie: leaver } })).status).toBe(
      401,
    );
    expect((await signIn(site, "leaver@example.com", PASSWORD)).answer.status).toBe(401);
    expect((await postForm(site, "/accounts/remove", cookies.admin, { id: "nobody" })).status).toBe(
      404,
    );
    // A new invite gives the account back, with the invite's role.
    const back = await joinWithPassword(site, "leaver@example.com", "editor", PASSWORD);
    const config = await site.call("/admin/config.yml", { headers: { cookie: back } });
    expect([config.status, config.body.includes("links.json")]).toEqual([200, true]);
  });

  test("the admin's accounts page records who changed what; a writer's page shows no such list", async () => {
    await inviteLink(site, "recorded@example.com", "writer");
    const made = await postForm(site, "/accounts/invite", cookies.admin, {
      email: "Formed@example.com",
      role: "editor",
    });
    expect(made.status).toBe(200);
    await postForm(site, "/accounts/withdraw", cookies.admin, { email: "formed@example.com" });
    const page = (await site.call("/accounts", { headers: { cookie: cookies.admin } })).body;
    expect(page).toContain("<caption>Account changes</caption>");
    const rows = [
      ...page.matchAll(
        /<tr><td>[\d-]+ [\d:]+<\/td><td class="name">([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g,
      ),
    ].map(([, who = "", what = ""]) => `${who}: ${what.replaceAll("&#x27;", "'")}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        "admin@example.com: withdrew the invite to formed@example.com",
        "admin@example.com: invited formed@example.com as editor",
        "the invite command: invited recorded@example.com as writer",
        "writer@example.com: joined as writer",
      ]),
    );
    // Newest first: the withdrawal above its invite.
    expect(
      rows.indexOf("admin@example.com: withdrew the invite to formed@example.com"),
    ).toBeLessThan(rows.indexOf("admin@example.com: invited formed@example.com as editor"));
    const writers = (await site.call("/accounts", { headers: { cookie: cookies.writer } })).body;
    expect(writers).not.toContain("Account changes");
  });

  test("an admin's own access is not theirs to remove (another admin's act)", async () => {
    const store = await openAccountStore({ sqliteFile: path.join(site.dir, "clicks.sqlite") });
    const me = await store.findByEmail("admin@example.com").finally(() => store.close());
    const own = await postForm(site, "/accounts/remove", cookies.admin, { id: me?.id ?? "" });
    expect(own.status).toBe(400);
    expect(own.body).toContain("Your own access is removed by another admin.");
    expect((await site.call("/accounts", { headers: { cookie: cookies.admin } })).status).toBe(200);
  });

  test("a person adds a passkey (options tied to them, signed in and same-site only) and removes their own, never their last way to sign in", async () => {
    const options = await site.call("/accounts/new-passkey/options", {
      method: "POST",
      headers: {
        cookie: cookies.writer,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(options.status).toBe(200);
    const made = JSON.parse(options.body) as { challenge: string; user: { name: string } };
    expect(made.user.name).toBe("writer@example.com");
    expect(made.challenge).toMatch(/^[\w-]{20,}$/);
    const unsigned = await site.call("/accounts/new-passkey/options", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: "{}",
    });
    expect(unsigned.status).toBe(401);
    const forged = await site.call("/accounts/new-passkey/options", {
      method: "POST",
      headers: { cookie: cookies.writer, "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(forged.status).toBe(403);
    const bogus = await site.call("/accounts/new-passkey", {
      method: "POST",
      headers: { cookie: cookies.writer, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ response: { id: "x", response: {} } }),
    });
    expect(bogus.status).toBe(400);

    // Removal, on passkeys put in the store: one's own only, and never the last way in.
    const store = await openAccountStore({ sqliteFile: path.join(site.dir, "clicks.sqlite") });
    const key = { publicKey: "pk", counter: 0, transports: ["internal"] };
    const [solo, onLaptop] = await (async () => {
      const writer = await store.findByEmail("writer@example.com");
      const account = await store.acceptInvite(await store.invite("solo@example.com", "writer"));
      if (!writer || !account) throw new Error("no account");
      await store.addPasskey({ id: "writer-laptop-0001", accountId: writer.id, ...key });
      await store.addPasskey({ id: "solo-phone-00000001", accountId: account.id, ...key });
      const passkeyId = "writer-laptop-0001";
      return [
        `back_office_session=${await store.startSession(account.id, "test")}`,
        `back_office_session=${await store.startSession(writer.id, "laptop", { passkeyId })}`,
      ] as const;
    })().finally(() => store.close());
    const remove = (cookie: string, id: string) =>
      postForm(site, "/accounts/passkeys/remove", cookie, { id });
    expect((await remove(solo, "writer-laptop-0001")).status).toBe(404);
    const last = await remove(solo, "solo-phone-00000001");
    expect([last.status, last.body]).toEqual([
      400,
      expect.stringContaining("It is your only way to sign in"),
    ]);
    const page = (await site.call("/accounts", { headers: { cookie: cookies.writer } })).body;
    expect(page).toContain('aria-label="Remove Passkey …top-0001"');
    const removed = await remove(cookies.writer, "writer-laptop-0001");
    expect([removed.status, removed.body]).toEqual([
      200,
      expect.stringContaining("The passkey is removed: it no longer signs you in."),
    ]);
    expect(removed.body).toContain("None yet");
    // The session that passkey opened (the lost laptop's) ends with it; the password's stays.
    expect((await site.call("/accounts", { headers: { cookie: onLaptop } })).status).toBe(401);
    expect((await site.call("/accounts", { headers: { cookie: cookies.writer } })).status).toBe(
      200,
    );
  });

  test("an admin changes someone's role: their open session has it at its next request, their password stays; not one's own, not by an editor", async () => {
    const riser = await joinWithPassword(site, "riser@example.com", "writer", PASSWORD);
    const figures = async () => (await site.call("/", { headers: { cookie: riser } })).status;
    expect(await figures()).toBe(303);
    const page = (await site.call("/accounts", { headers: { cookie: cookies.admin } })).body;
    const id =
      page
        .split("<form")
        .find((form) => form.includes("riser@example.com&#x27;s role"))
        ?.match(/name="id" value="([^"]+)"/)?.[1] ?? "";
    expect(id).not.toBe("");
    const byEditor = await postForm(site, "/accounts/role", cookies.editor, { id, role: "admin" });
    expect([byEditor.status, JSON.parse(byEditor.body)]).toEqual([
      403,
      { error: "only an admin changes a role" },
    ]);
    const promoted = await postForm(site, "/accounts/role", cookies.admin, { id, role: "editor" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toContain("riser@example.com is now an editor.");
    expect(promoted.body).toContain("changed riser@example.com&#x27;s role from writer to editor");
    expect(promoted.body).toMatch(/<td class="name">riser@example\.com<\/td><td>editor<details>/);
    expect(await figures()).toBe(200);
    expect((await signIn(site, "riser@example.com", PASSWORD)).answer.status).toBe(303);
    const wrong = await postForm(site, "/accounts/role", cookies.admin, { id, role: "owner" });
    expect([wrong.status, wrong.body]).toEqual([400, expect.stringContaining("A role is writer")]);
    const unknown = await postForm(site, "/accounts/role", cookies.admin, {
      id: "x",
      role: "editor",
    });
    expect(unknown.status).toBe(404);
    const store = await openAccountStore({ sqliteFile: path.join(site.dir, "clicks.sqlite") });
    const me = await store.findByEmail("admin@example.com").finally(() => store.close());
    const own = await postForm(site, "/accounts/role", cookies.admin, {
      id: me?.id ?? "",
      role: "writer",
    });
    expect([own.status, own.body]).toEqual([
      400,
      expect.stringContaining("Your own role is changed by another admin."),
    ]);
    await postForm(site, "/accounts/role", cookies.admin, { id, role: "writer" });
    expect(await figures()).toBe(303);
  });

  test("an admin withdraws an open invite: its link no longer opens; not an editor's act", async () => {
    const link = await inviteLink(site, "mistyped@exmaple.com", "editor");
    const page = (await site.call("/accounts", { headers: { cookie: cookies.admin } })).body;
    expect(page).toMatch(/<caption>Open invites<\/caption>/);
    expect(page).toMatch(/<td class="name">mistyped@exmaple\.com<\/td><td>editor<\/td>/);
    expect(page).toContain("Withdraw the invite to mistyped@exmaple.com");
    const email = { email: "mistyped@exmaple.com" };
    const byEditor = await postForm(site, "/accounts/withdraw", cookies.editor, email);
    expect([byEditor.status, JSON.parse(byEditor.body)]).toEqual([
      403,
      { error: "only an admin withdraws an invite" },
    ]);
    expect((await site.call(`${link.pathname}${link.search}`)).status).toBe(200);
    const withdrawn = await postForm(site, "/accounts/withdraw", cookies.admin, email);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toContain(
      "The invite to mistyped@exmaple.com is withdrawn: its link no longer opens.",
    );
    expect(withdrawn.body).not.toContain("Withdraw the invite to mistyped@exmaple.com");
    const opened = await site.call(`${link.pathname}${link.search}`);
    expect([opened.status, opened.body]).toEqual([410, expect.stringContaining("used, expired")]);
    const again = await postForm(site, "/accounts/withdraw", cookies.admin, email);
    expect([again.status, again.body]).toEqual([
      404,
      expect.stringContaining("No open invite to mistyped@exmaple.com."),
    ]);
  });

  test("a new password ends every session of that account", async () => {
    await joinWithPassword(site, "changer@example.com", "writer", PASSWORD);
    const other = (await signIn(site, "changer@example.com", PASSWORD)).cookie;
    const mine = (await signIn(site, "changer@example.com", PASSWORD)).cookie;
    const changed = await postForm(site, "/accounts/password", mine, {
      password: "a brand new passphrase",
    });
    expect(changed.status).toBe(303);
    expect((await site.call("/admin/config.yml", { headers: { cookie: other } })).status).toBe(401);
    expect((await signIn(site, "changer@example.com", PASSWORD)).answer.status).toBe(401);
    expect(
      (await signIn(site, "changer@example.com", "a brand new passphrase")).answer.status,
    ).toBe(303);
  });

  test("ten wrong passwords lock that account, not another", async () => {
    await joinWithPassword(site, "locked@example.com", "writer", PASSWORD);
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn(site, "locked@example.com", "wrong password!")).answer.status).toBe(401);
    const locked = await signIn(site, "locked@example.com", PASSWORD);
    expect(locked.answer.status).toBe(429);
    expect(locked.answer.body).toContain("locked after 10 wrong passwords");
    expect((await signIn(site, "writer@example.com", PASSWORD)).answer.status).toBe(303);
  });
});

describe("roles on the proxy actions", () => {
  test("a writer cannot publish, delete a public post, or touch links.json, site.json, redirects.json", async () => {
    const writer = cookies.writer;
    const refused = [
      await save(
        writer,
        "blogs/insights/by-a-writer.md",
        newPostSave("/insights/by-a-writer", "done", "x").dataFiles[0]!.raw,
        true,
      ),
      await cmsAs(site, writer, "deleteFile", { path: PUBLIC_POST }),
      await save(writer, PUBLIC_POST, await raw(writer, PUBLIC_POST)),
      await save(writer, "links.json", await raw(writer, "links.json")),
      await save(writer, "site.json", await raw(writer, "site.json")),
      await cmsAs(site, writer, "reviewQueue"),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: expect.any(String) });
    }
    const config = await site.call("/admin/config.yml", { headers: { cookie: writer } });
    expect(config.body).not.toContain("links.json");
    expect(config.body).not.toContain("value: done");
    expect(config.body).toContain("value: review");
  });

  test("a writer creates a post, edits it while not public, and submits it; an editor sees the queue and publishes", async () => {
    const url = "/insights/a-writers-post";
    const file = `blogs${url}.md`;
    const draft = newPostSave(url, "staging", "A first draft.");
    expect((await cmsAs(site, cookies.writer, "persistEntry", draft)).status).toBe(200);
    const submitted = newPostSave(url, "review", "Ready for an editor.").dataFiles[0]!.raw;
    expect((await save(cookies.writer, file, submitted)).status).toBe(200);
    const manifest = await readFile(path.join(site.contentDir, "content-manifest.json"), "utf8");
    expect(manifest).toContain(`"status": "review", "url": "${url}"`);
    // Another writer's post is not theirs to change.
    const other = await joinWithPassword(site, "other@example.com", "writer", PASSWORD);
    expect((await save(other, file, submitted)).status).toBe(403);
    const queue = await cmsAs(site, cookies.editor, "reviewQueue");
    expect(queue.json).toEqual([
      expect.objectContaining({ path: file, email: "writer@example.com" }),
    ]);
    const published = newPostSave(url, "done", "Ready for an editor.").dataFiles[0]!.raw;
    expect((await save(cookies.editor, file, published)).status).toBe(200);
    // Each change a commit by the account that made it (decision 071).
    const authors = site.git("log", "--format=%an <%ae>|%s", "-3").split("\n");
    expect(authors).toEqual([
      `editor <editor@example.com>|Publish ${file}`,
      `writer <writer@example.com>|Edit ${file}`,
      `writer <writer@example.com>|Create ${file}`,
    ]);
    expect((await cmsAs(site, cookies.editor, "reviewQueue")).json).toEqual([]);
    // Public now: the writer no longer changes it.
    expect((await save(cookies.writer, file, submitted)).status).toBe(403);
  });

  test("an editor changes links.json (saved unchanged: byte-identical) but not site.json or redirects.json", async () => {
    const before = await readFile(path.join(site.contentDir, "links.json"));
    expect(
      (await save(cookies.editor, "links.json", await raw(cookies.editor, "links.json"))).status,
    ).toBe(200);
    expect(await readFile(path.join(site.contentDir, "links.json"))).toEqual(before);
    const siteJson = await save(
      cookies.editor,
      "site.json",
      await raw(cookies.editor, "site.json"),
    );
    expect(siteJson).toEqual({ status: 403, json: { error: "only an admin changes site.json" } });
    const config = await site.call("/admin/config.yml", { headers: { cookie: cookies.editor } });
    expect(config.body).toContain("links.json");
    expect(config.body).not.toContain("site.json");
  });

  test("the versions page's restore form: an editor not on site.json, a writer not at all", async () => {
    const restore = (cookie: string, file: string) =>
      postForm(site, "/admin/versions/restore", cookie, { path: file, id: "no-such-version" });
    const editor = await restore(cookies.editor, "site.json");
    expect(editor.status).toBe(403);
    expect(editor.body).toContain("only an admin changes site.json");
    expect((await restore(cookies.writer, PUBLIC_POST)).status).toBe(403);
    // An admin passes the role check and meets the missing version.
    expect((await restore(cookies.admin, "site.json")).status).not.toBe(403);
  });

  test("an admin saves site.json unchanged: byte-identical", async () => {
    const before = await readFile(path.join(site.contentDir, "site.json"));
    expect(
      (await save(cookies.admin, "site.json", await raw(cookies.admin, "site.json"))).status,
    ).toBe(200);
    expect(await readFile(path.join(site.contentDir, "site.json"))).toEqual(before);
  });

  test("the figures are an editor's: a writer is sent to the editor", async () => {
    expect((await site.call("/", { headers: { cookie: cookies.writer } })).status).toBe(303);
    expect((await site.call("/api/clicks", { headers: { cookie: cookies.writer } })).status).toBe(
      403,
    );
    expect((await site.call("/", { headers: { cookie: cookies.editor } })).status).toBe(200);
  });
});
