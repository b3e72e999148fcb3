import { randomBytes } from "node:crypto";
import type { Locale } from "../../../contract/locales.ts";
import type { ProfileVisibility, PublicProfile } from "../../../contract/public-profile.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { publishedEvaluations } from "../evaluations/index.ts";
import { roleHistory } from "../meeting-roles/index.ts";
import { publicWalletsOf } from "../wallets/index.ts";
import { publicProfileMessages } from "./messages.ts";
import { profileVisibleTo } from "./policy.ts";
import * as profileRepository from "./repository.ts";

/** 12 random bytes: a 16-character address nobody guesses (96 bits). */
const newPublicId = () => randomBytes(12).toString("base64url");

const addressOf = (baseUrl: string, publicId: string) => `${baseUrl}/Profile/${publicId}`;

/** The owner's switch; before they first use it the profile is private and has no address yet. */
export async function visibilityOf(
  db: Executor,
  baseUrl: string,
  user: SessionUser,
): Promise<ProfileVisibility> {
  const row = await profileRepository.findByUser(db, user.id);
  if (!row) return { isPublic: false, publicId: "", url: "" };
  return { ...row, url: addressOf(baseUrl, row.publicId) };
}

/** Switches the profile on or off; from the next request on, others see it or get a 404. */
export async function setVisibility(
  db: Executor,
  baseUrl: string,
  clock: Clock,
  user: SessionUser,
  isPublic: boolean,
): Promise<ProfileVisibility> {
  const row = await profileRepository.upsertVisibility(
    db,
    user.id,
    newPublicId(),
    isPublic,
    clock.now(),
  );
  if (!row) throw new Error("The profile switch was not stored.");
  return { ...row, url: addressOf(baseUrl, row.publicId) };
}

/**
 * A public profile, or the owner's preview of their private one. Unknown and private answer the
 * same 404, so an address says nothing about whether a profile exists.
 */
export async function getPublicProfile(
  db: Executor,
  baseUrl: string,
  publicId: string,
  viewer: SessionUser | undefined,
  reader: { locale: Locale; now: Date },
): Promise<PublicProfile> {
  const profile = await profileRepository.findByPublicId(db, publicId);
  if (
    !profile ||
    !profileVisibleTo(
      { ownerId: profile.userId, isPublic: profile.isPublic, ownerDisabled: profile.ownerDisabled },
      viewer?.id,
    )
  ) {
    throw notFound(publicProfileMessages.text("publicProfile.notFound"));
  }
  const [missions, journeys, roles, evaluations, wallets] = await Promise.all([
    profileRepository.verifiedMissions(db, profile.userId),
    profileRepository.journeyCredentials(db, profile.userId),
    roleHistory(db, profile.userId, reader.locale, reader.now),
    publishedEvaluations(db, profile.userId, reader.locale, reader.now),
    publicWalletsOf(db, profile.userId),
  ]);
  return {
    publicId,
    url: addressOf(baseUrl, publicId),
    displayName: profile.displayName,
    clubName: profile.clubName,
    journeyName: profile.journeyName,
    isPublic: profile.isPublic,
    verifiedMissions: missions.map((mission) => ({
      missionId: mission.missionId,
      missionName: mission.missionName,
      objective: mission.objective,
      verifiedAt: mission.verifiedAt?.toISOString() ?? null,
      credentialId: mission.credentialId,
    })),
    journeyCredentials: journeys.map((journey) => ({
      credentialId: journey.credentialId,
      name: String((journey.document as { name?: unknown }).name ?? "Journey"),
      issuedAt: journey.issuedAt.toISOString(),
    })),
    roles,
    evaluations,
    wallets,
  };
}
