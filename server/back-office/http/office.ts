/**
 * The back office the HTTP side serves: the content store, the built editor, the accounts, and
 * the content repository's remote when there is one.
 */
import type { AccountStore } from "#server/back-office/accounts/account-store.ts";
import type { ContentRemote } from "#server/back-office/proxy/content-remote.ts";
import type { ContentStore } from "#server/back-office/proxy/content-store.ts";

export interface BackOffice {
  store: ContentStore;
  /** The built editor (ADMIN_BUILD_DIR). */
  adminDir: string;
  log: (line: string) => void;
  /** The accounts: who owns an entry, the review queue (decision 070). */
  accounts?: AccountStore;
  /** CONTENT_GIT_REMOTE's pushes and pulls, when it is set. */
  remote?: ContentRemote;
  /** BACK_OFFICE_GIT_WEBHOOK_SECRET: a push webhook signed with it pulls at once. */
  webhookSecret?: string;
}
