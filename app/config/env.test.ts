import path from "node:path";
import { expect, test } from "vitest";
import { EnvError, readSiteEnv } from "./env.ts";

const CWD = path.resolve("/srv/site");

function read(env: Record<string, string | undefined>) {
  return readSiteEnv(env, CWD);
}

/** The EnvError that reading `env` throws. */
function errorOf(env: Record<string, string | undefined>): EnvError {
  try {
    read(env);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

test("an empty environment gives the defaults", () => {
  expect(read({})).toEqual({
    siteUrl: "http://localhost:3000",
    contentDir: path.join(CWD, "content"),
    port: 3000,
    host: "127.0.0.1",
    debug: false,
    buildDir: path.join(CWD, "build"),
    clientDir: path.join(CWD, "build", "client"),
    contentCheck: "error",
    imageCacheDir: path.join(CWD, "node_modules", ".cache", "images"),
    workers: 1,
    searchIndex: "wait",
    socialCards: "wait",
    pageGzip: false,
    countryHeader: "cf-ipcountry",
  });
});

test("the process environment and working directory are read by default", () => {
  expect(readSiteEnv().contentDir).toBe(
    path.resolve(process.cwd(), process.env.CONTENT_DIR?.trim() || "content"),
  );
});

test("PORT is read as a number", () => {
  expect(read({ PORT: "8080" }).port).toBe(8080);
  expect(read({ PORT: " 8080 " }).port).toBe(8080);
});

test("an empty or blank PORT is the default 3000", () => {
  expect(read({ PORT: "" }).port).toBe(3000);
  expect(read({ PORT: "   " }).port).toBe(3000);
});

test("PORT may be anything from 0 to 65535", () => {
  expect(read({ PORT: "0" }).port).toBe(0);
  expect(read({ PORT: "65535" }).port).toBe(65535);
});

test("a PORT that is not a number is an error naming PORT", () => {
  for (const value of ["abc", "80a", "NaN", "eighty"]) {
    const error = errorOf({ PORT: value });
    expect(error.name).toBe("EnvError");
    expect(error.message).toBe(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
});

test("a PORT out of range is an error naming PORT", () => {
  for (const value of ["-1", "65536", "100000", "Infinity"]) {
    expect(errorOf({ PORT: value }).message).toMatch(
      /^PORT must be a whole number from 0 to 65535/,
    );
  }
});

test("a PORT with decimals is an error naming PORT", () => {
  expect(errorOf({ PORT: "3000.5" }).message).toContain("PORT");
  expect(errorOf({ PORT: "0.1" }).message).toContain('got "0.1"');
});

test("the default SITE_URL follows PORT", () => {
  expect(read({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
});

test("SITE_URL is kept without its trailing slash", () => {
  expect(read({ SITE_URL: "https://example.com" }).siteUrl).toBe("https://example.com");
  expect(read({ SITE_URL: "https://example.com/" }).siteUrl).toBe("https://example.com");
  expect(read({ SITE_URL: "https://example.com/site/" }).siteUrl).toBe("https://example.com/site");
  expect(read({ SITE_URL: "https://example.com/site///" }).siteUrl).toBe(
    "https://example.com/site",
  );
});

test("SITE_URL is trimmed and normalised as a URL", () => {
  expect(read({ SITE_URL: "  https://example.com/  " }).siteUrl).toBe("https://example.com");
  expect(read({ SITE_URL: "HTTPS://Example.COM" }).siteUrl).toBe("https://example.com");
  expect(read({ SITE_URL: "http://localhost:5173" }).siteUrl).toBe("http://localhost:5173");
});

test("a SITE_URL that is not a URL is an error naming SITE_URL", () => {
  for (const value of ["not a url", "example.com", "/relative/path"]) {
    expect(errorOf({ SITE_URL: value }).message).toBe(
      `SITE_URL must be an absolute http(s) URL, got "${value}"`,
    );
  }
});

test("a SITE_URL that is not http or https is an error naming SITE_URL", () => {
  for (const value of ["ftp://example.com", "file:///srv/site", "mailto:me@example.com"]) {
    expect(errorOf({ SITE_URL: value }).message).toBe(
      `SITE_URL must start with http:// or https://, got "${value}"`,
    );
  }
});

test("a SITE_URL with a query or fragment is an error naming SITE_URL", () => {
  for (const value of [
    "https://example.com/?a=1",
    "https://example.com/#top",
    "https://example.com/site?x=1#y",
  ]) {
    expect(errorOf({ SITE_URL: value }).message).toBe(
      `SITE_URL must not have a query or fragment, got "${value}"`,
    );
  }
});

test("a relative CONTENT_DIR is resolved against the working directory", () => {
  expect(read({ CONTENT_DIR: "my-content" }).contentDir).toBe(path.join(CWD, "my-content"));
  expect(read({ CONTENT_DIR: "../elsewhere/content" }).contentDir).toBe(
    path.resolve(CWD, "../elsewhere/content"),
  );
  expect(read({ CONTENT_DIR: " my-content " }).contentDir).toBe(path.join(CWD, "my-content"));
});

test("an absolute CONTENT_DIR is kept", () => {
  const absolute = path.resolve("/data/site-content");
  expect(read({ CONTENT_DIR: absolute }).contentDir).toBe(absolute);
});

test("an empty or blank CONTENT_DIR is the demo content folder", () => {
  expect(read({ CONTENT_DIR: "" }).contentDir).toBe(path.join(CWD, "content"));
  expect(read({ CONTENT_DIR: "  " }).contentDir).toBe(path.join(CWD, "content"));
});

test("HOST is trimmed, and empty or blank is 127.0.0.1", () => {
  expect(read({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  expect(read({ HOST: " ::1 " }).host).toBe("::1");
  expect(read({ HOST: "" }).host).toBe("127.0.0.1");
  expect(read({ HOST: "  " }).host).toBe("127.0.0.1");
});

test("DEBUG is on for 1, true and yes, in any case", () => {
  for (const value of ["1", "true", "yes", "TRUE", "Yes"])
    expect(read({ DEBUG: value }).debug).toBe(true);
});

test("DEBUG is off for 0, false, no, empty or unset", () => {
  for (const value of ["0", "false", "no", "FALSE", "No", "", undefined])
    expect(read({ DEBUG: value }).debug).toBe(false);
});

test("any other DEBUG value is an error naming DEBUG", () => {
  for (const value of ["on", "2", "debug", "y"]) {
    expect(errorOf({ DEBUG: value }).message).toBe(
      `DEBUG must be 1/true/yes or 0/false/no, got "${value}"`,
    );
  }
});

test("the first invalid variable stops the read", () => {
  expect(() => read({ PORT: "x", SITE_URL: "ftp://x", DEBUG: "on" })).toThrow(/^PORT/);
});

test("a SITE_URL ending in a bare ? or # is refused", () => {
  expect(() => readSiteEnv({ SITE_URL: "https://example.com?" })).toThrow(
    /SITE_URL must not have a query or fragment/,
  );
  expect(() => readSiteEnv({ SITE_URL: "https://example.com#" })).toThrow(
    /SITE_URL must not have a query or fragment/,
  );
});

test("BUILD_DIR is resolved from the working directory, and the site is its client folder", () => {
  expect(read({ BUILD_DIR: "out" })).toMatchObject({
    buildDir: path.join(CWD, "out"),
    clientDir: path.join(CWD, "out", "client"),
  });
  expect(read({ BUILD_DIR: " /tmp/b " }).clientDir).toBe(path.join("/tmp/b", "client"));
});

test("CONTENT_CHECK is error or warn; anything else stops with a message naming it", () => {
  expect(read({ CONTENT_CHECK: "warn" }).contentCheck).toBe("warn");
  expect(read({ CONTENT_CHECK: "" }).contentCheck).toBe("error");
  expect(errorOf({ CONTENT_CHECK: "foo" }).message).toBe(
    'CONTENT_CHECK must be one of error, warn, got "foo"',
  );
});

test("SEARCH_INDEX is wait or background; anything else stops with a message naming it", () => {
  expect(read({ SEARCH_INDEX: "background" }).searchIndex).toBe("background");
  expect(read({ SEARCH_INDEX: " " }).searchIndex).toBe("wait");
  expect(errorOf({ SEARCH_INDEX: "later" }).message).toBe(
    'SEARCH_INDEX must be one of wait, background, got "later"',
  );
});

test("SOCIAL_CARDS is wait (the default) or background; anything else stops with a message naming it", () => {
  expect(read({ SOCIAL_CARDS: "background" }).socialCards).toBe("background");
  expect(read({}).socialCards).toBe("wait");
  expect(errorOf({ SOCIAL_CARDS: "never" }).message).toBe(
    'SOCIAL_CARDS must be one of wait, background, got "never"',
  );
});

test("PAGE_GZIP is off unless set to 1 (or true, yes); anything else stops with a message naming it", () => {
  expect(read({ PAGE_GZIP: "1" }).pageGzip).toBe(true);
  expect(read({ PAGE_GZIP: "0" }).pageGzip).toBe(false);
  expect(errorOf({ PAGE_GZIP: "gzip" }).message).toBe(
    'PAGE_GZIP must be 1/true/yes or 0/false/no, got "gzip"',
  );
});

test("COUNTRY_HEADER names the visitor's country header, any case, cf-ipcountry when unset", () => {
  expect(read({ COUNTRY_HEADER: " X-Country " }).countryHeader).toBe("x-country");
  expect(read({ COUNTRY_HEADER: "" }).countryHeader).toBe("cf-ipcountry");
});

test("WORKERS is a whole number of server processes, 1 when unset", () => {
  expect(read({ WORKERS: "4" }).workers).toBe(4);
  expect(read({ WORKERS: " " }).workers).toBe(1);
  for (const value of ["0", "-1", "1.5", "two", "65"]) {
    expect(errorOf({ WORKERS: value }).message).toBe(
      `WORKERS must be a whole number from 1 to 64, got "${value}"`,
    );
  }
});

test("COUNTRY_HEADER names the CDN's country header, lower-cased; anything else stops", () => {
  expect(read({ COUNTRY_HEADER: " CloudFront-Viewer-Country " }).countryHeader).toBe(
    "cloudfront-viewer-country",
  );
  expect(read({ COUNTRY_HEADER: "" }).countryHeader).toBe("cf-ipcountry");
  expect(errorOf({ COUNTRY_HEADER: "x country:" }).message).toBe(
    'COUNTRY_HEADER must be an HTTP header name such as cf-ipcountry, got "x country:"',
  );
});
