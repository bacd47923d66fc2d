/**
 * The content folder's JSON files (the manifest, the link registry) are read the same way: a
 * syntax error is one problem naming the file, never a thrown error.
 */
export function readJsonText<T>(
  text: string,
  what: string,
  read: (json: unknown) => T,
  unreadable: (message: string) => T,
): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return unreadable(`${what} is not JSON: ${reason}`);
  }
  return read(json);
}
