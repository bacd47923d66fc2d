/**
 * `currentAccount(request)`: the signed-in person's name and email (a commit's author), and
 * nothing for the machine token or the owner on loopback before any account exists.
 */
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { expect, test } from "vitest";
import { currentAccount, setPerson } from "./newsroom.ts";

test("an account's request names it; the machine token's and the owner's name nobody", () => {
  const request = () => new IncomingMessage(new Socket());
  const signedIn = request();
  setPerson(signedIn, {
    role: "writer",
    via: "account",
    accountId: "a1",
    email: "ada@example.com",
    sessionId: "s1",
  });
  expect(currentAccount(signedIn)).toEqual({
    id: "a1",
    name: "ada",
    email: "ada@example.com",
    role: "writer",
  });
  const script = request();
  setPerson(script, { role: "admin", via: "token" });
  expect(currentAccount(script)).toBeUndefined();
  expect(currentAccount(request())).toBeUndefined();
});
