import { anyJson, apiRequest } from "./api-client.ts";

/** Ends the session on the server (Better Auth at /api/auth). */
export async function signOut(): Promise<void> {
  await apiRequest("/api/auth/sign-out", { method: "POST", body: {}, schema: anyJson });
}
