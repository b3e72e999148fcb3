import { z } from "zod";
import { apiRequest } from "./api-client.ts";

const AnyJson = z.unknown();

/** Ends the session on the server (Better Auth at /api/auth). */
export async function signOut(): Promise<void> {
  await apiRequest("/api/auth/sign-out", { method: "POST", body: {}, schema: AnyJson });
}
