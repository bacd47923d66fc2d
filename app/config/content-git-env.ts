/**
 * The back office's git settings (decision 071): who a commit is by before accounts
 * (BACK_OFFICE_GIT_AUTHOR), where the content folder's repository lives when the folder is not
 * the top of one (BACK_OFFICE_GIT_DIR), the remote it pushes to and pulls from
 * (CONTENT_GIT_REMOTE), how often it pulls (BACK_OFFICE_GIT_PULL_SECONDS) and the secret of its
 * push webhook (BACK_OFFICE_GIT_WEBHOOK_SECRET).
 */
import * as v from "valibot";
import { text, wholeNumber } from "./env-fields.ts";
import { parseEnv } from "./env.ts";

export interface ContentGitEnv {
  /** `Name <email>`: the author of every commit until accounts sign commits. */
  author: string;
  /** The repository folder to use when the content folder is not the top of one, or "". */
  gitDir: string;
  remote?: string;
  pullSeconds: number;
  webhookSecret?: string;
}

const MIN_SECRET_LENGTH = 24;

const schema = v.object({
  BACK_OFFICE_GIT_AUTHOR: v.pipe(
    text("Site owner <owner@localhost>"),
    v.check(
      (value) => /^[^<>\n]+ <[^<>\s]+>$/.test(value),
      (issue) => `BACK_OFFICE_GIT_AUTHOR must read "Name <email>", got "${String(issue.input)}"`,
    ),
  ),
  BACK_OFFICE_GIT_DIR: text(""),
  CONTENT_GIT_REMOTE: text(""),
  BACK_OFFICE_GIT_PULL_SECONDS: wholeNumber("BACK_OFFICE_GIT_PULL_SECONDS", 1, 3600, 30, true),
  BACK_OFFICE_GIT_WEBHOOK_SECRET: v.pipe(
    text(""),
    v.check(
      (value) => value === "" || value.length >= MIN_SECRET_LENGTH,
      `BACK_OFFICE_GIT_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    ),
  ),
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
