import { createHash } from "node:crypto";

/**
 * sha256 of texts or bytes, hex: the site's one content hash, the unit every content key, cache
 * row and content-named file is made of. Several parts hash as their concatenation.
 */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
}
