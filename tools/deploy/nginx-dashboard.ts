/**
 * `deploy-config dashboard`: the nginx locations that put the click dashboard (`npm run
 * dashboard`, on loopback) under a path of the site's TLS server block. The dashboard answers a
 * proxied request only when BACK_OFFICE_TOKEN is set, and nothing of it is cached.
 */
import { block, quote } from "./nginx-syntax.ts";

export const DEFAULT_DASHBOARD_PATH = "/clicks-dashboard/";

export interface DashboardOptions {
  /** The dashboard's HOST:PORT (BACK_OFFICE_HOST, BACK_OFFICE_PORT). */
  upstream: string;
  /** Where it appears on the site: `/name/`. */
  path: string;
}

export function nginxDashboard({ upstream, path }: DashboardOptions): string {
  const bare = path.replace(/\/$/, "");
  const lines = [
    `# The click dashboard at ${path}: put these lines inside the site's https server block,`,
    "# and start npm run back-office with BACK_OFFICE_TOKEN set (without it, a proxied request is refused).",
    `# Also set BACK_OFFICE_PATH=${path} (the sign-in cookie's path; with accounts, invite links with BACK_OFFICE_ORIGIN=https://<this host>).`,
    block(`location = ${quote(bare)}`, [`return 301 ${quote(path)};`]),
    block(`location ^~ ${quote(path)}`, [
      // The trailing slash strips the path: the dashboard's links are relative, so they follow.
      `proxy_pass http://${upstream}/;`,
      "proxy_http_version 1.1;",
      "proxy_set_header Host $http_host;",
      "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "proxy_cache off;",
      "proxy_buffering off;",
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

/** A path nginx and the dashboard's relative links both take: `/a-z0-9-_/…/`. */
export function isDashboardPath(path: string): boolean {
  return /^\/([A-Za-z0-9_-]+\/)+$/.test(path);
}
