import { Alert, Anchor, List, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMySpeeches } from "../api/speeches.ts";
import { evaluationsCatalogs } from "../messages.ts";
import { TimingSummary } from "./timing-summary.tsx";

const SHOWN = 5;

/** The member's speeches, newest first: each with its timing and whether it was evaluated. */
export function MySpeeches() {
  const t = useT(evaluationsCatalogs);
  const mine = useMySpeeches();
  if (mine.isPending) return <Loader size="sm" aria-label={t("evaluations.mine.loading")} />;
  if (mine.isError) return <Alert color="red.9">{messageOf(mine.error)}</Alert>;
  const { speeches } = mine.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5" id="my-speeches-title">
        {t("evaluations.mine.title")}
      </Title>
      {speeches.length === 0 ? (
        <Text size="sm">{t("evaluations.mine.none")}</Text>
      ) : (
        <List spacing="sm" size="sm" aria-labelledby="my-speeches-title">
          {speeches.slice(0, SHOWN).map((speech) => (
            <List.Item key={speech.slotId}>
              <Anchor component={Link} to={`/Speeches/${speech.slotId}`}>
                {t("evaluations.mine.entry", {
                  club: speech.clubName,
                  day: formatDay(speech.startsAt),
                })}
              </Anchor>
              <Text size="sm">
                {speech.evaluation?.status === "submitted"
                  ? t("evaluations.mine.evaluatedBy", {
                      name: speech.evaluation.evaluatorName ?? speech.evaluatorName ?? "-",
                    })
                  : t("evaluations.mine.notEvaluated")}
              </Text>
              {speech.timing ? <TimingSummary timing={speech.timing} /> : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
