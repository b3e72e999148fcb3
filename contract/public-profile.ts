import { z } from "zod";
import { PublishedEvaluationSchema } from "./evaluations.ts";
import { RoleHistoryEntrySchema } from "./meeting-roles.ts";
import { PublicWalletSchema } from "./wallets.ts";

/** A member's public profile (ADR 016): private by default, at /Profile/<publicId>. */
export const PublicProfileParamsSchema = z.strictObject({
  publicId: z.string().regex(/^[\w-]{16}$/, "Not a profile address."),
});

export const PublicProfileMissionSchema = z.object({
  missionId: z.string(),
  missionName: z.string(),
  /** Its title ("Create Your Identity"): shown "Mission 1: Create Your Identity". */
  objective: z.string(),
  verifiedAt: z.string().nullable(),
  /** The mission's credential page, when one was issued (verifications before ADR 015 have none). */
  credentialId: z.string().nullable(),
});
export type PublicProfileMission = z.infer<typeof PublicProfileMissionSchema>;

/** What anyone sees at a public profile: no email, no user id, no revoked credential. */
export const PublicProfileSchema = z.object({
  publicId: z.string(),
  url: z.string(),
  /** The name the member chose, as on their credentials. */
  displayName: z.string(),
  clubName: z.string().nullable(),
  journeyName: z.string().nullable(),
  verifiedMissions: z.array(PublicProfileMissionSchema),
  journeyCredentials: z.array(
    z.object({ credentialId: z.string(), name: z.string(), issuedAt: z.string() }),
  ),
  /** Meeting roles the member held at meetings that have ended, newest first (issue 32). */
  roles: z.array(RoleHistoryEntrySchema).default([]),
  /** Speech evaluations the member chose to publish, newest first (issue 33). */
  evaluations: z.array(PublishedEvaluationSchema).default([]),
  /** Linked wallets the member chose to show (issue 36); a hidden one never appears. */
  wallets: z.array(PublicWalletSchema).default([]),
  /** false only in the owner's preview of a private profile: nobody else sees it. */
  isPublic: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The owner's switch: the profile's address and whether others may see it. */
export const ProfileVisibilitySchema = z.object({
  isPublic: z.boolean(),
  publicId: z.string(),
  url: z.string(),
});
export type ProfileVisibility = z.infer<typeof ProfileVisibilitySchema>;

export const ProfileVisibilityInputSchema = z.strictObject({ isPublic: z.boolean() });
export type ProfileVisibilityInput = z.infer<typeof ProfileVisibilityInputSchema>;
