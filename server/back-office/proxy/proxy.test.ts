/**
 * The back office's proxy protocol against the real process on a copy of the demo content:
 * entries as one document (manifest row and file), a JSON file not there yet as an empty one, saves
 * checked by the content checker, stale saves refused, versions kept and restored, and nothing
 * written outside the content folder.
 */
import { readFile, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { readDocument, writeDocument, type MarkdownDocument } from "./document.ts";
import { fromFile, toFile } from "#server/back-office/editor/format.ts";
import { startBackOffice, type BackOfficeSite } from "#tests/support/back-office.ts";

// Each save runs the content checker in a process of its own (a second or two).
vi.setConfig({ testTimeout: 30_000 });
let site: BackOfficeSite;
beforeAll(async () => {
  site = await startBackOffice();
}, 30_000);
afterAll(() => site?.cleanup());

type Entry = { data: string | null; file: { path: string; id: string | null } };

async function open(file: string): Promise<MarkdownDocument> {
  const { status, json } = await site.cms("getEntry", { path: file });
  expect(status, JSON.stringify(json)).toBe(200);
  const document = readDocument((json as Entry).data ?? "");
  if ("error" in document || document.kind !== "markdown")
    throw new Error(`${file} is no markdown entry`);
  return document;
}

function persist(file: string, document: object, newEntry = false) {
  return site.cms("persistEntry", {
    dataFiles: [
      {
        path: file,
        slug: path.basename(file, ".md"),
        raw: writeDocument(document as MarkdownDocument),
      },
    ],
    assets: [],
    options: { commitMessage: "test", useWorkflow: false, status: "draft", newEntry },
  });
}

const content = (file: string) => readFile(path.join(site.contentDir, file), "utf8");
const errorOf = (json: unknown) => (json as { error: string }).error;

test("info, entriesByFolder (nested three deep) and a missing entry answer as decap-server does", async () => {
  expect((await site.cms("info")).json).toMatchObject({ publish_modes: ["simple"] });
  const { json } = await site.cms("entriesByFolder", {
    folder: "blogs",
    extension: "md",
    depth: 3,
  });
  const paths = (json as Entry[]).map((entry) => entry.file.path);
  expect(paths).toContain("blogs/insights/short-names.md");
  expect(paths.every((file) => file.startsWith("blogs/") && file.endsWith(".md"))).toBe(true);
  expect((await site.cms("getEntry", { path: "blogs/insights/none.md" })).json).toEqual({
    data: null,
    file: { path: "blogs/insights/none.md", id: null },
  });
  expect((await site.cms("getDeployPreview", { collection: "posts", slug: "x" })).json).toBeNull();
});

test("redirects.json, not there yet, opens as an empty list and saves the writer's redirects as one", async () => {
  // Through the editor's own format (format.ts), as the form reads and writes it.
  const { json } = await site.cms("getEntry", { path: "redirects.json" });
  const fields = fromFile((json as Entry).data ?? "");
  expect(fields).toMatchObject({ items: [] });
  const redirect = { from: "/old-short-names", to: "/insights/short-names", status: 301 };
  const raw = toFile({ ...fields, items: [redirect] }, "json");
  const saved = await site.cms("persistEntry", {
    dataFiles: [{ path: "redirects.json", slug: "redirects", raw }],
    assets: [],
    options: { commitMessage: "test", useWorkflow: false, status: "draft", newEntry: false },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expect(JSON.parse(await content("redirects.json"))).toEqual([redirect]);
});

test("an entry is its manifest row joined with its file", async () => {
  const document = await open("blogs/insights/short-names.md");
  expect(document.manifest).toEqual({
    type: "blog",
    status: "done",
    url: "/insights/short-names",
    title: "Why Short Domain Names Cost So Much",
  });
  expect(document.file).toBe(await content("blogs/insights/short-names.md"));
});

test("every demo file opened and saved unchanged stays byte for byte the same, and adds no commit", async () => {
  const files = (await readdir(site.contentDir, { recursive: true })).filter(
    (file) => file.endsWith(".md") || ["links.json", "site.json", "redirects.json"].includes(file),
  );
  expect(files.length).toBeGreaterThan(30);
  const head = site.git("rev-parse", "HEAD");
  const before = new Map<string, string>();
  for (const file of [...files, "content-manifest.json"]) before.set(file, await content(file));
  for (const file of files) {
    const { json } = await site.cms("getEntry", { path: file });
    const document = readDocument((json as Entry).data ?? "");
    expect(document, file).not.toHaveProperty("error");
    const saved = await persist(file, document);
    expect(saved.status, `${file}: ${JSON.stringify(saved.json)}`).toBe(200);
  }
  for (const [file, text] of before) expect(await content(file), file).toBe(text);
  expect(site.git("rev-parse", "HEAD")).toBe(head);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a new post is written where its url says, its row first in the manifest, other rows untouched", async () => {
  const manifestBefore = await content("content-manifest.json");
  const file = "blogs/insights/written-in-the-browser.md";
  const text =
    '# Written in the browser\n\n<!-- PRODUCTS\nSTART PRODUCT\ntitle="Namecheap" imageUrl="namecheap.svg" link="go:namecheap-brandable-names" price="$6.49"\nEND PRODUCT\n-->\n\nIntro.\n\n<!-- INSERT PRODUCT -->\n';
  const row = {
    type: "blog",
    status: "done",
    url: "/insights/written-in-the-browser",
    title: "Written in the Browser",
  };
  // Decap names a new file after its title; the url decides.
  const saved = await site.cms("persistEntry", {
    dataFiles: [
      {
        path: "blogs/written-in-the-browser.md",
        slug: "x",
        raw: writeDocument({ kind: "markdown", opened: null, manifest: row, file: text }),
      },
    ],
    assets: [],
    options: { newEntry: true },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  // The answer names the file it went to: the editor opens that one next (new-entry-file.ts).
  expect((saved.json as { saved: unknown }).saved).toEqual([
    expect.objectContaining({ path: "blogs/written-in-the-browser.md", file }),
  ]);
  expect(await content(file)).toBe(text);
  const manifest = await content("content-manifest.json");
  expect(manifest).toBe(
    manifestBefore.replace(
      "[\n",
      `[\n  { "type": "blog", "status": "done", "url": "/insights/written-in-the-browser", "title": "Written in the Browser" },\n`,
    ),
  );
  // Saving it again as new is refused: it exists.
  const again = await persist(
    file,
    { kind: "markdown", opened: null, manifest: row, file: text },
    true,
  );
  expect(again.status).toBe(409);
});

test("a save with a broken go: link is refused with the checker's own message, and nothing is written", async () => {
  const file = "blogs/insights/short-names.md";
  const document = await open(file);
  const broken = `${document.file}\nSee [the offer](go:no-such-link).\n`;
  const { status, json } = await persist(file, { ...document, file: broken });
  expect(status).toBe(422);
  const line = broken.split("\n").findIndex((text) => text.includes("go:no-such-link")) + 1;
  expect(errorOf(json)).toContain(`${file}:${line}:`);
  expect(errorOf(json)).toMatch(/error: .*go:no-such-link/);
  expect(await content(file)).toBe(document.file);
});

test("an overwrite is one commit by the owner; the previous version restores from git; a stale save is refused", async () => {
  const file = "blogs/insights/domain-valuation.md";
  const first = await open(file);
  const edited = first.file.replace(/\n$/, "\n\nAn added paragraph.\n");
  expect((await persist(file, { ...first, file: edited })).status).toBe(200);
  expect(await content(file)).toBe(edited);
  // The first editor still has the version from before that save.
  const stale = await persist(file, { ...first, file: `${first.file}\nMine.\n` });
  expect(stale.status).toBe(409);
  expect(errorOf(stale.json)).toMatch(/changed by someone else since you opened it/);
  expect(await content(file)).toBe(edited);
  const { json } = await site.cms("listVersions", { path: file });
  const versions = json as { id: string }[];
  expect(versions).toHaveLength(1);
  expect(site.git("show", `${versions[0]?.id}:${file}`)).toBe(first.file.trimEnd());
  expect(site.git("log", "-1", "--format=%an <%ae>|%s", "--", file)).toBe(
    `Site owner <owner@localhost>|Edit ${file}`,
  );
  expect((await site.cms("restoreVersion", { path: file, id: versions[0]?.id })).status).toBe(200);
  expect(await content(file)).toBe(first.file);
  expect(site.git("log", "-1", "--format=%s")).toBe(
    `Restore ${file} to its version of ${versions[0]?.id.slice(0, 12)}`,
  );
  expect(site.git("show", "--name-only", "--format=", "HEAD")).toBe(file);
  expect(site.git("status", "--porcelain")).toBe("");
});

test("a save answers the version it made: the next save from the same editor sends it and goes through, ten in a row", async () => {
  const file = "blogs/insights/brandable-names.md";
  const first = await open(file);
  let opened = first.opened;
  for (let save = 1; save <= 10; save++) {
    const text = `${first.file}\nSave ${save}.\n`;
    const { status, json } = await persist(file, { ...first, opened, file: text });
    expect(status, JSON.stringify(json)).toBe(200);
    const saved = (json as { saved: { path: string; opened: string }[] }).saved;
    expect(saved).toEqual([{ path: file, file, opened: (await open(file)).opened }]);
    expect(saved[0]?.opened).not.toBe(opened);
    opened = saved[0]?.opened ?? null;
    expect(await content(file)).toBe(text);
  }
  // Another editor that opened the first version is still refused, the file left as saved.
  const other = await persist(file, { ...first, file: `${first.file}\nTheirs.\n` });
  expect(other.status).toBe(409);
  expect(await content(file)).toBe(`${first.file}\nSave 10.\n`);
});

test("a save beside another entry's error goes through with a warning naming it", async () => {
  const manifestFile = path.join(site.contentDir, "content-manifest.json");
  const original = await content("content-manifest.json");
  const broken = { type: "blog", status: "done", url: "/insights/gone-missing", title: "Gone" };
  // Another entry's row, done, its file missing: in the manifest, written outside the back office.
  await writeFile(manifestFile, original.replace("[\n", `[\n  ${JSON.stringify(broken)},\n`));
  try {
    const file = "blogs/insights/choosing-a-tld.md";
    const document = await open(file);
    const { status, json } = await persist(file, {
      ...document,
      manifest: { ...document.manifest, title: "Choosing a TLD, retitled" },
    });
    expect(status, JSON.stringify(json)).toBe(200);
    const warnings = (json as { warnings: string[] }).warnings;
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^content-manifest\.json:2:\d+: warning: \/insights\/gone-missing is done but its file .* is missing \(another entry's error/,
      ),
    );
    expect(await content("content-manifest.json")).toContain("Choosing a TLD, retitled");
  } finally {
    await writeFile(manifestFile, original);
  }
});

test("a status change rewrites only that row of the manifest", async () => {
  const file = "blogs/insights/choosing-a-tld.md";
  const document = await open(file);
  const before = await content("content-manifest.json");
  expect(
    (await persist(file, { ...document, manifest: { ...document.manifest, status: "staging" } }))
      .status,
  ).toBe(200);
  const after = await content("content-manifest.json");
  const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index]);
  expect(changed).toEqual([
    expect.stringContaining('"status": "staging", "url": "/insights/choosing-a-tld"'),
  ]);
});

test("paths that leave the folder, dotfiles, links out and other file types are refused", async () => {
  await symlink("/etc", path.join(site.contentDir, "blogs", "out"));
  await writeFile(path.join(site.dir, "outside.md"), "# outside\n");
  for (const bad of [
    "../outside.md",
    "/etc/passwd.md",
    "blogs/../../outside.md",
    ".env.md",
    "blogs/.hidden.md",
    "blogs/out/x.md",
    "blogs\\..\\x.md",
    "package.json",
    "blogs/x.html",
  ]) {
    const { status, json } = await site.cms("getEntry", { path: bad });
    expect([400, 415], `${bad}: ${JSON.stringify(json)}`).toContain(status);
    expect(errorOf(json)).toBeTypeOf("string");
    const write = await persist(
      bad,
      { kind: "markdown", opened: null, manifest: null, file: "x" },
      true,
    );
    expect([400, 415], bad).toContain(write.status);
  }
  expect(await readFile(path.join(site.dir, "outside.md"), "utf8")).toBe("# outside\n");
});

test("a markdown file over 1 MB, an image over 20 MB, a non-image and an SVG are refused", async () => {
  const big = await persist(
    "pages/big.md",
    { kind: "markdown", opened: null, manifest: null, file: "x".repeat(1024 * 1024 + 1) },
    true,
  );
  expect(big.status).toBe(413);
  const upload = (name: string, bytes: Buffer) =>
    site.cms("persistMedia", {
      asset: {
        path: `images/uploads/${name}`,
        content: bytes.toString("base64"),
        encoding: "base64",
      },
      options: {},
    });
  const text = await upload("photo.png", Buffer.from("not a picture at all, just text"));
  expect(text.status).toBe(415);
  expect(errorOf(text.json)).toMatch(/not a PNG image/);
  const svg = await upload(
    "logo.svg",
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  );
  expect(svg.status).toBe(415);
  const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
  expect((await upload("huge.png", huge)).status).toBe(413);
  expect(await readdir(path.join(site.contentDir, "images", "uploads")).catch(() => [])).toEqual(
    [],
  );
});
