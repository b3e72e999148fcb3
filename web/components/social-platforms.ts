import type { SocialPlatform } from "../../contract/profile.ts";
import type { Translate } from "../i18n/index.ts";

/**
 * The platforms a member links (the spec's five), with an example link each: the missions'
 * Connect modal asks for them, the leader's review of a submission names them.
 */
export const SOCIAL_PLATFORMS: readonly {
  platform: SocialPlatform;
  name: string;
  example: string;
}[] = [
  { platform: "farcaster", name: "Farcaster", example: "https://warpcast.com/yourname" },
  { platform: "twitter", name: "X", example: "https://x.com/yourname" },
  {
    platform: "bluesky",
    name: "Bluesky",
    example: "https://bsky.app/profile/yourname.bsky.social",
  },
  { platform: "lens", name: "Lens", example: "https://hey.xyz/u/yourname" },
  { platform: "threads", name: "Threads", example: "https://www.threads.net/@yourname" },
];

/**
 * A platform's name as people read it ("other": a link saved before platforms were kept). The
 * caller loads `componentCatalogs` (web/components/messages.ts), where "Other" is translated.
 */
export function platformName(platform: SocialPlatform, t: Translate): string {
  return (
    SOCIAL_PLATFORMS.find((item) => item.platform === platform)?.name ?? t("common.otherPlatform")
  );
}
