// Admin commands: npm run cli -- <command> [args]
// With the embedded database, stop the server first: two processes must never open one PGlite folder.
import path from "node:path";
import { readAuthSecret } from "../server/auth/auth-secret.ts";
import { createAuth } from "../server/auth/better-auth.ts";
import {
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from "../server/db/backup.ts";
import { openDatabase } from "../server/db/client.ts";
import { lockDataDir } from "../server/db/data-dir-lock.ts";
import { seedBuiltInContent } from "../server/db/seed.ts";
import { loadEnv } from "../server/env.ts";
import {
  ensureDemoAccounts,
  grantAdmin,
  setClubLeader,
} from "../server/features/accounts/demo-accounts.ts";
import { rotateKeyFile } from "../server/features/credentials/keys.ts";

const usage = `Usage: npm run cli -- <command>
  grant-admin EMAIL          make EMAIL an admin (mission manager)
  set-leader CLUB_ID EMAIL   hand club CLUB_ID to EMAIL as its leader
  seed-demo                  create the demo leader, admin and member (passwords printed once)
  rotate-credential-key      a new key signs credentials from the next start; old keys stay published
  backup FILE                write the whole database to FILE (pg_dump, or the embedded folder's dump)
  restore FILE               replace the database's contents with FILE's (stop the server first)`;

const commands = [
  "grant-admin",
  "set-leader",
  "seed-demo",
  "rotate-credential-key",
  "backup",
  "restore",
];

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (!command || !commands.includes(command)) {
    console.log(usage);
    return command ? 1 : 0;
  }
  const env = loadEnv();
  if (command === "rotate-credential-key") {
    if (env.CREDENTIAL_SIGNING_KEY) {
      throw new Error(
        "CREDENTIAL_SIGNING_KEY is set: rotate by moving its public part to CREDENTIAL_RETIRED_KEYS and setting a new key.",
      );
    }
    const kid = await rotateKeyFile(env.DATA_DIR, new Date());
    console.log(`New credential signing key ${kid}; restart the server to sign with it.`);
    return 0;
  }
  // The embedded database: refuse while the server (or another command) has its folder open.
  const releaseLock = env.DATABASE_URL ? undefined : lockDataDir(path.resolve(env.DATA_DIR));
  if (command === "backup" || command === "restore") {
    const [file] = rest;
    if (!file) throw new Error(`${command} needs a FILE.`);
    const target = path.resolve(file);
    try {
      await backupOrRestore(
        command,
        target,
        env.DATABASE_URL,
        path.resolve(env.DATA_DIR, "pglite"),
      );
    } finally {
      releaseLock?.();
    }
    return 0;
  }
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "pglite"),
  });
  try {
    await database.migrate();
    await seedBuiltInContent(database.db);
    if (command === "grant-admin") {
      const [email] = rest;
      if (!email) throw new Error("grant-admin needs an EMAIL.");
      const { emailVerified } = await grantAdmin(database.db, email);
      console.log(
        emailVerified
          ? `${email} is now an admin.`
          : `${email} is now an admin; the rights apply once they verify their email (the link in their sign-up email, or a new one from the dashboard).`,
      );
    } else if (command === "set-leader") {
      const [clubId, email] = rest;
      if (!clubId || !email || !/^\d+$/.test(clubId))
        throw new Error("set-leader needs CLUB_ID EMAIL.");
      await setClubLeader(database.db, Number(clubId), email);
      console.log(`${email} now leads club ${clubId}.`);
    } else {
      const auth = createAuth({
        env: { ...env, AUTH_SECRET: readAuthSecret(env) },
        db: database.db,
        mailer: { send: async () => {} },
      });
      const created = await ensureDemoAccounts(auth, database.db);
      if (created.length === 0) console.log("The demo accounts exist already.");
      for (const account of created) {
        console.log(`${account.role}: ${account.email} / ${account.password}`);
      }
    }
    return 0;
  } finally {
    await database.close();
    releaseLock?.();
  }
}

async function backupOrRestore(
  command: "backup" | "restore",
  file: string,
  databaseUrl: string | undefined,
  pgliteFolder: string,
) {
  if (command === "backup") {
    if (databaseUrl) await backupPostgres(databaseUrl, file);
    else await backupPglite(pgliteFolder, file);
    console.log(`Backup written to ${file}.`);
    return;
  }
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file);
    console.log(`Restored ${file} into the PostgreSQL database.`);
    return;
  }
  const previous = await restorePglite(pgliteFolder, file);
  console.log(
    `Restored ${file} into ${pgliteFolder}.${previous ? ` The folder it replaced is kept at ${previous}: delete it once the restored data looks right.` : ""}`,
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
