import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { Me } from "../../../../contract/accounts.ts";
import { PlatformLinkSchema, type SocialPlatform } from "../../../../contract/profile.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { platformName, SOCIAL_PLATFORMS } from "../../../components/social-platforms.ts";
import { useT } from "../../../i18n/index.ts";
import { useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSaveProfile } from "../api/missions.ts";
import { missionsCatalogs } from "../messages.ts";

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
  const t = useT(missionsCatalogs);
  useT(componentCatalogs);
  const first = SOCIAL_PLATFORMS[0];
  const [platform, setPlatform] = useState<SocialPlatform>(first?.platform ?? "farcaster");
  const saveProfile = useSaveProfile();
  const chosen = SOCIAL_PLATFORMS.find((item) => item.platform === platform);
  const { form, formRef, submit } = useContractForm({
    schema: PlatformLinkSchema,
    initialValues: { platform, url: linkOf(links, platform) },
    // The server's refusal is about the link.
    formErrorFields: ["url"],
  });

  const choose = (next: SocialPlatform) => {
    setPlatform(next);
    form.setValues({ platform: next, url: linkOf(links, next) });
    form.clearErrors();
  };

  const confirm = submit(async (socialLink) => {
    await saveProfile.mutateAsync({ socialLink });
    toast("green", t("missions.connect.saved", { platform: platformName(socialLink.platform, t) }));
    onClose();
  });

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("missions.connect.close") }}
      opened={opened}
      onClose={onClose}
      title={t("missions.connect.title")}
      centered
    >
      <form ref={formRef} onSubmit={confirm} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("missions.connect.intro")}</Text>
          <SimpleGrid
            cols={{ base: 2, xs: 3 }}
            spacing="xs"
            role="group"
            aria-label={t("missions.connect.platform")}
          >
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
            label={t("missions.connect.link")}
            description={
              chosen ? t("missions.connect.yourProfile", { platform: chosen.name }) : undefined
            }
            type="url"
            placeholder={chosen?.example}
            maxLength={500}
            {...form.getInputProps("url")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("missions.connect.cancel")}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t("missions.connect.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
