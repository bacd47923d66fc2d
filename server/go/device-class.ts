/**
 * A click's device class from its user agent, through ua-parser-js (MIT, version 1: version 2
 * is AGPL): `mobile` (phones, watches), `tablet`, or `desktop` (everything else: computers,
 * consoles, TVs). Only the class is kept, never the user agent itself.
 */
import { UAParser } from "ua-parser-js";

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** Parsing costs tens of µs; visitors repeat a few user agents, so answers are kept. */
const answers = new Map<string, DeviceClass>();
const MAX_CACHED_AGENTS = 1000;

export function deviceClass(userAgent: string): DeviceClass {
  let answer = answers.get(userAgent);
  if (answer === undefined) {
    const type = new UAParser(userAgent).getDevice().type;
    answer =
      type === "tablet"
        ? "tablet"
        : type === "mobile" || type === "wearable"
          ? "mobile"
          : "desktop";
    if (answers.size >= MAX_CACHED_AGENTS) answers.clear();
    answers.set(userAgent, answer);
  }
  return answer;
}
