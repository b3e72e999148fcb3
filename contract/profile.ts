import { z } from "zod";
import { isSafeText, lineText, UNSAFE_TEXT_MESSAGE } from "./common.ts";

// Profile fields Mission 1 fills in.
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

export const ProfileUpdateSchema = z
  .strictObject({
    identity: lineText()
      .min(1, "Generate an identity first.")
      .max(200, "The identity must be at most 200 characters.")
      .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
      .optional(),
    socialLink: SocialLinkSchema.optional(),
  })
  .refine((value) => value.identity !== undefined || value.socialLink !== undefined, {
    message: "Send an identity or a social link.",
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileSchema = z.object({
  identity: z.string().nullable(),
  socialLink: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
