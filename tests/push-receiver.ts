import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";

/**
 * A push service in the test process (RFC 8030), standing in for FCM, Mozilla's or Apple's: each
 * device it makes has its own endpoint and keys, as a browser's PushSubscription has; every
 * message posted to an endpoint is decrypted with that device's private key (RFC 8291,
 * aes128gcm per RFC 8188) and its VAPID signature checked (RFC 8292), as a browser and its push
 * service would. What it answers (201 by default) the test chooses per request.
 */
export interface ReceivedPush {
  device: string;
  /** What the receiver answered. */
  status: number;
  ttl: string | undefined;
  /** The decrypted payload, as text. */
  payload: string;
  /** The VAPID public key the request named (`k=`), its signature checked. */
  vapidKey: string;
}

export interface TestDevice {
  name: string;
  /** As `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the device's keys. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record's padding: a 0x02 delimiter, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by that key for our origin. */
async function checkVapid(request: IncomingMessage, origin: string): Promise<string> {
  const header = request.headers.authorization ?? "";
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`);
  const [token, key] = [match[1], match[2]];
  const point = Buffer.from(key, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33, 65)),
  };
  if (decodeProtectedHeader(token).alg !== "ES256") throw new Error("VAPID JWT is not ES256");
  const { payload } = await jwtVerify(token, await importJWK(jwk, "ES256"), { audience: origin });
  if (!payload.sub) throw new Error("VAPID JWT has no subject");
  return key;
}

export async function startPushReceiver() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  /** What each device's next requests are answered (then 201). */
  const scripted = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, "") ?? "");
      const device = devices.get(name);
      if (!device || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") {
          throw new Error("not aes128gcm");
        }
        const vapidKey = await checkVapid(request, origin);
        const payload = decrypt(Buffer.concat(chunks), device);
        const status = scripted.get(name)?.shift() ?? 201;
        const ttl = request.headers.ttl;
        received.push({ device: name, status, ttl: [ttl].flat()[0], payload, vapidKey });
        response.writeHead(status).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A new device (a browser's subscription): its own endpoint and keys. */
    device(name: string): TestDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    /** The device's next requests are answered with these statuses, in turn. */
    answer(name: string, ...statuses: number[]) {
      scripted.set(name, statuses);
    },
    /** What reached the device (every request, whatever it was answered). */
    to(name: string) {
      return received.filter((push) => push.device === name);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
