/**
 * The back office's git settings (decision 071): who a commit is by before accounts
 * (BACK_OFFICE_GIT_AUTHOR), where the content folder's repository lives when the folder is not
 * the top of one (BACK_OFFICE_GIT_DIR), the remote it pushes to and pulls from
 * (CONTENT_GIT_REMOTE), how often it pulls (BACK_OFFICE_GIT_PULL_SECONDS) and the secret of its
 * push webhook (BACK_OFFICE_GIT_WEBHOOK_SECRET).
 */
import * as v from "valibot";
import { parseEnv } from "./parse-env.ts";
import { variableFields } from "./variables.ts";

export interface ContentGitEnv {
  /** `Name <email>`: the author of every commit until accounts sign commits. */
  author: string;
  /** The repository folder to use when the content folder is not the top of one, or "". */
  gitDir: string;
  remote?: string;
  pullSeconds: number;
  webhookSecret?: string;
}

const fields = variableFields(".");
const schema = v.object({
  BACK_OFFICE_GIT_AUTHOR: fields.BACK_OFFICE_GIT_AUTHOR,
  BACK_OFFICE_GIT_DIR: fields.BACK_OFFICE_GIT_DIR,
  CONTENT_GIT_REMOTE: fields.CONTENT_GIT_REMOTE,
  BACK_OFFICE_GIT_PULL_SECONDS: fields.BACK_OFFICE_GIT_PULL_SECONDS,
  BACK_OFFICE_GIT_WEBHOOK_SECRET: fields.BACK_OFFICE_GIT_WEBHOOK_SECRET,
});

export function readContentGitEnv(
  env: Record<string, string | undefined> = process.env,
): ContentGitEnv {
  const raw = parseEnv(schema, env);
  return {
    author: raw.BACK_OFFICE_GIT_AUTHOR,
    gitDir: raw.BACK_OFFICE_GIT_DIR,
    ...(raw.CONTENT_GIT_REMOTE !== "" && { remote: raw.CONTENT_GIT_REMOTE }),
    pullSeconds: raw.BACK_OFFICE_GIT_PULL_SECONDS,
    ...(raw.BACK_OFFICE_GIT_WEBHOOK_SECRET !== "" && {
      webhookSecret: raw.BACK_OFFICE_GIT_WEBHOOK_SECRET,
    }),
  };
}
