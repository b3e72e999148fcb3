import "@mantine/core/styles/Code.css";
import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link, useParams } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCheckInCode, useMyMeeting } from "../api/attendance.ts";
import { attendanceCatalogs } from "../messages.ts";

/** The code's SVG (the server's) as an image address. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/**
 * The host's check-in code for a phone or a projector: the QR code, large, black on white in
 * either colour scheme; the link it encodes, to copy and share (online meetings); a new code
 * fetched before the old one expires.
 */
export function CheckInScreen({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(attendanceCatalogs);
  const code = useCheckInCode(clubId, meetingKey);
  const mine = useMyMeeting(clubId, meetingKey);
  const meetingPage = `/Meetings/${clubId}/${meetingKey}`;
  const heading = mine.data
    ? t("attendance.code.titleOf", {
        club: mine.data.clubName,
        when: formatDateTime(mine.data.meeting.startsAt),
      })
    : t("attendance.code.title");
  return (
    <Stack gap="md" align="center" py="md" px="md">
      <Title order={1} size="h2" ta="center" style={{ overflowWrap: "anywhere" }}>
        {heading}
      </Title>
      {code.isPending ? (
        <Loader aria-label={t("attendance.code.loading")} />
      ) : code.isError ? (
        <Alert color="red.9" w="100%">
          {messageOf(code.error)}
        </Alert>
      ) : (
        <>
          <Text ta="center" fw={600}>
            {code.data.kind === "code" ? t("attendance.code.scan") : t("attendance.code.share")}
          </Text>
          <div
            style={{
              background: "#fff",
              padding: 16,
              borderRadius: 8,
              width: "min(100%, 560px)",
              lineHeight: 0,
            }}
          >
            <img
              src={svgDataUrl(code.data.svg)}
              alt={t("attendance.code.alt")}
              data-check-in-code
              style={{ width: "100%", height: "auto", display: "block", background: "#fff" }}
            />
          </div>
          <Text size="sm" ta="center">
            {code.data.kind === "code" ? t("attendance.code.rotates") : t("attendance.code.window")}
          </Text>
          <Stack gap="xs" w="min(100%, 560px)">
            <Text fw={600} id="check-in-link-label">
              {t("attendance.code.link")}
            </Text>
            <Code
              block
              dir="ltr"
              aria-labelledby="check-in-link-label"
              style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
            >
              {code.data.url}
            </Code>
            <Group>
              <CopyButton value={code.data.url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} aria-live="polite">
                    {copied ? t("attendance.code.copied") : t("attendance.code.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </>
      )}
      <Anchor component={Link} to={meetingPage}>
        {t("attendance.code.back")}
      </Anchor>
    </Stack>
  );
}

/** /Meetings/:clubId/:meetingKey/CheckIn: the host's check-in screen, signed in. */
export function CheckInScreenPage() {
  const { clubId = "", meetingKey = "" } = useParams();
  return (
    <RequireSignIn>
      {() => <CheckInScreen clubId={Number(clubId)} meetingKey={meetingKey} />}
    </RequireSignIn>
  );
}
