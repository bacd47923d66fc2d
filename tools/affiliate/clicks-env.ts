/** The click store's environment for the affiliate commands, read the one way they all read it. */
import { EnvError, readClicksEnv, type ClicksEnv } from "#app/config/index.server.ts";

/** DATABASE_URL / CLICKS_DB as validated; undefined, with the message printed, when invalid. */
export function readClicksEnvOrReport(): ClicksEnv | undefined {
  try {
    return readClicksEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
