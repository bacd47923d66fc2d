import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { readRedirectTableFile, REDIRECT_TABLE_FILE } from "#app/redirects/index.ts";
import { type ManifestEntry } from "#app/content/index.ts";
import { hashOf } from "#app/content/index.server.ts";
import { fileCacheIn } from "#app/loaders/index.server.ts";
import { writeRedirectsFile } from "./write-redirects.ts";

const ENTRIES: ManifestEntry[] = [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "blog", status: "done", url: "/insights/b", title: "B" },
];
const FILES: Record<string, string> = {
  "blogs/insights/a.md": "---\naliases: [/old-a]\n---\n# A\n",
  "blogs/insights/b.md": "# B\n",
  "redirects.json": JSON.stringify([{ from: "/2013/01/11/b/", to: "/insights/b" }]),
};

let dir: string;
/** The build's client folder: the redirect table goes beside it, in `dir`. */
let clientDir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "write-redirects-"));
  clientDir = path.join(dir, "client");
  await mkdir(clientDir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>) {
  const reads: string[] = [];
  const readText = async (sitePath: string) => {
    const file = sitePath.replace(/^\/?assets\/content\//, "");
    reads.push(file);
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };
  const hashes = new Map(Object.entries(files).map(([file, text]) => [file, hashOf(text)]));
  return { readText, reads, hashes };
}
const quiet = { log: () => undefined, warn: () => undefined };

test("the build writes old URLs and aliases; a file known to name none is not read again", async () => {
  const cache = fileCacheIn(dir, "redirect-aliases");
  const first = folder(FILES);
  await writeRedirectsFile(clientDir, ENTRIES, first.readText, { ...first, cache }, quiet);
  expect(await readFile(path.join(clientDir, "_redirects"), "utf8")).toBe(
    "/2013/01/11/b /insights/b 301\n/old-a /insights/a 301\n",
  );
  expect(first.reads).toContain("blogs/insights/b.md");
  const again = folder(FILES);
  await writeRedirectsFile(clientDir, ENTRIES, again.readText, { ...again, cache }, quiet);
  expect(again.reads).not.toContain("blogs/insights/b.md");
  expect(again.reads).toContain("blogs/insights/a.md");
  const edited = folder({ ...FILES, "blogs/insights/b.md": "---\nredirect_from: /old-b\n---\n" });
  await writeRedirectsFile(clientDir, ENTRIES, edited.readText, { ...edited, cache }, quiet);
  expect(await readFile(path.join(clientDir, "_redirects"), "utf8")).toContain(
    "/old-b /insights/b 301",
  );
});

test("past the host's limit the build log names what was left out", async () => {
  const links = Array.from({ length: 2001 }, (_, i) => ({
    slug: `offer-${i}`,
    url: `https://shop.example/${i}`,
  }));
  const warnings: string[] = [];
  const { readText } = folder({ ...FILES, "links.json": JSON.stringify(links) });
  await writeRedirectsFile(clientDir, ENTRIES, readText, undefined, {
    log: () => undefined,
    warn: (line: string) => warnings.push(line),
  });
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(
    /^_redirects: 3 rules left out .*2000 rules.*: \/go\/offer-2000, \/2013\/01\/11\/b, \/old-a/,
  );
  const written = await readFile(path.join(clientDir, "_redirects"), "utf8");
  expect(written.trim().split("\n")).toHaveLength(2000);
});

test("the build's one redirect table is written beside the client folder, and reads back whole", async () => {
  const links = [{ slug: "nc", url: "https://nc.example/", aliases: ["/recommends/nc/"] }];
  const { readText } = folder({
    ...FILES,
    "links.json": JSON.stringify(links),
    "site.json": JSON.stringify({ timeZone: "Europe/Berlin" }),
  });
  await writeRedirectsFile(clientDir, ENTRIES, readText, undefined, quiet);
  const table = readRedirectTableFile(await readFile(path.join(dir, REDIRECT_TABLE_FILE), "utf8"));
  expect(table?.timeZone).toBe("Europe/Berlin");
  expect([...(table?.links.bySlug.keys() ?? [])]).toEqual(["nc"]);
  expect([...(table?.table.bySource.values() ?? [])].map((rule) => [rule.from, rule.slug])).toEqual(
    [
      ["/2013/01/11/b", undefined],
      ["/old-a", undefined],
      ["/recommends/nc", "nc"],
    ],
  );
  const written = await readFile(path.join(clientDir, "_redirects"), "utf8");
  expect(written).toContain("/recommends/nc https://nc.example/ 302\n");
});
