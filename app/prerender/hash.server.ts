import { createHash } from "node:crypto";

/** sha256 of a text or bytes, hex: the unit every content key is made of. */
export function hashOf(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
