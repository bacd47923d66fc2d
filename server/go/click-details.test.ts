/** What a `/go/` click keeps besides its slug and page: the country and the device class. */
import { afterAll, beforeAll, expect, test } from "vitest";
import { createGoFixture, SITE_URL, type GoFixture } from "#tests/support/go-fixture.ts";
import { request } from "#tests/support/server-fixture.ts";
import { ANDROID_PHONE, DESKTOP, PHONE, TABLET } from "#tests/support/user-agents.ts";
import { deviceClass } from "./device-class.ts";
import { visitorCountry } from "./visitor-country.ts";

let fx: GoFixture;
beforeAll(async () => {
  fx = await createGoFixture();
});
afterAll(async () => {
  await fx.cleanup();
});

test("the country is the CDN header's two letters, upper case; XX, T1 and others are unknown", () => {
  const country = (value: string | string[] | undefined, name = "cf-ipcountry") =>
    visitorCountry({ "cf-ipcountry": value }, name);
  expect(country("de")).toBe("DE");
  expect(country(" US ")).toBe("US");
  expect(country(["FR", "DE"])).toBe("FR");
  for (const bad of ["XX", "T1", "xx", "", "USA", "1A", "D", undefined]) {
    expect(country(bad)).toBeUndefined();
  }
  expect(visitorCountry({ "x-country-code": "NL" }, "X-Country-Code")).toBe("NL");
  expect(country("NL", "x-country-code")).toBeUndefined();
});

test("phones and watches are mobile, tablets tablet, everything else desktop", () => {
  expect(deviceClass(PHONE)).toBe("mobile");
  expect(deviceClass(ANDROID_PHONE)).toBe("mobile");
  expect(deviceClass(TABLET)).toBe("tablet");
  expect(deviceClass(DESKTOP)).toBe("desktop");
  expect(deviceClass("curl-like/1.0")).toBe("desktop");
});

test("a click through /go/ keeps its page, country and device, never the user agent", async () => {
  const go = (agent: string, headers: Record<string, string>) =>
    request(fx.server, "/go/namecheap", { headers: { "user-agent": agent, ...headers } });
  await go(PHONE, { referer: `${SITE_URL}/reviews/namecheap`, "cf-ipcountry": "de" });
  await go(PHONE, { referer: `${SITE_URL}/reviews/namecheap`, "cf-ipcountry": "DE" });
  await go(DESKTOP, { referer: "https://elsewhere.example/x", "cf-ipcountry": "XX" });
  await go(TABLET, { "cf-ipcountry": "US" });
  await fx.clicks.flush();
  expect(await fx.store.report({ by: ["page", "country", "device"] })).toEqual([
    { page: "/reviews/namecheap", country: "DE", device: "mobile", clicks: 2 },
    { page: "", country: "", device: "desktop", clicks: 1 },
    { page: "", country: "US", device: "tablet", clicks: 1 },
  ]);
});
