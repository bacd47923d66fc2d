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

test("traversal attempts are rejected and never reach a file outside the roots", async () => {
  const attempts = [
    "/assets/content/../../etc/passwd",
    "/assets/content/%2e%2e/%2e%2e/secret.txt",
    "/assets/content/%2E%2E%2f%2E%2E%2fsecret.txt",
    "/assets/content/blogs%00.md",
    "/..%5c..%5csecret.txt",
    "/assets/content/..\\..\\secret.txt",
    "/../secret.txt",
    "/assets/content/images/%",
    "/assets/content/images/%E0%A4%A",
  ];
  for (const target of attempts) {
    const res = await get(target);
    expect([400, 404], target).toContain(res.status);
    expect(leaks(res.body), target).toBe(false);
  }
  expect((await get("/assets/content/%2e%2e/secret.txt")).status).toBe(400);
});

test("a symlink pointing out of the content folder is a 404", async () => {
  const res = await get("/assets/content/images/leak.txt");
  expect(res.status).toBe(404);
  expect(leaks(res.body)).toBe(false);
});

test("hidden files are never served", async () => {
  expect((await get("/assets/content/.git/config")).status).toBe(404);
});

test("methods other than GET and HEAD are 405 with Allow", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const res = await request(fx.server, "/", { method });
    expect(res.status, method).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.body.toString()).toBe("Method Not Allowed\n");
  }
});
