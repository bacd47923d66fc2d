/**
 * A push webhook's secret, compared in constant time: GitHub's and Gitea's
 * `X-Hub-Signature-256: sha256=<HMAC of the body>`, or GitLab's `X-Gitlab-Token: <secret>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function webhookIsSigned(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): boolean {
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };
  const signature = headers["x-hub-signature-256"];
  if (typeof signature === "string") {
    return same(signature, `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
  }
  const token = headers["x-gitlab-token"];
  return typeof token === "string" && same(token, secret);
}
