/**
 * A save on a full disk, in a real browser at 375 and 1280 px: the back office runs on a content
 * folder on a small tmpfs of the spec's own; a writer appends a line and publishes once the disk
 * is full. The editor says, in the back office's one sentence, that nothing was saved; the file is
 * as it was; the text is still in the editor; once space is freed, Publish saves it. Skipped,
 * with a message, where this machine cannot mount a tmpfs (as a user who is not root); under
 * CI, which runs as root, a tmpfs that does not mount fails the test instead.
 */
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "#tests/support/fixtures.ts";
import { saveAnswered, signInToBackOffice } from "#tests/support/back-office.ts";
import { startEditorOffice } from "#tests/support/editor-office.ts";
import { fillLeaving, mountSmallDisk, type SmallDisk } from "#tests/support/tmpfs.ts";
import { cursorAtEnd, expectBodyText, typeText } from "#tests/support/body-editor.ts";

const TOKEN = "the-back-office-full-disk-token-32";
const POST = "blogs/insights/short-names.md";

let small: SmallDisk | undefined;
let office: Awaited<ReturnType<typeof startEditorOffice>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  small = await mountSmallDisk("editor-full-disk", "4m");
  if (!small.disk) return;
  await cp("content", path.join(small.disk, "content"), { recursive: true });
  office = await startEditorOffice(path.join(small.disk, "content"), TOKEN);
});

test.afterAll(async () => {
  await office?.stop();
  await small?.remove();
});

test("on a full disk: nothing saved, said so, the text kept; saved once there is room", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // CI runs as root, where a tmpfs mounts: there a missing disk fails, never skips silently.
  if (process.env.CI) expect(small?.disk, "CI runs as root: the tmpfs must mount").toBeTruthy();
  test.skip(!small?.disk || !office, "no tmpfs could be mounted here");
  const disk = small?.disk ?? "";
  const origin = `http://127.0.0.1:${office?.port ?? 0}`;
  const file = path.join(disk, "content", POST);
  const before = await readFile(file, "utf8");
  await signInToBackOffice(page, origin, TOKEN);
  await page.goto(`${origin}/admin/#/collections/posts/entries/insights/short-names`);
  await expectBodyText(page, /There are only 17,576 possible three-letter/);
  await cursorAtEnd(page);
  const line = `Written on a full disk at ${page.viewportSize()?.width ?? 0} px.`;
  await typeText(page, `\n${line}\n`);

  const filler = path.join(disk, "filler");
  fillLeaving(disk, filler, 0);
  const refused = saveAnswered(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  expect((await refused).status()).toBe(507);
  // Decap's error toast, in view once it has slid in from the side.
  const said = page.getByRole("alert").filter({
    hasText: "the server's disk is full: nothing was saved: free space, then save again",
  });
  await expect(said).toBeInViewport({ ratio: 1 });
  await page.screenshot({
    path: `docs/screenshots/editor-disk-full-${page.viewportSize()?.width ?? 0}.png`,
  });
  expect(await readFile(file, "utf8")).toBe(before);
  await expectBodyText(page, new RegExp(line));

  await rm(filler);
  const saved = saveAnswered(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => readFile(file, "utf8"), { timeout: 30_000 }).toContain(line);
});
