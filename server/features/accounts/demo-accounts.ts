import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { builtInClubs } from "../../../content/clubs.ts";
import type { Auth } from "../../auth/better-auth.ts";
import type { Database } from "../../db/client.ts";
import { clubs, users } from "../../db/schema/index.ts";
import * as accountRepository from "./repository.ts";

export interface DemoAccount {
  role: "leader" | "admin" | "member";
  name: string;
  email: string;
  password: string;
}

const demoPeople = [
  { role: "leader", name: "Lena Leader", email: "leader@demo.blockvocates.local" },
  { role: "admin", name: "Ada Admin", email: "admin@demo.blockvocates.local" },
  { role: "member", name: "Max Member", email: "member@demo.blockvocates.local" },
] as const;

function randomPassword(): string {
  return `demo-${randomBytes(12).toString("base64url")}`;
}

/**
 * Creates a leader of the built-in clubs, an admin and a member, each with a random password,
 * unless they exist already. Returns only the accounts it created (their passwords are shown
 * once, by the caller).
 */
export async function ensureDemoAccounts(auth: Auth, db: Database): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const person of demoPeople) {
    if (await accountRepository.findUserIdByEmail(db, person.email)) continue;
    const password = randomPassword();
    const { user } = await auth.api.signUpEmail({
      body: { name: person.name, email: person.email, password },
    });
    // Demo addresses receive no mail: the operator who starts the demo vouches for them.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    if (person.role === "admin") await grantAdmin(db, person.email);
    if (person.role === "leader") {
      await db
        .update(clubs)
        .set({ leaderId: user.id })
        .where(
          inArray(
            clubs.id,
            builtInClubs.map((club) => club.id),
          ),
        );
    }
    created.push({ ...person, password });
  }
  return created;
}

/** Hands a club to a leader (the CLI's set-leader). */
export async function setClubLeader(db: Database, clubId: number, email: string) {
  const userId = await accountRepository.findUserIdByEmail(db, email);
  if (!userId) throw new Error(`No user with the email ${email}.`);
  const updated = await db
    .update(clubs)
    .set({ leaderId: userId })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id });
  if (updated.length === 0) throw new Error(`No club with the id ${clubId}.`);
}

/**
 * Makes a user an admin (the CLI's grant-admin). The rights apply once the email is verified;
 * returns whether it is.
 */
export async function grantAdmin(db: Database, email: string): Promise<{ emailVerified: boolean }> {
  const userId = await accountRepository.findUserIdByEmail(db, email);
  if (!userId) throw new Error(`No user with the email ${email}.`);
  const [updated] = await db
    .update(users)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ emailVerified: users.emailVerified });
  return { emailVerified: updated?.emailVerified ?? false };
}
