import { afterEach, expect, test, vi } from "vitest";
import { fetchText, isRelativeUrl, readCookie, request, withXsrfHeader } from "./http.ts";

afterEach(() => vi.unstubAllGlobals());

test("a POST to a relative URL carries the XSRF token from the cookie", () => {
  const headers = withXsrfHeader("/api/x", { method: "post" }, "a=1; XSRF-TOKEN=abc%3D; b=2");
  expect(headers.get("X-XSRF-TOKEN")).toBe("abc=");
});

test("GET and HEAD never carry the XSRF header", () => {
  for (const method of ["GET", "HEAD", "get"]) {
    expect(withXsrfHeader("/x", { method }, "XSRF-TOKEN=abc").has("X-XSRF-TOKEN")).toBe(false);
  }
});

test("absolute and protocol-relative URLs never carry the XSRF header", () => {
  for (const url of ["https://evil.example/x", "//evil.example/x", "HTTP://a/b"]) {
    expect(withXsrfHeader(url, { method: "PUT" }, "XSRF-TOKEN=abc").has("X-XSRF-TOKEN")).toBe(
      false,
    );
  }
});

test("without the cookie no header is added and the caller's headers stay", () => {
  const headers = withXsrfHeader("/x", { method: "DELETE", headers: { Accept: "text/plain" } }, "");
  expect(headers.has("X-XSRF-TOKEN")).toBe(false);
  expect(headers.get("Accept")).toBe("text/plain");
});

test("cookies are read by exact name", () => {
  expect(readCookie("MY-XSRF-TOKEN=no; XSRF-TOKEN=yes", "XSRF-TOKEN")).toBe("yes");
  expect(readCookie("", "XSRF-TOKEN")).toBeUndefined();
});

test("relative URLs are told from absolute ones", () => {
  expect(isRelativeUrl("/assets/content/x.md")).toBe(true);
  expect(isRelativeUrl("assets/x")).toBe(true);
  expect(isRelativeUrl("mailto:a@b")).toBe(false);
});

test("request sends the XSRF header through fetch", async () => {
  const fetchMock = vi.fn(async () => new Response("ok"));
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("document", { cookie: "XSRF-TOKEN=t1" });
  await request("/x", { method: "POST" });
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(new Headers(init.headers).get("X-XSRF-TOKEN")).toBe("t1");
});

test("fetchText rejects a non-2xx answer", async () => {
  vi.stubGlobal("fetch", async () => new Response("missing", { status: 404 }));
  await expect(fetchText("/nope.md")).rejects.toThrow("404");
});
