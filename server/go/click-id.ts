/**
 * A click's id (`{click}`): 120 random bits written in base 36, 24 letters and digits, so a
 * network's sub-ID field (often limited to letters and digits, 25 to 64 characters) takes it
 * whole and two clicks never share one.
 */
import { randomBytes } from "node:crypto";

const CLICK_ID_LENGTH = 24;

export function newClickId(): string {
  const value = BigInt(`0x${randomBytes(15).toString("hex")}`);
  return value.toString(36).padStart(CLICK_ID_LENGTH, "0");
}
