/**
 * A passkey authenticator in software, for tests that run without a browser: one P-256 key
 * (ES256), answering WebAuthn options as a platform authenticator does (user present and
 * verified, attestation "none"). Its answers are checked by the real @simplewebauthn/server.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

/** The CBOR head of a major type with a length (enough for the small items used here). */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborText = (text: string) =>
  Buffer.concat([head(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborBytes = (bytes: Buffer) => Buffer.concat([head(2, bytes.length), bytes]);

export interface SoftAuthenticator {
  credentialId: string;
  /** The answer to registration options (`navigator.credentials.create`), as JSON. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): unknown;
  /** The answer to authentication options (`navigator.credentials.get`), as JSON. */
  authenticate(options: { challenge: string; rpId?: string }, origin: string): unknown;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const id = randomBytes(16);
  const userHandle = b64url(randomBytes(16));
  let counter = 0;
  // COSE_Key {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}
  const coseKey = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
    cborBytes(Buffer.from(jwk.x ?? "", "base64url")),
    Buffer.from([0x22]),
    cborBytes(Buffer.from(jwk.y ?? "", "base64url")),
  ]);
  const authData = (rpId: string, flags: number, extra = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const credential = (response: Record<string, unknown>) => ({
    id: b64url(id),
    rawId: b64url(id),
    type: "public-key",
    clientExtensionResults: {},
    response,
  });
  const rpIdOf = (origin: string, rpId?: string) => rpId ?? new URL(origin).hostname;
  return {
    credentialId: b64url(id),
    register(options, origin) {
      const length = Buffer.from([id.length >> 8, id.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey]);
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const data = authData(rpIdOf(origin, options.rp.id), 0x45, attested);
      const attestation = Buffer.concat([
        Buffer.from([0xa3]),
        ...[cborText("fmt"), cborText("none"), cborText("attStmt"), Buffer.from([0xa0])],
        ...[cborText("authData"), cborBytes(data)],
      ]);
      return credential({
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      });
    },
    authenticate(options, origin) {
      const data = authData(rpIdOf(origin, options.rpId), 0x05);
      const client = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return credential({
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle,
      });
    },
  };
}
