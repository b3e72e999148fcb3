import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { messageOf } from "../../../lib/api-client.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useMyWaitingSubmissions } from "../api/completions.ts";

/**
 * 'Waiting for verification': the member's submitted missions their leader has yet to verify,
 * oldest first, each with how long it has waited. Nothing when none waits.
 */
export function MyWaitingSubmissions() {
  const waiting = useMyWaitingSubmissions();
  if (waiting.isPending) return <Loader aria-label="Loading your submissions" />;
  if (waiting.isError) {
    return <Alert color="red.9">{messageOf(waiting.error)} Reload the page to try again.</Alert>;
  }
  if (waiting.data.items.length === 0) return null;
  return (
    <section aria-labelledby="my-waiting-submissions">
      <Title order={2} id="my-waiting-submissions" mb="sm">
        Waiting for verification
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {waiting.data.items.map((submission) => (
          <li key={submission.completionId} data-testid="my-waiting-submission">
            <Text>
              <strong>{submission.missionName}</strong>: {waitingText(submission.submittedAt)} (
              {sinceText(submission.submittedAt)})
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
