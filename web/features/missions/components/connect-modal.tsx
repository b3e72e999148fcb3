import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import { SocialLinkSchema } from "../../../../contract/profile.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveProfile } from "../api/missions.ts";

export const SOCIAL_PLATFORMS = [
  { name: "Farcaster", example: "https://warpcast.com/yourname" },
  { name: "Twitter", example: "https://x.com/yourname" },
  { name: "Bluesky", example: "https://bsky.app/profile/yourname.bsky.social" },
  { name: "Lens", example: "https://hey.xyz/u/yourname" },
  { name: "Threads", example: "https://www.threads.net/@yourname" },
] as const;

/** Asks for a link to one social profile and saves it to the member's profile on Confirm. */
export function ConnectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [platform, setPlatform] = useState<string>(SOCIAL_PLATFORMS[0].name);
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | undefined>();
  const saveProfile = useSaveProfile();
  const linkRef = useRef<HTMLInputElement>(null);
  const example = SOCIAL_PLATFORMS.find((item) => item.name === platform)?.example;

  const confirm = () => {
    const parsed = SocialLinkSchema.safeParse(link);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusInvalidField(linkRef.current);
      return;
    }
    setError(undefined);
    saveProfile.mutate(
      { socialLink: parsed.data },
      {
        onSuccess: () => {
          notify("green", `${platform} link saved to your profile.`);
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
        <Text size="sm">Choose the platform, then paste the link to your profile.</Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="group" aria-label="Platform">
          {SOCIAL_PLATFORMS.map((item) => (
            <Button
              key={item.name}
              variant={platform === item.name ? "filled" : "default"}
              aria-pressed={platform === item.name}
              onClick={() => setPlatform(item.name)}
            >
              {item.name}
            </Button>
          ))}
        </SimpleGrid>
        <TextInput
          ref={linkRef}
          label="Social link"
          type="url"
          placeholder={example}
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
