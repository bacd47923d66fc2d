/**
 * `npm run back-office -- [--host HOST] [--port PORT]` (`npm run dashboard` is an alias): the
 * publisher's back office, one process: the editor at `/admin/`, the click and earnings figures,
 * on BACK_OFFICE_HOST (default 127.0.0.1) and BACK_OFFICE_PORT (default 3100), reading the store
 * the server writes (DATABASE_URL, else the CLICKS_DB SQLite file). Off loopback it needs
 * BACK_OFFICE_TOKEN. The whole environment is checked first: an invalid variable is one line and
 * exit code 2.
 */
import { parseArgs } from "node:util";
import {
  EnvError,
  readBackOfficeEnv,
  readClicksEnv,
  readEnvironmentOrExit,
} from "#app/config/index.server.ts";

const USAGE =
  "usage: npm run back-office -- [--host HOST] [--port PORT]\n       npm run back-office -- invite EMAIL --role writer|editor|admin";
const ROLE_NAMES = ["writer", "editor", "admin"] as const;

/** `npm run dashboard`, the name the figures had before the editor joined them, still starts it. */
if (process.env.npm_lifecycle_event === "dashboard")
  console.error("npm run dashboard is an alias of npm run back-office");

// Long: the start in order, each store opened with its own one-line failure and closed on the way out.
async function main(argv: readonly string[]): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { host: { type: "string" }, port: { type: "string" }, role: { type: "string" } },
    }));
  } catch (error) {
    // node:util's message goes on with advice about positionals: its first sentence is enough.
    console.error(`${(error as Error).message.split(/\.( |$)/)[0]}\n${USAGE}`);
    return 2;
  }
  if (values.port !== undefined && !/^\d{1,5}$/.test(values.port)) {
    console.error(`--port must be a whole number from 0 to 65535, got "${values.port}"\n${USAGE}`);
    return 2;
  }
  if (positionals[0] === "invite") return invite(positionals.slice(1), values);
  if (positionals.length > 0 || values.role !== undefined) {
    const extra = positionals[0] ?? "--role";
    console.error(`Unexpected argument '${extra}'\n${USAGE}`);
    return 2;
  }
  let env;
  let clicksEnv;
  try {
    readEnvironmentOrExit(2);
    env = readBackOfficeEnv(process.env, values);
    clicksEnv = readClicksEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 2;
  }
  // Loaded only now (pg, React): a refused start (a bad option, no token) answers at once.
  const { openClickStore } = await import("#server/clicks/open-click-counter.ts");
  const { openEarningsStore } = await import("#server/clicks/earnings/open-earnings.ts");
  const { startDashboard } = await import("./http/server.ts");
  const { openBackOffice, readBackOfficeFolders } =
    await import("#server/back-office/http/open-back-office.ts");
  let store;
  try {
    store = await openClickStore(clicksEnv);
  } catch (error) {
    console.error(
      `click store: cannot open it (${error instanceof Error ? error.message : String(error)})`,
    );
    return 1;
  }
  let backOffice;
  try {
    backOffice = await openBackOffice(readBackOfficeFolders(), (line) => console.error(line));
  } catch (error) {
    console.error(`back office: ${error instanceof Error ? error.message : String(error)}`);
    await store.close();
    return 1;
  }
  // Earnings are extra: a store that cannot hold them still shows clicks.
  const earnings = await openEarningsStore(clicksEnv).catch(() => undefined);
  const { openHealthStore } = await import("#server/link-health/health-store.ts");
  const health = await openHealthStore(clicksEnv).catch(() => undefined);
  const { openAccountStore } = await import("#server/back-office/accounts/open-accounts.ts");
  let accounts;
  try {
    accounts = await openAccountStore(clicksEnv);
  } catch (error) {
    console.error(`accounts: cannot open them (${(error as Error).message})`);
    await Promise.all([store.close(), earnings?.close(), health?.close()]);
    return 1;
  }
  const dashboard = await startDashboard({
    store,
    ...(earnings && { earnings }),
    ...(health && { health }),
    ...env,
    backOffice: { ...backOffice, accounts },
    newsroom: { accounts, path: env.path, ...(env.origin && { origin: env.origin }) },
  }).catch((error: unknown) => {
    console.error(
      `dashboard: cannot listen on ${env.host}:${env.port} (${(error as Error).message})`,
    );
    return undefined;
  });
  if (!dashboard) {
    await Promise.all([store.close(), earnings?.close(), health?.close(), accounts.close()]);
    return 1;
  }
  console.log(
    `dashboard on ${dashboard.url}, back office on ${dashboard.url}admin/${env.token ? ` (sign in at ${dashboard.url}admin/ with the token you set)` : ""}`,
  );
  await new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => resolve());
  });
  await dashboard.close();
  await Promise.all([store.close(), earnings?.close(), health?.close(), accounts.close()]);
  return 0;
}

/**
 * `invite EMAIL --role ROLE`: prints a one-time link (7 days) that makes the account, or recovers
 * it (its password, passkeys and sessions removed). The first admin is made the same way.
 */
async function invite(
  args: readonly string[],
  values: { role?: string; port?: string; host?: string },
): Promise<number> {
  const [email, ...rest] = args;
  if (email === undefined || !/^[^@\s]+@[^@\s]+$/.test(email) || rest.length > 0) {
    console.error(
      `invite needs one email address${email ? `, got "${args.join(" ")}"` : ""}\n${USAGE}`,
    );
    return 2;
  }
  const role = values.role;
  if (!ROLE_NAMES.includes(role as (typeof ROLE_NAMES)[number])) {
    console.error(`--role must be writer, editor or admin, got "${role ?? ""}"\n${USAGE}`);
    return 2;
  }
  let env;
  try {
    readEnvironmentOrExit(2);
    env = readBackOfficeEnv(process.env, values);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { openAccountStore } = await import("#server/back-office/accounts/open-accounts.ts");
  const accounts = await openAccountStore(readClicksEnv());
  try {
    const token = await accounts.invite(email, role as (typeof ROLE_NAMES)[number]);
    await accounts.recordEvent("the invite command", `invited ${email.toLowerCase()} as ${role}`);
    // localhost, not 127.0.0.1: a passkey needs a host name. BACK_OFFICE_PATH is where the
    // proxy at BACK_OFFICE_ORIGIN puts the back office; localhost reaches it at its root.
    const address = env.origin ? `${env.origin}${env.path}` : `http://localhost:${env.port}/`;
    console.log(`${address}invite?token=${token}`);
    console.error(`One use, for 7 days: ${email} as ${role}.`);
  } finally {
    await accounts.close();
  }
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
