import { useEffect } from "react";
import type { PageMessage } from "#app/analysis/index.ts";

/**
 * Says a page's loading problems in the browser console, also for prerendered
 * pages, whose loader ran at build time.
 */
export function useConsoleMessages(messages: readonly PageMessage[]): void {
  useEffect(() => {
    for (const message of messages) console[message.level](message.text);
  }, [messages]);
}
