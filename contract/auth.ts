import { z } from "zod";

const email = z
  .string()
  .trim()
  .max(254, "Email is too long.")
  .email("Enter a valid email address.");

/** What Sign Up sends; the password's rules (12-128 characters, not common) are the server's. */
export const SignUpSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Enter a username.")
    .max(80, "Username must be at most 80 characters."),
  email,
  password: z.string().max(1024),
  callbackURL: z.string().max(2048).optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.strictObject({
  email,
  password: z.string().min(1, "Enter your password.").max(1024),
  callbackURL: z.string().max(2048).optional(),
  rememberMe: z.boolean().optional(),
});

export const RequestPasswordResetSchema = z.strictObject({
  email,
  redirectTo: z.string().max(2048).optional(),
});

export const ResetPasswordSchema = z.strictObject({
  newPassword: z.string().max(1024),
  token: z.string().min(1).max(512),
});

export const AuthConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
