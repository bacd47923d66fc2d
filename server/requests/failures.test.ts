import { open, truncate, writeFile } from "node:fs/promises";
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createContext, failRequest } from "#server/http/responses.ts";
import { sendFile } from "#server/files/send-file.ts";
import { createFixture, request, type Fixture } from "#tests/support/server-fixture.ts";

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture("http://localhost:3000");
});
afterAll(async () => {
  await fx.cleanup();
});

test("an unexpected error becomes one 500 and one log line, and later requests still work", async () => {
  const logs: string[] = [];
  const ctx = createContext({
    clientDir: fx.clientDir,
    contentDir: fx.contentDir,
    siteUrl: "http://x",
    log: (line) => logs.push(line),
    manifest: async () => [],
  });
  const server = http.createServer((req, res) => {
    res.setHeader("ETag", "half-done");
    failRequest(ctx, req, res, new Error("boom"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  try {
    const res = await request({ ...fx.server, port }, "/x");
    expect(res.status).toBe(500);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(logs).toEqual(['500 GET "/x": boom']);
  } finally {
    server.close();
  }
});

test("a file truncated while it is sent cuts the connection instead of hanging", async () => {
  const file = `${fx.contentDir}/blogs/shrinking.md`;
  await writeFile(file, "x".repeat(200_000));
  const handle = await open(file, "r");
  const stat = await handle.stat();
  await truncate(file, 10);
  const logs: string[] = [];
  const ctx = createContext({
    clientDir: fx.clientDir,
    contentDir: fx.contentDir,
    siteUrl: "http://x",
    log: (line) => logs.push(line),
    manifest: async () => [],
  });
  const server = http.createServer((req, res) => {
    void sendFile(ctx, req, res, {
      file: { path: file, handle, stat },
      cacheControl: "no-cache",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  try {
    await expect(request({ ...fx.server, port }, "/x")).rejects.toThrow();
    // pipeline() destroys the response before it calls back: the log line may come just after.
    await vi.waitFor(() => expect(logs[0]).toContain("file changed while sending"));
  } finally {
    server.close();
  }
});
