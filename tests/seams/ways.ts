/**
 * Every way a page of the site can be produced, as data: add a way here and the seam suite
 * checks it against the build like the others (seams.test.ts). Each starts from the one
 * shared build and answers on loopback.
 */
import path from "node:path";
import { deployConfig } from "#tools/deploy/deploy-config.ts";
import { startNginx } from "#tools/deploy/run-nginx.ts";
import { freePort } from "#tests/support/server-process.ts";
import { startNodeServer, type Served } from "./node-server.ts";
import { NODE_24 } from "./production-install.ts";
import type { SeamSite } from "./seam-site.ts";
import { startRuleHost } from "./static-rule-host.ts";

export interface Way {
  name: string;
  start: (site: SeamSite) => Promise<Served>;
  /**
   * The encoding it answers a file of 1 KB or more that has no precompressed sibling with, for
   * a browser that takes brotli and gzip (docs/deploy.md); absent where the host decides.
   */
  compresses?: "br" | "gzip";
  /**
   * The sibling of a page it sends a browser (brotli or gzip) as the build wrote it: nginx-static
   * the `.gz` of a `PAGE_GZIP=1` build, with `--brotli` the `.br` (decision 086).
   */
  sends?: ".gz" | ".br";
}

const REPO = path.resolve(".");

/** The Node server from the repository (`npm run serve`), its clicks kept in the site's folder. */
function serveFromRepo(
  site: SeamSite,
  name: string,
  contentDir: string,
  buildDir = site.buildRoot,
): Promise<Served> {
  return startNodeServer({
    node: NODE_24,
    cwd: REPO,
    env: {
      SITE_URL: site.siteUrl,
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
      CLICKS_DB: path.join(site.root, "clicks", `${name}.sqlite`),
    },
  });
}

async function nginx(site: SeamSite, name: string, args: string[]): Promise<Served> {
  const port = await freePort();
  const prefix = path.join(site.root, "nginx", name);
  const config = await deployConfig([
    ...args,
    ...["--listen", `127.0.0.1:${port}`, "--prefix", prefix],
  ]);
  const running = await startNginx(prefix, config, port);
  return { url: `http://127.0.0.1:${port}`, port, stop: running.stop, log: () => "" };
}

export const WAYS: Way[] = [
  {
    name: "server: build and content where the build made them",
    compresses: "br",
    start: (site) => serveFromRepo(site, "same-path", site.contentDir),
  },
  {
    name: "server: the content folder copied to another path",
    compresses: "br",
    start: (site) => serveFromRepo(site, "moved", site.movedContentDir),
  },
  {
    // Its pages went live without their `.br`; the job its build left writes them (decision 084).
    name: "server: built as a server deployment (SOCIAL_CARDS=background)",
    compresses: "br",
    start: (site) => serveFromRepo(site, "server-build", site.contentDir, site.serverBuildRoot),
  },
  {
    name: "production install: npm ci --omit=dev, shipped build, content at another path",
    compresses: "br",
    start: (site) =>
      startNodeServer({
        node: NODE_24,
        cwd: site.productionDir,
        env: { SITE_URL: site.siteUrl, CONTENT_DIR: site.movedContentDir },
      }),
  },
  {
    name: "nginx-static",
    compresses: "gzip",
    sends: ".gz",
    start: (site) => nginx(site, "static", ["nginx-static", "--root", site.clientDir]),
  },
  {
    name: "nginx-static with brotli_static (--brotli)",
    compresses: "gzip",
    sends: ".br",
    start: (site) =>
      nginx(site, "static-brotli", ["nginx-static", "--brotli", "--root", site.clientDir]),
  },
  {
    name: "nginx-proxy in front of the server",
    compresses: "br",
    start: async (site) => {
      const upstream = await serveFromRepo(site, "behind-nginx", site.contentDir);
      const front = await nginx(site, "proxy", [
        ...["nginx-proxy", "--upstream", `127.0.0.1:${upstream.port}`],
      ]).catch(async (error: unknown) => {
        await upstream.stop();
        throw error;
      });
      return {
        ...front,
        log: upstream.log,
        stop: async () => {
          await front.stop();
          await upstream.stop();
        },
      };
    },
  },
  {
    name: "static host: _redirects and the SPA fallback",
    start: (site) => startRuleHost(site.clientDir),
  },
];
