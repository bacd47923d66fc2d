/** Test helpers: a tiny build + content folder in a temp dir, a running server, raw requests. */
import { MANIFEST_FILE } from "#app/content/index.ts";
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "#server/main.ts";

export const SECRET = "TOP-SECRET-OUTSIDE-THE-ROOTS";
export const HOME_SCRIPT = "window.__home = 1;";
export const FALLBACK_SCRIPT = "window.__fallback = 2;";
export const ASSET_JS = "entry.client-AbCdEf12.js";
/** Over 1 KB so it is worth compressing. */
export const BIG_JS = `export const words = ${JSON.stringify("lorem ipsum dolor sit amet ".repeat(200))};\n`;
export const POST_MD = `# Post A\n\n${"Some words about short domain names. ".repeat(80)}\n`;

export interface Fixture {
  root: string;
  clientDir: string;
  contentDir: string;
  server: RunningServer;
  logs: string[];
  cleanup: () => Promise<void>;
}

const MANIFEST = [
  { type: "blog", status: "done", url: "/insights/a", title: "A" },
  { type: "blog", status: "staging", url: "/insights/b", title: "B" },
];

/** `port` 0 (default) takes any free port; tests that need a known one pass it. */
export async function createFixture(siteUrl = "https://example.test", port = 0): Promise<Fixture> {
  const root = await mkdtemp(path.join(tmpdir(), "static-server-"));
  // As a build lays it out (decision 055): `build/client` is a link into the current release, so
  // every path the server opens resolves outside the root it was given.
  const clientDir = path.join(root, "build", "client");
  const release = path.join(root, "build", "releases", "r1", "client");
  await mkdir(release, { recursive: true });
  await symlink(path.relative(path.dirname(clientDir), release), clientDir);
  const contentDir = path.join(root, "content");
  const files: Record<string, string> = {
    [`${clientDir}/index.html`]: page("home", `<script>${HOME_SCRIPT}</script>`),
    [`${clientDir}/__spa-fallback.html`]: page(
      "fallback",
      `<script type="module">${FALLBACK_SCRIPT}</script>`,
    ),
    [`${clientDir}/insights/a/index.html`]: page("prerendered a", ""),
    [`${clientDir}/insights/a.data`]: `[{"_1":2},"routes/post"]`,
    [`${clientDir}/assets/b/${ASSET_JS}`]: BIG_JS,
    [`${clientDir}/assets/b/root-Q1w2E3r4.css`]: "body{color:red}",
    [`${clientDir}/humans.txt`]: "Built by people.\n",
    // A stale build-time robots.txt: the live one must win.
    [`${clientDir}/robots.txt`]: "User-agent: *\nDisallow: /stale\n",
    [`${contentDir}/${MANIFEST_FILE}`]: JSON.stringify(MANIFEST),
    [`${contentDir}/blogs/insights/a.md`]: POST_MD,
    [`${contentDir}/images/pic.png`]: "\x89PNG fake",
    [`${root}/secret.txt`]: SECRET,
    [`${root}/etc/passwd`]: SECRET,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  await symlink(path.join(root, "secret.txt"), path.join(contentDir, "images", "leak.txt"));
  const logs: string[] = [];
  const server = await startServer({
    clientDir,
    contentDir,
    siteUrl,
    log: (line) => logs.push(line),
    revalidateMs: 0,
    port,
  });
  const cleanup = async (): Promise<void> => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  };
  return { root, clientDir, contentDir, server, logs, cleanup };
}

function page(title: string, head: string): string {
  return (
    `<!doctype html><html><head><title>${title}</title>${head}` +
    `<script type="module" src="/assets/b/${ASSET_JS}"></script></head><body>${title}</body></html>`
  );
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One fixture server for a test file: created before its tests, removed after. `get` sends a
 * GET with the path as given.
 */
export function useFixture(): {
  fixture: () => Fixture;
  get: (target: string, headers?: Record<string, string>) => Promise<RawResponse>;
} {
  let fx: Fixture | undefined;
  beforeAll(async () => {
    fx = await createFixture();
  });
  afterAll(async () => {
    await fx?.cleanup();
  });
  const fixture = () => {
    if (!fx) throw new Error("the fixture starts in beforeAll");
    return fx;
  };
  return { fixture, get: (target, headers = {}) => request(fixture().server, target, { headers }) };
}

/** A request with the path sent exactly as given (no URL normalisation, no decompression). */
export function request(
  server: Pick<RunningServer, "port">,
  target: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; agent?: http.Agent } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: target,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Does a response body carry anything from outside the served roots? */
export function leaks(body: Buffer): boolean {
  const text = body.toString("latin1");
  return text.includes(SECRET) || text.includes("root:x:0");
}
