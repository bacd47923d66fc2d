import { expect, test } from "vitest";
import { isLoopback, readBackOfficeEnv } from "./back-office-env.ts";
import { EnvError } from "./env.ts";

const TOKEN = "x".repeat(24);

test("defaults: loopback, port 3100, no token", () => {
  expect(readBackOfficeEnv({})).toEqual({ host: "127.0.0.1", port: 3100, path: "/" });
  expect(readBackOfficeEnv({ BACK_OFFICE_TOKEN: TOKEN, BACK_OFFICE_HOST: "0.0.0.0" })).toEqual({
    host: "0.0.0.0",
    port: 3100,
    token: TOKEN,
    path: "/",
  });
  expect(readBackOfficeEnv({}, { host: "localhost", port: "0" })).toEqual({
    host: "localhost",
    port: 0,
    path: "/",
  });
});

test("the old DASHBOARD_* names are still read; the new name wins when both are set", () => {
  expect(readBackOfficeEnv({ DASHBOARD_TOKEN: TOKEN, DASHBOARD_HOST: "0.0.0.0" })).toEqual({
    host: "0.0.0.0",
    port: 3100,
    token: TOKEN,
    path: "/",
  });
  expect(readBackOfficeEnv({ DASHBOARD_PORT: "3200", BACK_OFFICE_PORT: "3300" }).port).toBe(3300);
});

test("only 127.0.0.0/8, ::1 and localhost are loopback", () => {
  for (const host of ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "LOCALHOST"]) {
    expect(isLoopback(host), host).toBe(true);
  }
  for (const host of ["0.0.0.0", "::", "10.0.0.1", "192.168.1.2", "example.com", "128.0.0.1", ""]) {
    expect(isLoopback(host), host).toBe(false);
  }
});

test("bad values stop with a message naming the variable (as it was set) and its value", () => {
  const errorOf = (env: Record<string, string>) => {
    try {
      readBackOfficeEnv(env);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    return "";
  };
  expect(errorOf({ BACK_OFFICE_PORT: "http" })).toBe(
    'BACK_OFFICE_PORT must be a whole number from 0 to 65535, got "http"',
  );
  expect(errorOf({ DASHBOARD_PORT: "http" })).toBe(
    'DASHBOARD_PORT (now BACK_OFFICE_PORT) must be a whole number from 0 to 65535, got "http"',
  );
  expect(errorOf({ BACK_OFFICE_TOKEN: "x".repeat(23) })).toBe(
    "BACK_OFFICE_TOKEN must be at least 24 characters, got 23",
  );
  expect(errorOf({ BACK_OFFICE_HOST: "10.0.0.1" })).toMatch(
    /^BACK_OFFICE_HOST 10\.0\.0\.1 .*BACK_OFFICE_TOKEN/,
  );
  expect(errorOf({ PORT: "8080", BACK_OFFICE_PORT: "8080" })).toBe(
    "BACK_OFFICE_PORT must not be the site's PORT (8080)",
  );
});

test("BACK_OFFICE_ORIGIN: an origin (passkeys are bound to its host), else one line", () => {
  expect(readBackOfficeEnv({ BACK_OFFICE_ORIGIN: "https://office.example.com" }).origin).toBe(
    "https://office.example.com",
  );
  expect(readBackOfficeEnv({}).origin).toBeUndefined();
  expect(() => readBackOfficeEnv({ BACK_OFFICE_ORIGIN: "office.example.com/admin" })).toThrow(
    'BACK_OFFICE_ORIGIN must be an origin such as https://office.example.com (no path), got "office.example.com/admin"',
  );
});

test("BACK_OFFICE_PATH: where a proxy puts the back office (a slash at each end), else one line", () => {
  expect(readBackOfficeEnv({ BACK_OFFICE_PATH: "/clicks-dashboard/" }).path).toBe(
    "/clicks-dashboard/",
  );
  for (const wrong of ["clicks-dashboard/", "/clicks-dashboard", "//evil.example/", "/a/../"]) {
    expect(() => readBackOfficeEnv({ BACK_OFFICE_PATH: wrong }), wrong).toThrow(
      `BACK_OFFICE_PATH must be a path such as /clicks-dashboard/ (a slash at each end), got "${wrong}"`,
    );
  }
});
