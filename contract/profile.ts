import { z } from "zod";
import { isSafeText, lineText, UNSAFE_TEXT_MESSAGE } from "./common.ts";

// Profile fields Mission 1 fills in.

/**
 * The platforms of the Connect modal; `other` holds a link whose platform is not one of them
 * (links saved before they were kept per platform, whose host named none of these).
 */
export const SOCIAL_PLATFORMS = [
  "farcaster",
  "twitter",
  "bluesky",
  "lens",
  "threads",
  "other",
] as const;
export const SocialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof SocialPlatformSchema>;

/** A link to one of the member's social profiles: an http(s) URL. */
export const SocialLinkSchema = z
  .string()
  .trim()
  .min(1, "Enter your social link.")
  .max(500, "The link must be at most 500 characters.")
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Enter a full link starting with https://, e.g. https://x.com/yourname.");

/** One platform's link: connecting a platform again replaces its link, the others stay. */
export const PlatformLinkSchema = z.strictObject({
  platform: SocialPlatformSchema,
  url: SocialLinkSchema,
});
export type PlatformLink = z.infer<typeof PlatformLinkSchema>;

export const ProfileUpdateSchema = z
  .strictObject({
    identity: lineText()
      .min(1, "Generate an identity first.")
      .max(200, "The identity must be at most 200 characters.")
      .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
      .optional(),
    socialLink: PlatformLinkSchema.optional(),
  })
  .refine((value) => value.identity !== undefined || value.socialLink !== undefined, {
    message: "Send an identity or a social link.",
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The person's links, one per platform, in the order of SOCIAL_PLATFORMS. */
export const SocialLinkListSchema = z.array(
  z.object({ platform: SocialPlatformSchema, url: z.string() }),
);

export const ProfileSchema = z.object({
  identity: z.string().nullable(),
  socialLinks: SocialLinkListSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;
