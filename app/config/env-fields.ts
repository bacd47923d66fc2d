/**
 * The kinds of environment variable the site reads, as valibot schemas over the raw string (or
 * its absence). Each names its variable in its message and quotes the value it got, so a typo in
 * a deployment is found from the first line of output.
 */
import path from "node:path";
import * as v from "valibot";
import { normalizeSiteUrl } from "./site-url.ts";

// Unset and undefined variables read as "" (the schemas' default), so blank covers all three.
const isBlank = (value: string) => value.trim() === "";
const ON = ["1", "true", "yes"];
const OFF = ["0", "false", "no"];

/** Text, trimmed; unset or blank is `fallback`. */
export function text(fallback: string) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value.trim() || fallback),
  );
}

/** A folder, absolute from `cwd`; unset or blank is `fallback`. */
export function folder(cwd: string, fallback: string) {
  return v.pipe(
    text(fallback),
    v.transform((value) => path.resolve(cwd, value)),
  );
}

/**
 * A whole number from `min` to `max`; unset or blank is `fallback`. With `trim`, the message
 * quotes the value trimmed.
 */
export function wholeNumber(
  name: string,
  min: number,
  max: number,
  fallback: number,
  trim = false,
) {
  return v.pipe(
    trim ? v.optional(v.pipe(v.string(), v.trim()), "") : v.optional(v.string(), ""),
    v.check(
      (value) => isBlank(value) || isWholeIn(Number(value), min, max),
      (issue) => `${name} must be a whole number from ${min} to ${max}, got "${issue.input}"`,
    ),
    v.transform((value) => (isBlank(value) ? fallback : Number(value))),
  );
}

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** One of `choices`, trimmed; unset or blank is the first. */
export function choice<const T extends string>(name: string, choices: readonly [T, ...T[]]) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => isBlank(value) || (choices as readonly string[]).includes(value.trim()),
      (issue) => `${name} must be one of ${choices.join(", ")}, got "${issue.input}"`,
    ),
    v.transform((value) => (isBlank(value) ? choices[0] : (value.trim() as T))),
  );
}

/** 1/true/yes or 0/false/no, in any case; unset or empty is off. */
export function flag(name: string) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => value === "" || [...ON, ...OFF].includes(value.toLowerCase()),
      (issue) => `${name} must be 1/true/yes or 0/false/no, got "${issue.input}"`,
    ),
    v.transform((value) => ON.includes(value.toLowerCase())),
  );
}

/** The site's public base URL: absolute http(s), no query or fragment, no trailing slash. */
export const siteUrl = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const normalized = normalizeSiteUrl(dataset.value);
    if ("url" in normalized) return normalized.url;
    addIssue({ message: `SITE_URL ${normalized.problem}, got "${dataset.value}"` });
    return NEVER;
  }),
);

/** An HTTP header name (RFC 9110 token), lower-cased; unset or blank is `fallback`. */
export function headerName(name: string, fallback: string) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => isBlank(value) || /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(value.trim()),
      (issue) => `${name} must be an HTTP header name such as cf-ipcountry, got "${issue.input}"`,
    ),
    v.transform((value) => (value.trim() || fallback).toLowerCase()),
  );
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A duration, `30m`, `12h`, `2d` or seconds, at least `minMs`, → ms; `off` or `0` → 0; unset or
 * blank is `fallbackMs`.
 */
export function duration(name: string, fallbackMs: number, minMs: number) {
  const toMs = (raw: string): number | undefined => {
    const value = raw.trim().toLowerCase();
    if (value === "") return fallbackMs;
    if (value === "off" || value === "0") return 0;
    const match = /^(\d+)\s*([smhd]?)$/.exec(value);
    const ms = match ? Number(match[1]) * (UNIT_MS[match[2] || "s"] ?? 1000) : 0;
    return ms >= minMs ? ms : undefined;
  };
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => toMs(value) !== undefined,
      (issue) =>
        `${name} must be like 24h, 30m or 2d (at least ${minMs / 60_000}m) or off, got "${issue.input}"`,
    ),
    v.transform((value) => toMs(value) ?? fallbackMs),
  );
}

/** An absolute http(s) URL, or unset/blank: undefined. */
export function optionalHttpUrl(name: string) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value.trim() || undefined),
    v.check(
      (value) =>
        value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      (issue) => `${name} must be an absolute http(s) URL, got "${String(issue.input)}"`,
    ),
  );
}

/**
 * A secret of at least `min` characters, or unset/empty: undefined. Its message gives the length
 * it got, never the value (it may be a real secret mistyped).
 */
export function secret(name: string, min: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => value === "" || value.length >= min,
      (issue) => `${name} must be at least ${min} characters, got ${String(issue.input).length}`,
    ),
    v.transform((value) => value || undefined),
  );
}

/** A positive whole number, or unset/blank/0: undefined (the caller's own default). */
export function optionalWholeNumber(name: string, max: number) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => isBlank(value) || isWholeIn(Number(value), 0, max),
      (issue) =>
        `${name} must be a whole number from 0 to ${max} (0: the default), got "${issue.input}"`,
    ),
    v.transform((value) => (isBlank(value) || Number(value) === 0 ? undefined : Number(value))),
  );
}

/** Optional: an origin, `https://office.example.com` (no path); undefined when unset. */
export function origin(name: string) {
  return v.pipe(
    v.optional(v.string(), ""),
    v.check(
      (value) => value === "" || /^https?:\/\/[^/\s]+$/.test(value),
      (issue) =>
        `${name} must be an origin such as https://office.example.com (no path), got "${String(issue.input)}"`,
    ),
    v.transform((value) => value || undefined),
  );
}

/** A path of a site with a slash at each end (`/`, `/clicks-dashboard/`); default `/`. */
export function urlPath(name: string) {
  return v.pipe(
    v.optional(v.string(), "/"),
    v.check(
      (value) => /^\/([A-Za-z0-9_-]+\/)*$/.test(value),
      (issue) =>
        `${name} must be a path such as /clicks-dashboard/ (a slash at each end), got "${String(issue.input)}"`,
    ),
  );
}
