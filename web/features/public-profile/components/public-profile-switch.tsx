// Mantine loads a component's styles where it is used (ADR 018): without these the switch is a bare checkbox
// (InlineInput: its label beside it, not under it).
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useProfileVisibility, useSetProfileVisibility } from "../api/public-profile.ts";
import { publicProfileCatalogs } from "../messages.ts";

/** The dashboard's switch for the member's public profile: private until they turn it on. */
export function PublicProfileSwitch() {
  const t = useT(publicProfileCatalogs);
  const visibility = useProfileVisibility();
  const change = useSetProfileVisibility();
  if (visibility.isPending) return <Loader aria-label={t("publicProfile.switch.loading")} />;
  if (visibility.isError) {
    return (
      <Alert color="red.9" title={t("publicProfile.switch.loadFailed")}>
        {messageOf(visibility.error)} {t("publicProfile.reload")}
      </Alert>
    );
  }
  const { isPublic, publicId, url } = visibility.data;
  return (
    <section aria-labelledby="public-profile-title">
      <Title order={2} mb="xs" id="public-profile-title">
        {t("publicProfile.switch.title")}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Switch
            checked={isPublic}
            disabled={change.isPending}
            label={t("publicProfile.switch.label")}
            description={
              <Text span size="xs" c="gray.8">
                {t("publicProfile.switch.description")}
              </Text>
            }
            onChange={(event) =>
              change.mutate(
                { isPublic: event.currentTarget.checked },
                {
                  onSuccess: (saved) =>
                    toast(
                      "green",
                      saved.isPublic ? t("publicProfile.switch.on") : t("publicProfile.switch.off"),
                    ),
                  onError: (error) => toast("red", messageOf(error)),
                },
              )
            }
          />
          {publicId ? (
            <Group gap="sm" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="public-profile-url">
                {isPublic
                  ? t("publicProfile.switch.address")
                  : t("publicProfile.switch.addressPrivate")}{" "}
                <Anchor component={Link} to={`/Profile/${publicId}`} underline="always">
                  {url}
                </Anchor>
              </Text>
              {isPublic ? (
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? t("publicProfile.copied") : t("publicProfile.copy")}
                    </Button>
                  )}
                </CopyButton>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </section>
  );
}
