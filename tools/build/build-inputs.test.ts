import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { hashCode } from "./build-inputs.ts";

let root = "";
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test("a change of code or configuration changes the code hash; a test file does not", async () => {
  root = await mkdtemp(path.join(tmpdir(), "build-inputs-"));
  await mkdir(path.join(root, "app", "ui"), { recursive: true });
  await writeFile(path.join(root, "app", "ui", "card.tsx"), "export const a = 1;");
  await writeFile(path.join(root, "vite.config.ts"), "export default {};");
  const first = await hashCode(root, { siteUrl: "https://a.test" });
  expect(await hashCode(root, { siteUrl: "https://a.test" })).toBe(first);

  await writeFile(path.join(root, "app", "ui", "card.test.tsx"), "test('x', () => {});");
  expect(await hashCode(root, { siteUrl: "https://a.test" })).toBe(first);

  expect(await hashCode(root, { siteUrl: "https://b.test" })).not.toBe(first);
  await writeFile(path.join(root, "vite.config.ts"), "export default { base: '/' };");
  const second = await hashCode(root, { siteUrl: "https://a.test" });
  expect(second).not.toBe(first);
  await writeFile(path.join(root, "app", "ui", "card.tsx"), "export const a = 2;");
  expect(await hashCode(root, { siteUrl: "https://a.test" })).not.toBe(second);
});
