/**
 * Passwords: hashed with scrypt (node:crypto; N=2^15, r=8, p=1, a 16-byte salt), at least 12
 * characters, refused when on a short list of the most common ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const MIN_PASSWORD_LENGTH = 12;
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_BYTES = 32;

/** The most used passwords of 12 characters or more in the public breach lists, lower-cased. */
const COMMON = new Set([
  "123456789012",
  "1234567890123",
  "12345678910",
  "123456789123",
  "qwertyuiopasdfghjkl",
  "qwertyuiop123",
  "qwerty123456",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "administrator",
  "iloveyou1234",
  "letmein12345",
  "welcome12345",
  "changeme1234",
  "111111111111",
  "000000000000",
  "aaaaaaaaaaaa",
  "abc123456789",
  "abcdefghijkl",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qazwsxedcrfv",
  "zaq12wsxcde3",
  "trustno1trustno1",
  "correcthorsebatterystaple",
  "football1234",
  "baseball1234",
  "superman1234",
  "sunshine1234",
  "princess1234",
  "dragon123456",
  "monkey123456",
  "master123456",
  "qwertyqwerty",
  "asdfghjkl123",
  "passw0rd1234",
  "p@ssw0rd1234",
  "p@ssword1234",
  "backoffice123",
]);

/** Why the password is refused, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `a password needs at least ${MIN_PASSWORD_LENGTH} characters`;
  if (COMMON.has(password.toLowerCase())) return "that password is one of the most common ones";
  return undefined;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, PARAMS, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const parts = hash?.split("$") ?? [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  const key = await derive(password, salt);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
