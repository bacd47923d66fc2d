/**
 * A click's id (`{click}`): 120 random bits written in base 36, 24 letters and digits, so a
 * network's sub-ID field (often limited to letters and digits, 25 to 64 characters) takes it
 * whole and two clicks never share one.
 */
import { randomBytes } from "node:crypto";

const CLICK_ID_LENGTH = 24;
const ID_BYTES = 15;

/**
 * The random bytes of the next ids, drawn 256 ids at a time, as Node's `randomUUID` keeps its
 * own: drawing 15 bytes for each click was about a tenth of a counted redirect's CPU.
 */
const POOL_IDS = 256;
let pool = Buffer.alloc(0);
let used = 0;

export function newClickId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * POOL_IDS);
    used = 0;
  }
  const bytes = pool.subarray(used, used + ID_BYTES);
  used += ID_BYTES;
  return BigInt(`0x${bytes.toString("hex")}`)
    .toString(36)
    .padStart(CLICK_ID_LENGTH, "0");
}
