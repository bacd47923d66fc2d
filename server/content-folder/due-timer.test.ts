import { expect, test } from "vitest";
import { createDueTimer } from "./due-timer.ts";

const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const look = () => (done() ? resolve() : setTimeout(look, 5));
    look();
  });

test("the timer calls once when the instant comes, in steps no longer than its cap", async () => {
  let calls = 0;
  const timer = createDueTimer(() => (calls += 1), 20);
  const at = Date.now() + 120;
  timer.arm(at);
  await until(() => calls > 0);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(calls).toBe(1);
});

test("arming again replaces the instant; undefined and stop disarm", async () => {
  const seen: string[] = [];
  const first = createDueTimer(() => seen.push("first"));
  first.arm(Date.now() + 30);
  first.arm(undefined);
  const second = createDueTimer(() => seen.push("second"));
  second.arm(Date.now() + 30);
  second.stop();
  const third = createDueTimer(() => seen.push("third"));
  third.arm(Date.now() + 1_000_000);
  third.arm(Date.now() + 30);
  await until(() => seen.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(seen).toEqual(["third"]);
});

test("a delay past setTimeout's 24.8-day limit waits instead of firing at once", async () => {
  let calls = 0;
  const timer = createDueTimer(() => (calls += 1));
  timer.arm(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls).toBe(0);
  timer.stop();
});
