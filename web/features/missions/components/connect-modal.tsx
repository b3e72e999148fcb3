import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import type { Me } from "../../../../contract/me.ts";
import { SocialLinkSchema, type SocialPlatform } from "../../../../contract/profile.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveProfile } from "../api/missions.ts";

/** The Connect modal's platforms (the spec's five), with an example link each. */
export const SOCIAL_PLATFORMS: readonly {
  platform: SocialPlatform;
  name: string;
  example: string;
}[] = [
  { platform: "farcaster", name: "Farcaster", example: "https://warpcast.com/yourname" },
  { platform: "twitter", name: "Twitter", example: "https://x.com/yourname" },
  {
    platform: "bluesky",
    name: "Bluesky",
    example: "https://bsky.app/profile/yourname.bsky.social",
  },
  { platform: "lens", name: "Lens", example: "https://hey.xyz/u/yourname" },
  { platform: "threads", name: "Threads", example: "https://www.threads.net/@yourname" },
];

/** A platform's name as people read it ("other": a link saved before platforms were kept). */
export function platformName(platform: SocialPlatform): string {
  return SOCIAL_PLATFORMS.find((item) => item.platform === platform)?.name ?? "Other";
}

type Links = Me["socialLinks"];
const linkOf = (links: Links, platform: SocialPlatform) =>
  links.find((link) => link.platform === platform)?.url ?? "";

/**
 * Asks for the link to one platform's profile and saves it on Confirm: one link per platform, so
 * choosing a platform shows its saved link, and saving it leaves the other platforms' links alone.
 */
export function ConnectModal({
  opened,
  onClose,
  links,
}: {
  opened: boolean;
  onClose: () => void;
  links: Links;
}) {
  const first = SOCIAL_PLATFORMS[0];
  const [platform, setPlatform] = useState<SocialPlatform>(first?.platform ?? "farcaster");
  const [link, setLink] = useState(() => linkOf(links, platform));
  const [error, setError] = useState<string | undefined>();
  const saveProfile = useSaveProfile();
  const linkRef = useRef<HTMLInputElement>(null);
  const chosen = SOCIAL_PLATFORMS.find((item) => item.platform === platform);

  const choose = (next: SocialPlatform) => {
    setPlatform(next);
    setLink(linkOf(links, next));
    setError(undefined);
  };

  const confirm = () => {
    const parsed = SocialLinkSchema.safeParse(link);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusInvalidField(linkRef.current);
      return;
    }
    setError(undefined);
    saveProfile.mutate(
      { socialLink: { platform, url: parsed.data } },
      {
        onSuccess: () => {
          notify("green", `${platformName(platform)} link saved to your profile.`);
          onClose();
        },
        onError: (failure) => {
          setError(messageOf(failure));
          focusInvalidField(linkRef.current);
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={opened}
      onClose={onClose}
      title="Connect your social account"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Choose the platform, then paste the link to your profile there. Each platform keeps its
          own link.
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="group" aria-label="Platform">
          {SOCIAL_PLATFORMS.map((item) => (
            <Button
              key={item.platform}
              variant={platform === item.platform ? "filled" : "default"}
              aria-pressed={platform === item.platform}
              onClick={() => choose(item.platform)}
            >
              {item.name}
            </Button>
          ))}
        </SimpleGrid>
        <TextInput
          ref={linkRef}
          label="Social link"
          description={chosen ? `Your ${chosen.name} profile` : undefined}
          type="url"
          placeholder={chosen?.example}
          value={link}
          maxLength={500}
          onChange={(event) => setLink(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={saveProfile.isPending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
