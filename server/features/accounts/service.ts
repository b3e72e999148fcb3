import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type {
  Account,
  AccountSessionList,
  EmailChangeState,
  Me,
  Navigation,
  PasswordChange,
  SessionsEnded,
} from "../../../contract/accounts.ts";
import { ErrorCode } from "../../../contract/common.ts";
import { isLocale, type Locale } from "../../../contract/locales.ts";
import type { LoginThrottle } from "../../auth/login-throttle.ts";
import { authMessages } from "../../auth/messages.ts";
import { passwordProblem } from "../../auth/password-policy.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { lockUsers } from "../../db/lock-order.ts";
import type { Env } from "../../env.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { refuse } from "../../lib/refusal.ts";
import { sendAccountEmail } from "../../notify/index.ts";
import { accountMessages } from "./messages.ts";
import { deviceOf, emailChangeRefusal } from "./policy.ts";
import * as accountRepository from "./repository.ts";

export async function getMe(db: Database, user: SessionUser): Promise<Me> {
  const profile = await accountRepository.findProfile(db, user.id);
  if (!profile) throw notFound("User");
  return {
    ...profile,
    language: isLocale(profile.language) ? profile.language : null,
    isLeader: Boolean(profile.isLeader),
    isAdmin: user.isAdmin,
  };
}

/** The person's language from now on: the app's, their emails' and calendars'. */
export async function chooseLanguage(db: Database, user: SessionUser, language: Locale) {
  await accountRepository.updateLanguage(db, user.id, language);
  return { language };
}

/** What the navigation offers this person: their club, the clubs they lead and what waits there. */
export async function getNavigation(db: Database, user: SessionUser): Promise<Navigation> {
  const found = await accountRepository.findNavigation(db, user.id);
  if (!found) throw notFound("User");
  const { journeyId, clubId, clubName, slug, meetingLink, ledClubs, membershipActive } = found;
  return {
    club:
      clubId !== null && clubName !== null && slug !== null
        ? { clubId, clubName, slug, meetingLink }
        : null,
    hasJourney: journeyId !== null,
    ledClubs,
    waiting: ledClubs.reduce(
      (sum, club) => sum + club.pendingApplications + club.pendingSubmissions,
      0,
    ),
    isAdmin: user.isAdmin,
    membershipActive: Boolean(membershipActive),
  };
}

// The account page (/Account): name, address, password and sessions of the person who asks.

/** What the account page needs besides the database. */
export interface AccountDependencies {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  env: Env;
  log?: FastifyBaseLogger;
  /** Better Auth's password hashing (the same as sign-in's). */
  passwords: {
    hash(password: string): Promise<string>;
    verify(input: { hash: string; password: string }): Promise<boolean>;
  };
  /** Wrong current passwords, per account: slows down guessing with a session left open. */
  passwordChecks: LoginThrottle;
}

/** How long the link to confirm a new address works (as a sign-up's confirmation link). */
export const EMAIL_CHANGE_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

export async function getAccount(deps: AccountDependencies, user: SessionUser): Promise<Account> {
  const found = await accountRepository.findAccount(deps.db, user.id, deps.clock.now());
  if (!found) throw notFound("User");
  return { ...found, hasPassword: Boolean(found.hasPassword) };
}

export async function renameAccount(db: Database, user: SessionUser, name: string) {
  await accountRepository.updateName(db, user.id, name);
  return { name };
}

/**
 * The current password, checked: refused when wrong (field `currentPassword`), and after a few
 * wrong ones in a short time, refused for a while whatever it is.
 */
async function assertCurrentPassword(
  deps: AccountDependencies,
  userId: string,
  password: string | undefined,
) {
  const hash = await accountRepository.findPasswordHash(deps.db, userId);
  if (!hash) return false;
  if (!password) {
    const message = accountMessages.text("accounts.currentPassword.missing");
    throw badRequest(message, [{ field: "currentPassword", message }]);
  }
  const key = `password-check:${userId}`;
  const wait = await deps.passwordChecks.retryAfterSeconds(key);
  if (wait > 0) {
    throw new AppError(
      ErrorCode.rateLimited,
      authMessages.text("auth.throttled.seconds", { count: wait }),
    );
  }
  if (!(await deps.passwords.verify({ hash, password }))) {
    await deps.passwordChecks.recordFailure(key);
    const message = accountMessages.text("accounts.currentPassword.wrong");
    throw badRequest(message, [{ field: "currentPassword", message }]);
  }
  await deps.passwordChecks.reset(key);
  return true;
}

/**
 * A new password: the current one first, the password policy, then every other session ends
 * (a thief's session with it). The session that asked stays signed in.
 */
export async function changePassword(
  deps: AccountDependencies,
  user: SessionUser,
  currentToken: string,
  change: PasswordChange,
): Promise<SessionsEnded> {
  const problem = passwordProblem(change.newPassword);
  if (problem) throw badRequest(problem, [{ field: "newPassword", message: problem }]);
  if (!(await assertCurrentPassword(deps, user.id, change.currentPassword))) {
    throw badRequest(accountMessages.text("accounts.noPassword"));
  }
  const hash = await deps.passwords.hash(change.newPassword);
  const ended = await accountRepository.replacePassword(deps.db, user.id, hash, currentToken);
  return { ended };
}

/** The account's address and the change waiting for its link, as the page shows them. */
async function emailState(deps: AccountDependencies, userId: string): Promise<EmailChangeState> {
  const found = await accountRepository.findAccount(deps.db, userId, deps.clock.now());
  if (!found) throw notFound("User");
  return { email: found.email, pendingEmail: found.pendingEmail };
}

/**
 * Asks to move the account to `newEmail`: a one-time link to the new address (sent now or the
 * request fails: the queue would retry to the current address), a notice to the current one.
 * Nothing changes until the link is opened by this account. An address another account has gets
 * the same answer, no link, and a note that someone tried (no enumeration).
 */
export async function requestEmailChange(
  deps: AccountDependencies,
  user: SessionUser,
  request: { newEmail: string; currentPassword?: string },
  locale: Locale,
): Promise<EmailChangeState> {
  const { newEmail } = request;
  refuse(emailChangeRefusal(user.email, newEmail));
  await assertCurrentPassword(deps, user.id, request.currentPassword);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = sha256(token);
  const expiresAt = new Date(
    deps.clock.now().getTime() + EMAIL_CHANGE_LINK_LIFETIME_SECONDS * 1000,
  );
  await accountRepository.replaceEmailChange(deps.db, {
    userId: user.id,
    tokenHash,
    newEmail,
    expiresAt,
  });
  const host = new URL(deps.env.BASE_URL).hostname;
  const absolute = (path: string) => new URL(path, deps.env.BASE_URL).toString();
  const say = (id: string, values?: Record<string, unknown>) =>
    accountMessages.t(locale, id, values);
  const taken = await accountRepository.findUserIdByEmail(deps.db, newEmail);
  // Both emails carry no name: whoever reads the new mailbox may not be the account's owner.
  const toNewAddress = taken
    ? {
        subject: say("emails.changeTaken.subject"),
        text: say("emails.changeTaken.text", { loginLink: absolute("/Login") }),
      }
    : {
        subject: say("emails.changeConfirm.subject"),
        text: say("emails.changeConfirm.text", {
          link: absolute(`/Account?confirmEmail=${encodeURIComponent(token)}`),
        }),
      };
  const sent = await sendAccountEmail(
    deps.db,
    deps.mailer,
    {
      key: `account:email-change:${user.id}:${tokenHash}`,
      userId: user.id,
      to: newEmail,
      host,
      nowOnly: true,
      ...toNewAddress,
    },
    deps.log,
  );
  if (!sent) {
    await accountRepository.deleteEmailChanges(deps.db, user.id);
    throw new AppError(ErrorCode.serviceBusy, accountMessages.text("accounts.email.notSent"));
  }
  await sendAccountEmail(
    deps.db,
    deps.mailer,
    {
      key: `account:email-change-notice:${user.id}:${tokenHash}`,
      userId: user.id,
      to: user.email,
      host,
      subject: say("emails.changeNotice.subject"),
      text: say("emails.changeNotice.text", { newEmail, link: absolute("/Account") }),
    },
    deps.log,
  );
  return { email: user.email, pendingEmail: newEmail };
}

/**
 * The link from the new mailbox, opened by the account that asked (signed in): the address
 * changes and counts as proven. The password, the sessions and everything else stay: this is not
 * the first proof of an unproven address (mailbox-proof.ts), which Better Auth's own change-email
 * flow would have run. Someone else's link, a used, replaced or expired one: 404.
 */
export async function confirmEmailChange(
  deps: AccountDependencies,
  user: SessionUser,
  token: string,
): Promise<EmailChangeState> {
  const email = await deps.db
    .transaction(async (tx) => {
      await lockUsers(tx, [user.id]);
      const newEmail = await accountRepository.takeEmailChange(
        tx,
        user.id,
        sha256(token),
        deps.clock.now(),
      );
      if (!newEmail) throw notFound(accountMessages.text("accounts.email.linkInvalid"));
      const holder = await accountRepository.findUserIdByEmail(tx, newEmail);
      if (holder && holder !== user.id)
        throw conflict(accountMessages.text("accounts.email.taken"));
      await accountRepository.setProvenEmail(tx, user.id, newEmail);
      return newEmail;
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the write.
      if (violatedUniqueConstraint(error))
        throw conflict(accountMessages.text("accounts.email.taken"));
      throw error;
    });
  return { email, pendingEmail: null };
}

export async function cancelEmailChange(
  deps: AccountDependencies,
  user: SessionUser,
): Promise<EmailChangeState> {
  await accountRepository.deleteEmailChanges(deps.db, user.id);
  return emailState(deps, user.id);
}

export async function listSessions(
  deps: AccountDependencies,
  user: SessionUser,
  currentToken: string,
): Promise<AccountSessionList> {
  const rows = await accountRepository.listSessions(
    deps.db,
    user.id,
    currentToken,
    deps.clock.now(),
  );
  return {
    sessions: rows.map(({ userAgent, createdAt, lastUsedAt, expiresAt, id, current }) => ({
      id,
      createdAt: createdAt.toISOString(),
      lastUsedAt: lastUsedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      current: Boolean(current),
      ...deviceOf(userAgent),
    })),
  };
}

/** Signs one of the person's own sessions out; another person's id is not found (404). */
export async function endSession(deps: AccountDependencies, user: SessionUser, sessionId: string) {
  if (!(await accountRepository.deleteSession(deps.db, user.id, sessionId))) {
    throw notFound(accountMessages.text("accounts.session.notFound"));
  }
}

export async function endOtherSessions(
  deps: AccountDependencies,
  user: SessionUser,
  currentToken: string,
): Promise<SessionsEnded> {
  return {
    ended: await accountRepository.deleteOtherSessions(deps.db, user.id, currentToken),
  };
}
