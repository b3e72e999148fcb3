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
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useProfileVisibility, useSetProfileVisibility } from "../api/public-profile.ts";

/** The dashboard's switch for the member's public profile: private until they turn it on. */
export function PublicProfileSwitch() {
  const visibility = useProfileVisibility();
  const change = useSetProfileVisibility();
  if (visibility.isPending) return <Loader aria-label="Loading your public profile setting" />;
  if (visibility.isError) {
    return (
      <Alert color="red.9" title="Your public profile setting could not be loaded">
        {messageOf(visibility.error)} Reload the page to try again.
      </Alert>
    );
  }
  const { isPublic, publicId, url } = visibility.data;
  return (
    <section aria-labelledby="public-profile-title">
      <Title order={2} mb="xs" id="public-profile-title">
        Public profile
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Switch
            checked={isPublic}
            disabled={change.isPending}
            label="Show my public profile"
            description={
              <Text span size="xs" c="gray.8">
                A page with your name, club, journey and verified missions, for employers. No email
                or other private data. Private until you turn it on.
              </Text>
            }
            onChange={(event) =>
              change.mutate(
                { isPublic: event.currentTarget.checked },
                {
                  onSuccess: (saved) =>
                    notify(
                      "green",
                      saved.isPublic
                        ? "Your public profile is on: anyone with its address can see it."
                        : "Your public profile is off: its address now shows nothing.",
                    ),
                  onError: (error) => notify("red", messageOf(error)),
                },
              )
            }
          />
          {publicId ? (
            <Group gap="sm" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="public-profile-url">
                {isPublic ? "Its address: " : "Its address (private now, only you see it): "}
                <Anchor component={Link} to={`/Profile/${publicId}`} underline="always">
                  {url}
                </Anchor>
              </Text>
              {isPublic ? (
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? "Link copied" : "Copy link"}
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
