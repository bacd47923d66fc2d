/** The keys that open search from anywhere on the page: `/`, and Ctrl-K or Cmd-K. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The element the key went to: `/` typed into a field is text, not a shortcut. */
  target: EventTarget | null;
}

const TEXT_FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === "k") return event.ctrlKey !== event.metaKey;
  if (event.key !== "/" || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !(target?.isContentEditable || TEXT_FIELDS.has(target?.tagName ?? ""));
}
