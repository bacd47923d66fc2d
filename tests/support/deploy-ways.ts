/**
 * One build folder served the three ways docs/deploy.md gives, across deploys (decision 055): the
 * Node server (reads the build folder, kept releases included), nginx-static (its configuration
 * printed again and nginx restarted after each build, as the docs say) and a static host (the
 * folder `static-upload` makes, uploaded again after each build). Each answers on loopback.
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { deployConfig } from "#tools/deploy/deploy-config.ts";
import { startNginx, type RunningNginx } from "#tools/deploy/run-nginx.ts";
import { makeStaticUpload } from "#tools/deploy/static-upload.ts";
import { startNodeServer } from "#tests/seams/node-server.ts";
import { startRuleHost } from "#tests/seams/static-rule-host.ts";
import { freePort } from "./server-process.ts";

export interface DeploySite {
  root: string;
  contentDir: string;
  buildDir: string;
  siteUrl: string;
}

export interface ServedWay {
  name: string;
  url: string;
  /** What a deploy of this way does after a build: nothing, a new nginx config, an upload. */
  deployed: () => Promise<void>;
  stop: () => Promise<void>;
}

async function nodeServer(site: DeploySite): Promise<ServedWay> {
  const served = await startNodeServer({
    node: process.execPath,
    cwd: path.resolve("."),
    env: {
      SITE_URL: site.siteUrl,
      CONTENT_DIR: site.contentDir,
      BUILD_DIR: site.buildDir,
      CLICKS_DB: path.join(site.root, "clicks.sqlite"),
    },
  });
  return { name: "Node server", url: served.url, deployed: async () => {}, stop: served.stop };
}

async function nginxStatic(site: DeploySite): Promise<ServedWay> {
  const port = await freePort();
  const prefix = path.join(site.root, "nginx");
  const start = async () => {
    const args = ["nginx-static", "--root", path.join(site.buildDir, "client")];
    const config = await deployConfig([
      ...args,
      ...["--listen", `127.0.0.1:${port}`, "--prefix", prefix, "--workers", "1"],
    ]);
    return startNginx(prefix, config, port);
  };
  let running: RunningNginx = await start();
  return {
    name: "nginx-static",
    url: `http://127.0.0.1:${port}`,
    deployed: async () => {
      await running.stop();
      running = await start();
    },
    stop: () => running.stop(),
  };
}

async function staticHost(site: DeploySite): Promise<ServedWay> {
  const upload = path.join(site.root, "upload");
  await makeStaticUpload(site.buildDir, upload);
  const host = await startRuleHost(upload);
  return {
    name: "static host",
    url: host.url,
    // A new upload replaces the whole site at once, as a static host's deploy does.
    deployed: async () => {
      await makeStaticUpload(site.buildDir, `${upload}.next`);
      await rename(upload, `${upload}.old`);
      await rename(`${upload}.next`, upload);
      await rm(`${upload}.old`, { recursive: true, force: true });
    },
    stop: host.stop,
  };
}

export const DEPLOY_WAYS = [nodeServer, nginxStatic, staticHost] as const;
