/** The click store's environment for the affiliate commands, read the one way they all read it. */
import {
  EnvError,
  readClicksEnv,
  readEnvironment,
  type ClicksEnv,
} from "#app/config/index.server.ts";

/**
 * DATABASE_URL / CLICKS_DB as validated, after the whole environment; undefined, with the one
 * line that names the first invalid variable printed, when one is invalid.
 */
export function readClicksEnvOrReport(): ClicksEnv | undefined {
  try {
    readEnvironment();
    return readClicksEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
