/**
 * The whole environment, checked once at a process's start (decision 065): every variable of
 * variables.ts, after the back office's old names are read as the new ones. The first invalid
 * variable is one line naming it, its value and what it accepts; a process prints that line and
 * exits non-zero before it does anything else.
 */
import * as v from "valibot";
import { EnvError, parseEnv } from "./parse-env.ts";
import { RENAMED_VARIABLES, variableFields, type Environment } from "./variables.ts";

type Env = Record<string, string | undefined>;

/**
 * `env` with each old name's value under its new name (unless the new one is set too), and one
 * notice line per old name set.
 */
export function withNewNames(env: Env): { env: Env; notices: string[] } {
  const renamed = { ...env };
  const notices: string[] = [];
  for (const [old, name] of Object.entries(RENAMED_VARIABLES)) {
    if (env[old] === undefined) continue;
    const used = env[name] === undefined;
    if (used) renamed[name] = env[old];
    notices.push(
      used
        ? `${old} is read as ${name}: rename it to ${name}`
        : `${old} is ignored: ${name} is set, and is the name read now`,
    );
  }
  return { env: renamed, notices };
}

/** Every variable checked; an EnvError with one line for the first invalid one. */
export function readEnvironment(env: Env = process.env, cwd = process.cwd()): Environment {
  const renamed = withNewNames(env).env;
  try {
    return parseEnv(v.object(variableFields(cwd)), renamed);
  } catch (error) {
    throw error instanceof EnvError ? new EnvError(oldNameIn(error.message, env)) : error;
  }
}

/** A message about a variable the user set under its old name names that name too. */
export function oldNameIn(message: string, env: Env): string {
  for (const [old, name] of Object.entries(RENAMED_VARIABLES)) {
    if (message.startsWith(`${name} `) && env[name] === undefined && env[old] !== undefined) {
      return `${old} (now ${name})${message.slice(name.length)}`;
    }
  }
  return message;
}

let checked: Environment | undefined;

/**
 * What every entry point calls first: the environment checked once for the process, its notices
 * printed; an invalid variable prints its one line and exits with `exitCode`.
 */
export function readEnvironmentOrExit(exitCode = 1, env: Env = process.env): Environment {
  if (checked) return checked;
  try {
    checked = readEnvironment(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(exitCode);
  }
  for (const notice of withNewNames(env).notices) console.error(notice);
  return checked;
}
