import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import {
  type MeetingReport,
  VOTE_CATEGORIES,
  type VoteCategory,
} from "../../../../contract/meeting-console.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMeetingReport } from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import classes from "./report-page.module.css";
import { clockText } from "./timer-panel.tsx";

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** An attendance as words, never its stored value. */
const ATTENDANCE_WORDS = {
  present: "console.report.status.present",
  late: "console.report.status.late",
  absent: "console.report.status.absent",
} as const;

/** A light's name in words (the report's light is the server's text: one of the five names). */
function useLightName() {
  const t = useT(meetingConsoleCatalogs);
  return (light: string | null) =>
    light === "green"
      ? t("console.lightName.green")
      : light === "yellow"
        ? t("console.lightName.yellow")
        : light === "red"
          ? t("console.lightName.red")
          : light === "over"
            ? t("console.lightName.over")
            : t("console.lightName.none");
}

const categoryIds: Record<VoteCategory, string> = {
  "best-speaker": "console.votes.bestSpeaker",
  "best-evaluator": "console.votes.bestEvaluator",
  "best-table-topics": "console.votes.bestTableTopics",
};

/** The report, as the page shows and prints it. */
export function ReportView({ report }: { report: MeetingReport }) {
  const t = useT(meetingConsoleCatalogs);
  const lightName = useLightName();
  const none = <Text size="sm">{t("console.report.none")}</Text>;
  return (
    <Stack gap="lg" className={classes.report}>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {t("console.report.title", { club: report.clubName })}
        </Title>
        <Text>{formatDateTime(report.startsAt)}</Text>
        <Text size="sm">
          {report.closedAt
            ? t("console.report.closedAt", { when: formatDateTime(report.closedAt) })
            : t("console.report.notClosed")}
        </Text>
      </Stack>
      <Part id="report-attendance" title={t("console.report.attendance")}>
        {report.attendance.length === 0 ? (
          none
        ) : (
          <List size="sm">
            {report.attendance.map((person) => (
              <List.Item key={`${person.name}-${person.status}`}>
                {t("console.report.attendee", {
                  name: person.name,
                  status: t(ATTENDANCE_WORDS[person.status]),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part id="report-speeches" title={t("console.report.speeches")}>
        {report.speeches.length === 0 ? (
          none
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("console.report.speaker")}</Table.Th>
                  <Table.Th>{t("console.report.evaluator")}</Table.Th>
                  <Table.Th>{t("console.report.time")}</Table.Th>
                  <Table.Th>{t("console.report.light")}</Table.Th>
                  <Table.Th>{t("console.report.evaluated")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.speeches.map((speech) => (
                  <Table.Tr
                    key={`${speech.speakerName}-${speech.evaluatorName}-${speech.durationSeconds}`}
                  >
                    <Table.Td>{speech.speakerName}</Table.Td>
                    <Table.Td>{speech.evaluatorName ?? "-"}</Table.Td>
                    <Table.Td>
                      {speech.durationSeconds === null ? "-" : clockText(speech.durationSeconds)}
                    </Table.Td>
                    <Table.Td>
                      {lightName(speech.light)}
                      {speech.withinTime === null
                        ? ""
                        : ` · ${speech.withinTime ? t("console.report.withinTime") : t("console.report.outsideTime")}`}
                    </Table.Td>
                    <Table.Td>
                      {speech.evaluated ? t("console.report.yes") : t("console.report.no")}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Part>
      <Part id="report-timings" title={t("console.report.timings")}>
        {report.timings.length === 0 ? (
          none
        ) : (
          <List size="sm">
            {report.timings.map((timing) => (
              <List.Item key={`${timing.itemKey}-${timing.speakerName}-${timing.durationSeconds}`}>
                {t("console.report.timing", {
                  item: timing.label,
                  time: clockText(timing.durationSeconds),
                  light: lightName(timing.light),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part id="report-fillers" title={t("console.report.fillers")}>
        {report.fillerTotals.length === 0 ? (
          none
        ) : (
          <List size="sm">
            {report.fillerTotals.map((row) => (
              <List.Item key={row.name}>
                {t("console.report.fillerTotal", { name: row.name, count: row.total })}
              </List.Item>
            ))}
          </List>
        )}
      </Part>
      <Part id="report-word" title={t("console.report.word")}>
        <Text fw={700} dir="auto">
          {report.wordOfDay ?? t("console.report.noWord")}
        </Text>
        {report.wordUses.length > 0 ? (
          <List size="sm">
            {report.wordUses.map((row) => (
              <List.Item key={row.name}>
                {t("console.word.uses", { name: row.name, count: row.count })}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Part>
      <Part id="report-winners" title={t("console.report.winners")}>
        <List size="sm">
          {VOTE_CATEGORIES.map((category) => (
            <List.Item key={category}>
              {t("console.report.winnersOf", {
                category: t(categoryIds[category]),
                names: report.winners[category]?.join(", ") || t("console.report.noWinner"),
              })}
            </List.Item>
          ))}
        </List>
      </Part>
      <Part id="report-evaluations" title={t("console.report.evaluations")}>
        <Text>{t("console.report.evaluationsGiven", { count: report.evaluationsGiven })}</Text>
      </Part>
    </Stack>
  );
}

/** /Meetings/:clubId/:meetingKey/Report: the meeting report, printable. */
export function ReportPage() {
  const { clubId = "", meetingKey = "" } = useParams();
  return (
    <RequireSignIn>
      {() => <Report clubId={Number(clubId)} meetingKey={meetingKey} />}
    </RequireSignIn>
  );
}

function Report({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(meetingConsoleCatalogs);
  const report = useMeetingReport(clubId, meetingKey);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group className={classes.noPrint} gap="sm" wrap="wrap">
          <Anchor component={Link} to={`/Meetings/${clubId}/${meetingKey}`}>
            {t("console.meetingPage")}
          </Anchor>
          {report.data ? (
            <Button onClick={() => window.print()}>{t("console.report.print")}</Button>
          ) : null}
        </Group>
        {report.isPending ? (
          <Loader aria-label={t("console.report.loading")} />
        ) : report.isError ? (
          <Alert color="red.9">{messageOf(report.error)}</Alert>
        ) : (
          <ReportView report={report.data} />
        )}
      </Stack>
    </Container>
  );
}
