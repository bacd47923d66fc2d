/**
 * The command line of every project command: a wrong, unknown or missing option is one line
 * naming it, then the command's usage, and exit code 2; never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** `parseArgs` (process.argv by default) that answers a bad option with the usage. */
export function parseCommandLine<const T extends ParseArgsConfig>(
  name: string,
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    return usageError(name, describe(error), usage);
  }
}

/** Stops the command: `name: message` on one line, the usage on the next, exit 2. */
export function usageError(name: string, message: string, usage: string): never {
  console.error(`${name}: ${message}\n${usage}`);
  process.exit(2);
}

/** A command that takes no arguments at all: any argument is a usage error. */
export function takesNoArguments(name: string, usage = `usage: npm run ${name}`): void {
  parseCommandLine(name, usage, { options: {} });
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const named = /'([^']+)'/.exec(message)?.[1] ?? "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option ${named}`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `unexpected argument ${named}`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
    return message.includes("argument missing")
      ? `${named.replace(/ <value>$/, "")} needs a value`
      : `${named} takes no value`;
  return message.split(/\.\s/)[0] ?? message;
}
