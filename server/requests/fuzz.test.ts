import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixture, leaks, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture("http://localhost:3000");
});
afterAll(async () => {
  await fx.cleanup();
});

const get = (target: string, headers: Record<string, string> = {}) =>
  request(fx.server, target, { headers });

async function stillAnswers(): Promise<void> {
  expect((await get("/")).status).toBe(200);
}
test("300 random paths and headers: every answer is sane and the server keeps answering", async () => {
  let seed = 42;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pieces = [
    "/",
    "/",
    "a",
    "assets",
    "content",
    "..",
    ".",
    "%2e",
    "%2E%2e",
    "%5c",
    "\\",
    "%00",
    "%",
    "%ff",
    "%c0%af",
    "insights",
    "a.md",
    "index.html",
    "?",
    "#",
    "&",
    "=",
    ";",
    "..%2f",
    "~",
    "%25",
    "blogs",
    "__spa-fallback.html",
    "secret.txt",
    "%E2%82%AC",
    ".git",
    "x.data",
    "//",
  ];
  const headerValues = [
    "",
    "*",
    "br;q=0",
    "gzip;q=abc",
    "bytes=0-",
    ",,,,",
    'W/"x", *',
    "identity;q=0, *;q=0",
    "Thu, 01 Jan 1970 00:00:00 GMT",
    "not a date",
    "q=1;q=2;",
    "\u00ff\u00fe",
  ];
  const allowed = [200, 301, 302, 304, 400, 404];
  const one = async (): Promise<void> => {
    const length = 1 + random(8);
    const target = `/${Array.from({ length }, () => pieces[random(pieces.length)]).join("")}`;
    const pick = (): string => headerValues[random(headerValues.length)] ?? "";
    const headers = {
      "Accept-Encoding": pick(),
      Range: pick(),
      "If-None-Match": pick(),
      "If-Modified-Since": pick(),
    };
    const res = await get(target, headers);
    expect(allowed, target).toContain(res.status);
    expect(leaks(res.body), target).toBe(false);
  };
  for (let batch = 0; batch < 30; batch++) {
    await Promise.all(Array.from({ length: 10 }, one));
  }
  await stillAnswers();
  expect(fx.logs.filter((line) => line.startsWith("500"))).toEqual([]);
});
