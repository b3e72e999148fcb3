import { z } from "zod";
import { type NotificationKind, NotificationKindSchema } from "./notifications.ts";

// Web push (issue 38, ADR 044): a person opts in per device (a browser's push subscription) and
// per kind of notification, beside the kind's email switch.

/**
 * The kinds pushed unless the person turns them off: what cannot wait until they open the app.
 * A meeting in two hours, their role (or speech) tomorrow, a decision on their application or
 * submission, an evaluation of their speech. Every other kind is off until turned on.
 */
export const PUSH_DEFAULT_KINDS: readonly NotificationKind[] = [
  "meeting-reminder",
  "role-reminder-day",
  "speech-reminder",
  "application-accepted",
  "application-rejected",
  "submission-verified",
  "submission-rejected",
  "opportunity-application-moved",
  "evaluation-received",
];

export const pushIsOnByDefault = (kind: NotificationKind) => PUSH_DEFAULT_KINDS.includes(kind);

/** The server's VAPID public key (RFC 8292): the browser's `applicationServerKey`. */
export const PushKeySchema = z.object({
  /** base64url, the uncompressed P-256 point (65 bytes). */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof PushKeySchema>;

/** Unpadded base64url of exactly `bytes` bytes. */
const base64urlOf = (bytes: number, message: string) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/** `PushSubscription.toJSON()` as the browser gives it, with an optional name of the device. */
export const PushSubscriptionInputSchema = z.strictObject({
  endpoint: z.string().trim().min(1).max(1024),
  expirationTime: z.number().nullish(),
  keys: z.strictObject({
    /** The device's P-256 public key: 65 bytes. */
    p256dh: base64urlOf(65, "The subscription's p256dh key must be 65 bytes in base64url."),
    /** The authentication secret: 16 bytes. */
    auth: base64urlOf(16, "The subscription's auth secret must be 16 bytes in base64url."),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushSubscriptionSavedSchema = z.object({
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
});

/** Which subscription to remove: the device's own endpoint. */
export const PushEndpointSchema = z.strictObject({
  endpoint: z.string().trim().min(1).max(1024),
});

export const PushPreferenceSchema = z.object({
  kind: NotificationKindSchema,
  /** True: the person's subscribed devices get a push for it. */
  enabled: z.boolean(),
});

/** Every kind, in the order of the email settings, with the person's push choice. */
export const PushPreferencesSchema = z.object({
  preferences: z.array(PushPreferenceSchema),
  /** How many devices of the person are subscribed. */
  devices: z.number().int().min(0),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** Changes only the kinds it names. */
export const UpdatePushPreferencesSchema = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind: NotificationKindSchema, enabled: z.boolean() }))
    .max(NotificationKindSchema.options.length * 2),
});
export type UpdatePushPreferences = z.infer<typeof UpdatePushPreferencesSchema>;

/** What a push carries (the service worker shows it): a title and a path of this app, nothing else. */
export const PushPayloadSchema = z.object({ title: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
