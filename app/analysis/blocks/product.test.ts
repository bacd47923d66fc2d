import { expect, test } from "vitest";
import { resolveProductImage, toHttpUrl } from "./product.ts";

test("links are http(s) only, whatever their case or padding", () => {
  expect(toHttpUrl(" HTTPS://shop.example/a?b=1 ")).toBe("https://shop.example/a?b=1");
  expect(toHttpUrl("javascript:alert(1)")).toBeUndefined();
  expect(toHttpUrl("JaVaScRiPt:alert(1)")).toBeUndefined();
  expect(toHttpUrl("java\tscript:alert(1)")).toBeUndefined();
  expect(toHttpUrl("data:text/html,<script>alert(1)</script>")).toBeUndefined();
  expect(toHttpUrl("/relative")).toBeUndefined();
  expect(toHttpUrl("mailto:a@b.c")).toBeUndefined();
});

test("an image URL never becomes a script or data URL", () => {
  expect(resolveProductImage("javascript:alert(1)")).toBeUndefined();
  expect(resolveProductImage(" java\tscript:alert(1)")).toBeUndefined();
  expect(resolveProductImage("DATA:image/png;base64,AAAA")).toBeUndefined();
  expect(resolveProductImage("vbscript:msgbox")).toBeUndefined();
  expect(resolveProductImage("//evil.example/x.png")).toBeUndefined();
});

test("a bare image name is resolved under the product images folder, safely encoded", () => {
  expect(resolveProductImage("my logo.webp")).toBe(
    "/assets/content/images/products/my%20logo.webp",
  );
  expect(resolveProductImage("./a.png")).toBe("/assets/content/images/products/a.png");
  expect(resolveProductImage("javascript&#58;alert(1)")).toBe(
    "/assets/content/images/products/javascript&#58;alert(1)",
  );
  expect(resolveProductImage("")).toBe("");
});
