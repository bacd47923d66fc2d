import { expect, test } from "vitest";
import { isLoopback, readDashboardEnv } from "./dashboard-env.ts";
import { EnvError } from "./env.ts";

const TOKEN = "x".repeat(24);

test("defaults: loopback, port 3100, no token", () => {
  expect(readDashboardEnv({})).toEqual({ host: "127.0.0.1", port: 3100 });
  expect(readDashboardEnv({ DASHBOARD_TOKEN: TOKEN, DASHBOARD_HOST: "0.0.0.0" })).toEqual({
    host: "0.0.0.0",
    port: 3100,
    token: TOKEN,
  });
  expect(readDashboardEnv({}, { host: "localhost", port: "0" })).toEqual({
    host: "localhost",
    port: 0,
  });
});

test("only 127.0.0.0/8, ::1 and localhost are loopback", () => {
  for (const host of ["127.0.0.1", "127.8.9.10", "::1", "[::1]", "localhost", "LOCALHOST"]) {
    expect(isLoopback(host), host).toBe(true);
  }
  for (const host of ["0.0.0.0", "::", "10.0.0.1", "192.168.1.2", "example.com", "128.0.0.1", ""]) {
    expect(isLoopback(host), host).toBe(false);
  }
});

test("bad values stop with a message naming the variable", () => {
  const errorOf = (env: Record<string, string>) => {
    try {
      readDashboardEnv(env);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    return "";
  };
  expect(errorOf({ DASHBOARD_PORT: "http" })).toBe(
    'DASHBOARD_PORT must be a whole number from 0 to 65535, got "http"',
  );
  expect(errorOf({ DASHBOARD_TOKEN: "x".repeat(23) })).toBe(
    "DASHBOARD_TOKEN must be at least 24 characters",
  );
  expect(errorOf({ DASHBOARD_HOST: "10.0.0.1" })).toMatch(
    /^DASHBOARD_HOST 10\.0\.0\.1 .*DASHBOARD_TOKEN/,
  );
  expect(errorOf({ PORT: "8080", DASHBOARD_PORT: "8080" })).toBe(
    "DASHBOARD_PORT must not be the site's PORT (8080)",
  );
});

test("BACK_OFFICE_ORIGIN: an origin (passkeys are bound to its host), else one line", () => {
  expect(readDashboardEnv({ BACK_OFFICE_ORIGIN: "https://office.example.com" }).origin).toBe(
    "https://office.example.com",
  );
  expect(() => readDashboardEnv({ BACK_OFFICE_ORIGIN: "office.example.com/admin" })).toThrow(
    /^BACK_OFFICE_ORIGIN must be an origin such as https:\/\/office\.example\.com \(no path\)$/,
  );
});
