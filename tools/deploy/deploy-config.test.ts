import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixture, type Fixture } from "#tests/support/server-fixture.ts";
import { writeBuiltRedirects } from "#tests/support/redirect-fixture.ts";
import { brotliStaticModule, deployConfig, UsageError } from "./deploy-config.ts";
import { NGINX } from "./run-nginx.ts";

let fx: Fixture;
let work: string;
beforeAll(async () => {
  fx = await createFixture();
  await writeBuiltRedirects(fx.contentDir, fx.clientDir);
  work = await mkdtemp(path.join(tmpdir(), "deploy-config-"));
});
afterAll(async () => {
  await fx.cleanup();
  await rm(work, { recursive: true, force: true });
});

/**
 * nginx -t on a main config that includes the printed snippet in its http block. Its logs are
 * in `work`: unprivileged, nginx -t fails on opening the default /var/log/nginx/access.log.
 */
async function nginxAccepts(snippet: string, mainLines = ""): Promise<void> {
  await writeFile(path.join(work, "site.conf"), snippet);
  const http = `access_log ${work}/access.log;\n  include ${work}/site.conf;`;
  const main = `${mainLines}pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  ${http}\n}\n`;
  await writeFile(path.join(work, "nginx.conf"), main);
  await promisify(execFile)(NGINX, ["-t", "-p", work, "-c", path.join(work, "nginx.conf")]);
}

test("without --prefix each set-up prints a snippet for an existing http block, which nginx accepts", async () => {
  const staticSnippet = await deployConfig([
    "nginx-static",
    "--listen",
    "127.0.0.1:4309",
    "--root",
    fx.clientDir,
  ]);
  // The map the redirects use for the visitor's query, then the server block.
  expect(staticSnippet).toMatch(/^map \$args [^\n]* \{\n[\s\S]*^server \{/m);
  expect(staticSnippet).not.toContain("events");
  await nginxAccepts(staticSnippet);
  const proxySnippet = await deployConfig([
    ...["nginx-proxy", "--listen", "127.0.0.1:4309", "--upstream", "127.0.0.1:3000"],
  ]);
  expect(proxySnippet).toContain('proxy_cache_path "/var/cache/nginx/domain-chronicle"');
  expect(proxySnippet).toContain("server 127.0.0.1:3000;");
});

test("--brotli: nginx-static sends the build's .br (brotli_static); a whole nginx.conf loads the module first, a snippet leaves that to the main one", async () => {
  const args = ["nginx-static", "--listen", "127.0.0.1:4309", "--root", fx.clientDir, "--brotli"];
  const module = brotliStaticModule();
  const whole = await deployConfig([...args, "--prefix", path.join(work, "whole")]);
  expect(whole.split("\n")[0]).toBe(`load_module "${module}";`);
  expect(whole).toMatch(/^\s+brotli_static on;$/m);
  const snippet = await deployConfig(args);
  expect(snippet).not.toContain("load_module");
  expect(snippet).toContain("libnginx-mod-http-brotli-static");
  await nginxAccepts(snippet, `load_module ${module};\n`);
  // Without the option, no brotli_static: an nginx without the module accepts the configuration.
  expect(await deployConfig(args.slice(0, -1))).not.toContain("brotli");
});

test("--brotli where no nginx module folder has brotli_static: refused, naming the Debian package", () => {
  expect(() => brotliStaticModule([work])).toThrow(UsageError);
  expect(() => brotliStaticModule([work])).toThrow(
    "apt-get install libnginx-mod-http-brotli-static",
  );
});

test("postbacks: nginx-proxy passes them to the Node server uncached; nginx-static answers that it cannot", async () => {
  const staticSnippet = await deployConfig([
    ...["nginx-static", "--listen", "127.0.0.1:4309", "--root", fx.clientDir],
  ]);
  const proxySnippet = await deployConfig([
    ...["nginx-proxy", "--listen", "127.0.0.1:4309", "--upstream", "127.0.0.1:3000"],
  ]);
  expect(proxySnippet).toMatch(
    /location \^~ \/postback\/ \{\n\s+proxy_pass http:\/\/\w+_origin;[\s\S]*?proxy_cache off;/,
  );
  expect(staticSnippet).toMatch(
    /location \^~ \/postback\/ \{[^}]*return 501 '\{"error":"postbacks need the Node server/,
  );
});

test("with --prefix every path nginx writes is under the prefix", async () => {
  const config = await deployConfig([
    ...["nginx-proxy", "--listen", "127.0.0.1:4309", "--upstream", "127.0.0.1:3000"],
    ...["--prefix", "/srv/site-nginx", "--workers", "1"],
  ]);
  expect(config).toContain("worker_processes 1;");
  for (const line of config.split("\n").filter((l) => /(_path|pid|_log) /.test(l))) {
    expect(line).toContain('"/srv/site-nginx/');
  }
});

test("bad arguments are refused with a message", async () => {
  const cases: [string[], string][] = [
    [["nginx-static", "--root", fx.clientDir], "--listen is required"],
    [["nginx-static", "--listen", "127.0.0.1:1"], "needs --root"],
    [["nginx-proxy", "--listen", "127.0.0.1:1"], "needs --upstream"],
    [["apache", "--listen", "127.0.0.1:1"], 'unknown set-up "apache"'],
    [["nginx-static", "--listen", "1:1", "--root", path.join(work, "none")], "no build in"],
    [["nginx-static", "--listen", "1:1", "--root", fx.clientDir, "--workers", "0"], "--workers"],
    [
      ["nginx-proxy", "--listen", "1:1", "--upstream", "1:2", "--brotli"],
      "--brotli is for nginx-static",
    ],
  ];
  // A build made before the redirect table: its copy of the content folder is not read instead.
  const older = path.join(work, "older-build", "client");
  await mkdir(older, { recursive: true });
  await writeFile(path.join(older, "index.html"), "<!doctype html><title>home</title>");
  const olderArgs = ["nginx-static", "--listen", "1:1", "--root", older];
  cases.push([olderArgs, "no redirect-table.json beside"]);
  for (const [args, message] of cases) {
    await expect(deployConfig(args)).rejects.toThrow(UsageError);
    await expect(deployConfig(args)).rejects.toThrow(message);
  }
});
