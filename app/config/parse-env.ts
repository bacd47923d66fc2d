/** How every reader of the environment parses and fails: one EnvError, one line. */
import * as v from "valibot";

export class EnvError extends Error {
  override name = "EnvError";
}

type Env = Record<string, string | undefined>;

/** `env` through `schema`; the first invalid variable throws an EnvError with its message. */
export function parseEnv<const S extends v.GenericSchema>(schema: S, env: Env): v.InferOutput<S> {
  const result = v.safeParse(schema, env, { abortEarly: true });
  if (!result.success) throw new EnvError(result.issues[0].message);
  return result.output;
}
