/**
 * `npm run --silent deploy-config -- nginx-static --listen 127.0.0.1:8080 --root build/client [--brotli]`
 * `npm run --silent deploy-config -- nginx-proxy --listen 127.0.0.1:8080 --upstream 127.0.0.1:3000`
 * `npm run --silent deploy-config -- dashboard --upstream 127.0.0.1:3100 [--path /clicks-dashboard/]`
 * Prints an nginx `server` block (with the http-level lines it needs) to include, or with
 * `--prefix DIR` a whole nginx.conf that runs unprivileged with everything under DIR; for the
 * click dashboard, the `location` lines to put in the site's https server block.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readSiteEnvOrExit } from "#app/config/index.server.ts";
import { REDIRECT_TABLE_FILE } from "#app/redirects/index.ts";
import { PREVIOUS_ASSETS_DIR } from "#tools/build/release/previous-assets.ts";
import { readBuiltRedirects } from "#tools/build/write-redirects.ts";
import { includeSnippet, nginxProxy, nginxStatic, wholeConfig } from "./nginx-config.ts";
import { DEFAULT_DASHBOARD_PATH, isDashboardPath, nginxDashboard } from "./nginx-dashboard.ts";
import { listBuiltPages } from "#tools/build/site-pages.ts";

const USAGE = `usage: deploy-config nginx-static --listen HOST:PORT --root DIR [--brotli] [--prefix DIR] [--workers N]
       deploy-config nginx-proxy --listen HOST:PORT --upstream HOST:PORT [--prefix DIR] [--workers N]
       deploy-config dashboard --upstream HOST:PORT [--path /clicks-dashboard/]`;

export async function deployConfig(args: readonly string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      listen: { type: "string" },
      root: { type: "string" },
      upstream: { type: "string" },
      prefix: { type: "string" },
      workers: { type: "string" },
      path: { type: "string" },
      brotli: { type: "boolean" },
    },
  });
  const [mode] = positionals;
  if (mode === "dashboard") {
    if (!values.upstream || !/^[\w.[\]:-]+:\d+$/.test(values.upstream)) {
      throw new UsageError(`dashboard needs --upstream HOST:PORT, got "${values.upstream ?? ""}"`);
    }
    const where = values.path ?? DEFAULT_DASHBOARD_PATH;
    if (!isDashboardPath(where)) {
      throw new UsageError(`--path must look like /clicks-dashboard/, got "${where}"`);
    }
    return nginxDashboard({ upstream: values.upstream, path: where });
  }
  if (!values.listen) throw new UsageError("--listen is required");
  const { siteUrl, countryHeader } = readSiteEnvOrExit();
  const prefix = values.prefix ? path.resolve(values.prefix) : undefined;
  let parts;
  if (mode === "nginx-static") {
    if (!values.root) throw new UsageError("nginx-static needs --root (the build/client folder)");
    const root = path.resolve(values.root);
    const pages = await listBuiltPages(root).catch(() => {
      throw new UsageError(`no build in ${values.root}: run npm run build first`);
    });
    // The build's one redirect table, beside its client folder: what `_redirects` says too.
    const built = await readBuiltRedirects(path.dirname(root));
    if (!built) {
      throw new UsageError(`no ${REDIRECT_TABLE_FILE} beside ${values.root}: run npm run build`);
    }
    const redirects = { ...built, countryHeader };
    const previousRoot = path.join(path.dirname(root), PREVIOUS_ASSETS_DIR);
    // A whole nginx.conf loads the module itself: its file, from where nginx packages put it.
    const brotli = values.brotli ? { module: prefix && brotliStaticModule() } : undefined;
    parts = nginxStatic({
      listen: values.listen,
      root,
      previousRoot,
      siteUrl,
      pages,
      redirects,
      brotli,
    });
  } else if (mode === "nginx-proxy") {
    if (values.brotli)
      throw new UsageError(
        "--brotli is for nginx-static: nginx-proxy passes on the server's brotli",
      );
    if (!values.upstream) throw new UsageError("nginx-proxy needs --upstream (the Node server)");
    const cacheDir = prefix ? `${prefix}/cache` : "/var/cache/nginx/domain-chronicle";
    parts = nginxProxy({ listen: values.listen, upstream: values.upstream, siteUrl, cacheDir });
  } else {
    throw new UsageError(`unknown set-up ${JSON.stringify(mode ?? "")}`);
  }
  if (values.workers !== undefined && !/^([1-9][0-9]*|auto)$/.test(values.workers)) {
    throw new UsageError(`--workers must be a whole number or auto, got "${values.workers}"`);
  }
  return prefix ? wholeConfig(parts, prefix, values.workers) : includeSnippet(parts);
}

export class UsageError extends Error {}

/** Where nginx packages install their dynamic modules: Debian and Ubuntu, then RHEL and nginx.org's. */
const MODULE_FOLDERS = ["/usr/lib/nginx/modules", "/usr/lib64/nginx/modules", "/etc/nginx/modules"];
const BROTLI_STATIC = "ngx_http_brotli_static_module.so";

/** The brotli_static module's file in the first of `folders` that has it. */
export function findBrotliStaticModule(
  folders: readonly string[] = MODULE_FOLDERS,
): string | undefined {
  return folders.map((folder) => path.join(folder, BROTLI_STATIC)).find(existsSync);
}

/** `findBrotliStaticModule`, or a usage error naming the package that brings it. */
export function brotliStaticModule(folders: readonly string[] = MODULE_FOLDERS): string {
  const found = findBrotliStaticModule(folders);
  if (found) return found;
  throw new UsageError(
    `--brotli needs nginx's brotli_static module (Debian: apt-get install libnginx-mod-http-brotli-static); no ${BROTLI_STATIC} in ${folders.join(", ")}`,
  );
}

if (import.meta.main) {
  try {
    process.stdout.write(await deployConfig(process.argv.slice(2)));
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`deploy-config: ${error.message.split(/\.\s/)[0]}\n${USAGE}`);
    process.exit(2);
  }
}
