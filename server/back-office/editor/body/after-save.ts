/**
 * Text typed while a save is on its way is not lost: Decap marks the entry unchanged when the
 * save answers (its `ENTRY_PERSIST_SUCCESS` sets `hasChanged` false), even when the writer typed
 * on during the save; the Publish button then read "Published" over unsaved words, and leaving
 * the page gave no warning. The proxy backend announces each answered save; the body widget then
 * hands Decap its text once more, and Decap compares it with what was saved.
 */
const SAVED = "site-body:saved";

/** Called by the proxy backend when a save has answered. */
export function announceSaved(): void {
  window.dispatchEvent(new Event(SAVED));
}

/**
 * Runs `again` after each answered save, once Decap has marked the entry saved: its own steps
 * after the answer are promise callbacks, done before a timer's turn; a save with uploads reloads
 * the media library first, so `again` runs once more a second later. Returns the unsubscribe.
 */
export function afterEachSave(again: () => void): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      again();
    }, ms);
    timers.add(timer);
  };
  const listener = () => {
    later(0);
    later(1000);
  };
  window.addEventListener(SAVED, listener);
  return () => {
    window.removeEventListener(SAVED, listener);
    for (const timer of timers) clearTimeout(timer);
  };
}
