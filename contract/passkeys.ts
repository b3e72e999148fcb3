import { z } from "zod";
import { lineText } from "./common.ts";

/**
 * Passkeys (WebAuthn) through Better Auth's passkey plugin (issue 36). The browser's answer to a
 * ceremony is checked by SimpleWebAuthn on the server; here only its outer shape and size.
 */
const WebAuthnResponseSchema = z
  .looseObject({ id: z.string().max(1024), type: z.literal("public-key") })
  .refine((value) => JSON.stringify(value).length <= 16_384, "The passkey answer is too large.");

export const PasskeyRegistrationBodySchema = z.strictObject({
  response: WebAuthnResponseSchema,
  name: lineText().max(60).optional(),
});

export const PasskeyAuthenticationBodySchema = z.strictObject({
  response: WebAuthnResponseSchema,
});

export const PasskeyIdBodySchema = z.strictObject({ id: z.string().min(1).max(100) });

/** One of the member's passkeys as the account page lists it (no key material shown). */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.coerce.string().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.array(PasskeySchema);
