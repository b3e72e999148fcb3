import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { AuthConfigSchema } from "../../../../contract/auth.ts";
import { t } from "../../../i18n/index.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import "../messages.ts";

const SignedInSchema = z.object({ user: z.object({ id: z.string() }) }).passthrough();
const RedirectSchema = z.object({ url: z.string() }).passthrough();
const StatusSchema = z.unknown();

export const authConfigQuery = queryOptions({
  queryKey: queryKeys.authConfig,
  queryFn: ({ signal }) => apiRequest("/api/auth-config", { schema: AuthConfigSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAuthConfig() {
  return useQuery(authConfigQuery);
}

export function signInWithEmail(email: string, password: string) {
  return apiRequest("/api/auth/sign-in/email", {
    method: "POST",
    body: { email, password },
    schema: SignedInSchema,
  });
}

/**
 * Creates the account, then signs in with the new password. The sign-up answer is the same
 * whether or not the email already had an account (the owner gets an email instead), so only the
 * sign-in tells: it fails with 401 when the email was taken.
 */
export async function signUpWithEmail(name: string, email: string, password: string) {
  await apiRequest("/api/auth/sign-up/email", {
    method: "POST",
    body: { name, email, password, callbackURL: "/Dashboard" },
    schema: StatusSchema,
  });
  try {
    return await signInWithEmail(email, password);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new ApiError(401, {
        ...error.problem,
        detail: t("auth.signUp.emailTaken"),
      });
    }
    throw error;
  }
}

/**
 * Starts Google's OpenID Connect flow: the browser leaves for Google and comes back signed in, to
 * `next` (a page of this site; the server checks it again) or MY ACCOUNT.
 */
export async function startGoogleSignIn(next = "/dashboard"): Promise<void> {
  const { url } = await apiRequest("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL: next, errorCallbackURL: "/Login" },
    schema: RedirectSchema,
  });
  window.location.assign(url);
}

export function requestPasswordReset(email: string) {
  return apiRequest("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: "/ResetPassword" },
    schema: StatusSchema,
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiRequest("/api/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
    schema: StatusSchema,
  });
}
