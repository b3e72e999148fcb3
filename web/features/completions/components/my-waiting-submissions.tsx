import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useMyWaitingSubmissions } from "../api/completions.ts";
import { completionsCatalogs } from "../messages.ts";

/**
 * 'Waiting for verification': the member's submitted missions their leader has yet to verify,
 * oldest first, each with how long it has waited. Nothing when none waits.
 */
export function MyWaitingSubmissions() {
  const t = useT(completionsCatalogs);
  const waiting = useMyWaitingSubmissions();
  if (waiting.isPending) return <Loader aria-label={t("completions.mine.loading")} />;
  if (waiting.isError) {
    return (
      <Alert color="red.9">
        {messageOf(waiting.error)} {t("completions.reload")}
      </Alert>
    );
  }
  if (waiting.data.items.length === 0) return null;
  return (
    <section aria-labelledby="my-waiting-submissions">
      <Title order={2} id="my-waiting-submissions" mb="sm">
        {t("completions.mine.title")}
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {waiting.data.items.map((submission) => (
          <li key={submission.completionId} data-testid="my-waiting-submission">
            <Text>
              <T
                id="completions.mine.item"
                values={{
                  mission: submission.missionName,
                  waiting: waitingText(t, submission.submittedAt),
                  since: sinceText(t, submission.submittedAt),
                }}
                components={{ 0: <strong /> }}
              />
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
