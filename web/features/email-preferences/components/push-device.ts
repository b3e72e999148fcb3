// This device's push subscription (ADR 044), read and changed through the browser's Push API and
// the service worker the app registers (web/sw.ts). No React here: the card uses these steps.
import { fetchPushKey, removeSubscription, saveSubscription } from "../api/push.ts";

/** What this browser can do: on (subscribed here), off, blocked by the person, or nothing. */
export type DeviceState = "unsupported" | "on" | "off" | "blocked";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** How long to wait for the app's worker to be active before saying it is not ready. */
const WORKER_WAIT_MS = 10_000;
/** How long the browser's push service may take to subscribe the device. */
const SUBSCRIBE_WAIT_MS = 15_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

export async function currentState(): Promise<DeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** base64url (the server's VAPID key) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Why turning notifications on did not work, for the person's message. */
export class PushSetupError extends Error {
  constructor(
    readonly reason: "blocked" | "dismissed" | "no-worker" | "refused",
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/**
 * Turns notifications on for this device: asks the browser's permission (only now, on the
 * person's click), subscribes with the server's key, and saves the subscription.
 */
export async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushSetupError("blocked");
  if (permission !== "granted") throw new PushSetupError("dismissed");
  const registration = await workerRegistration();
  if (!registration) throw new PushSetupError("no-worker");
  const { publicKey } = await fetchPushKey();
  let subscription: PushSubscription;
  try {
    // A browser that cannot reach its push service may never answer: given up on, not waited on.
    subscription = await Promise.race([
      registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("no answer from the push service")), SUBSCRIBE_WAIT_MS),
      ),
    ]);
  } catch (error) {
    throw new PushSetupError("refused", error instanceof Error ? error.message : undefined);
  }
  await saveSubscription(subscription.toJSON());
}

/** Turns them off for this device: the browser's subscription and the server's row. */
export async function turnOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await removeSubscription(endpoint).catch(() => undefined);
}
