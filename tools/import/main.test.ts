/** `npm run import` as a person runs it: the command line, its summary, `--json`, and its refusals. */
import { spawn, spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

const PORT = 5511;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
let work = "";
let server: Server;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "import-cli-"));
  server = createServer((request, response) => {
    if (request.url === "/wp-content/uploads/2020/01/dot.png")
      response.writeHead(200, { "content-type": "image/png" }).end(PNG);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
});
afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the command asynchronously, so the test's own server can answer its fetches. */
function run(
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve("tools/import/main.ts"), ...args], {
      stdio: "pipe",
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

test("the summary counts published, staging, images, redirects and reports; --json says the same", async () => {
  const out = path.join(work, "astro-json");
  const result = await run("astro", "tools/import/fixtures/astro", "--out", out, "--json");
  expect(result.status).toBe(0);
  const json = JSON.parse(result.stdout) as { counts: Record<string, number>; reports: unknown[] };
  expect(json.counts).toEqual({
    published: 4,
    staging: 1,
    imagesCopied: 2,
    imagesRemote: 0,
    redirects: 3,
    affiliateLinks: 0,
    reported: 4,
  });
  expect(json.reports).toHaveLength(4);
  const text = await run(
    "astro",
    "tools/import/fixtures/astro",
    "--out",
    path.join(work, "astro-text"),
  );
  expect(text.stdout).toMatch(
    /published +4\n +staging +1 .*\n +images copied +2\n +images remote +0\n +redirects +3 .*\n +affiliate links +0 .*\n +reported +4 /,
  );
  expect(text.stdout).toContain(
    "reported: tools/import/fixtures/astro/src/content/blog/using-mdx.mdx:12: MDX component <ServerIsland> has no equivalent here: its tags were removed, its text kept",
  );
}, 60_000);

test("a folder that already has files is refused and left as it was; a wrong source is a usage error", async () => {
  const out = path.join(work, "taken");
  await run("jekyll", "tools/import/fixtures/jekyll", "--out", out);
  const before = readFileSync(path.join(out, "content-manifest.json"), "utf8");
  writeFileSync(path.join(out, "content-manifest.json"), `${before}\n`);
  const again = await run("jekyll", "tools/import/fixtures/jekyll", "--out", out);
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("is not empty: give a new folder to --out");
  expect(readFileSync(path.join(out, "content-manifest.json"), "utf8")).toBe(`${before}\n`);
  const usage = spawnSync(
    process.execPath,
    [path.resolve("tools/import/main.ts"), "ghost", "x", "--out", out],
    { encoding: "utf8" },
  );
  expect(usage.status).toBe(2);
  expect(usage.stderr).toMatch(
    /^import: unknown source "ghost" \(wordpress, hugo, jekyll or astro\)\nusage: npm run import -- <wordpress\|hugo\|jekyll\|astro>.*\n$/,
  );
}, 60_000);

test("an uploaded image the old site still serves is fetched and copied; one it does not, other post types, comments and plain permalinks are reported", async () => {
  const base = `http://127.0.0.1:${PORT}`;
  const xml = readFileSync("tools/import/fixtures/wordpress/classic.xml", "utf8").replace(
    /<item>[\s\S]*<\/item>/,
    `<item>
<title>Fetched</title><link>${base}/2020/01/02/fetched/</link><dc:creator>themedemos</dc:creator>
<content:encoded><![CDATA[<img src="${base}/wp-content/uploads/2020/01/dot.png" alt="A dot">

<img src="${base}/wp-content/uploads/2020/01/gone.png" alt="Gone">]]></content:encoded>
<wp:post_id>1</wp:post_id><wp:post_date>2020-01-02 10:00:00</wp:post_date><wp:post_name>fetched</wp:post_name>
<wp:status>publish</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>post</wp:post_type><wp:post_password></wp:post_password>
<wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_approved>1</wp:comment_approved><wp:comment_content>Nice</wp:comment_content></wp:comment>
</item>
<item><title>Plain</title><link>${base}/?p=3</link><content:encoded>Plain text.</content:encoded>
<wp:post_id>3</wp:post_id><wp:post_name>plain</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
<item><title>A product</title><wp:post_id>2</wp:post_id><wp:status>publish</wp:status><wp:post_type>product</wp:post_type></item>`,
  );
  const file = path.join(work, "fetch.xml");
  writeFileSync(file, xml);
  const out = path.join(work, "fetched");
  const result = await run("wordpress", file, "--out", out, "--site-url", base, "--json");
  const json = JSON.parse(result.stdout) as {
    counts: Record<string, number>;
    reports: { message: string }[];
  };
  expect(json.counts.imagesCopied).toBe(1);
  expect(json.counts.imagesRemote).toBe(1);
  expect(json.reports.map((report) => report.message)).toEqual([
    '1 item(s) of type "product" not imported: only posts and pages are',
    "1 approved comment(s) not imported: the site has no comments",
    `old URL ${base}/?p=3 has a query string: redirects match paths only, so it gets none`,
    `image left remote: https://127.0.0.1:${PORT}/wp-content/uploads/2020/01/gone.png`,
  ]);
  expect(
    readFileSync(path.join(out, "images/imported/wp-content/uploads/2020/01/dot.png")),
  ).toEqual(PNG);
  const post = readFileSync(path.join(out, "blogs/blogs/fetched.md"), "utf8");
  expect(post).toContain(
    "![A dot](/assets/content/images/imported/wp-content/uploads/2020/01/dot.png)",
  );
  expect(existsSync(path.join(out, "redirects.json"))).toBe(true);
}, 60_000);
