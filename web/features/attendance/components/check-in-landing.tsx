import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCheckIn } from "../api/attendance.ts";
import { attendanceCatalogs } from "../messages.ts";

/** Checks the member in once with the token of the link, and says how it went. */
export function CheckInLanding({ token }: { token: string }) {
  const t = useT(attendanceCatalogs);
  const checkIn = useCheckIn();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === "") return;
    sent.current = true;
    checkIn.mutate(token);
  }, [token, checkIn.mutate]);
  if (token === "") {
    return (
      <Alert color="red.9" title={t("attendance.checkIn.refused")}>
        {t("attendance.checkIn.noToken")}
      </Alert>
    );
  }
  if (checkIn.isError) {
    return (
      <Stack gap="sm">
        <Alert
          color="red.9"
          title={t("attendance.checkIn.refused")}
          role="alert"
          data-check-in-refused
        >
          {messageOf(checkIn.error)}
        </Alert>
        <Anchor component={Link} to="/Dashboard">
          {t("attendance.checkIn.toDashboard")}
        </Anchor>
      </Stack>
    );
  }
  if (!checkIn.data) return <Loader aria-label={t("attendance.checkIn.checking")} />;
  const result = checkIn.data;
  const values = { club: result.clubName, when: formatDateTime(result.startsAt) };
  return (
    <Stack gap="sm" align="flex-start" data-checked-in>
      <StatusText focus>
        {result.recorded
          ? t("attendance.checkIn.done", values)
          : t("attendance.checkIn.already", values)}
      </StatusText>
      {result.status === "late" ? <Text>{t("attendance.checkIn.late")}</Text> : null}
      {result.clubId === undefined ? (
        <Anchor component={Link} to="/Dashboard">
          {t("attendance.checkIn.toDashboard")}
        </Anchor>
      ) : (
        <Anchor component={Link} to={`/Meetings/${result.clubId}/${result.meetingKey}`}>
          {t("attendance.checkIn.toMeeting")}
        </Anchor>
      )}
    </Stack>
  );
}

/** /CheckIn?token=…: a scanned code's landing; signing in first keeps the token (?next=). */
export function CheckInPage() {
  const t = useT(attendanceCatalogs);
  const [params] = useSearchParams();
  return (
    <Stack gap="md" p="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t("attendance.checkIn.title")}
      </Title>
      <RequireSignIn>{() => <CheckInLanding token={params.get("token") ?? ""} />}</RequireSignIn>
    </Stack>
  );
}
