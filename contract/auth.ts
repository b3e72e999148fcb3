import { z } from "zod";
import { lineText } from "./common.ts";
import { sameOriginPath } from "./local-path.ts";
import { INVISIBLE_NAME_MESSAGE, isVisibleName } from "./names.ts";

const email = z
  .string()
  .trim()
  .max(254, "Email is too long.")
  .email("Enter a valid email address.");

/**
 * Where Better Auth sends the browser afterwards: a path of this app only ("/Dashboard"), never
 * another origin, "//host", or a path that becomes one once resolved or decoded (local-path.ts).
 * Passed on normalised.
 */
export const LocalPathSchema = z
  .string()
  .max(2048)
  .refine((value) => sameOriginPath(value) !== undefined, {
    message: "Must be a path of this site, starting with a single /.",
  })
  .transform((value) => sameOriginPath(value) ?? "/");

/** What Sign Up sends; the password's rules (12-128 characters, not common) are the server's. */
export const SignUpSchema = z.strictObject({
  name: lineText()
    .min(1, "Enter a username.")
    .max(80, "Username must be at most 80 characters.")
    .refine(isVisibleName, INVISIBLE_NAME_MESSAGE),
  email,
  password: z.string().max(1024),
  /** Where the email's verification link lands (signed in). */
  callbackURL: LocalPathSchema.optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.strictObject({
  email,
  password: z.string().min(1, "Enter your password.").max(1024),
  callbackURL: LocalPathSchema.optional(),
  rememberMe: z.boolean().optional(),
});

export const RequestPasswordResetSchema = z.strictObject({
  email,
  redirectTo: LocalPathSchema.optional(),
});

/** Asks for a new verification link (the signed-in person's own address). */
export const SendVerificationEmailSchema = z.strictObject({
  email,
  callbackURL: LocalPathSchema.optional(),
});

/** Starts Google's redirect flow: no ID tokens posted directly, no extra scopes or parameters. */
export const SocialSignInSchema = z.strictObject({
  provider: z.literal("google"),
  callbackURL: LocalPathSchema.optional(),
  errorCallbackURL: LocalPathSchema.optional(),
  newUserCallbackURL: LocalPathSchema.optional(),
});

export const ResetPasswordSchema = z.strictObject({
  newPassword: z.string().max(1024),
  token: z.string().min(1).max(512),
});

export const AuthConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
