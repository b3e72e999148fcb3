import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDateTime, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import {
  type ConsoleActions,
  type LiveConsole,
  useConsole,
  useConsoleActions,
  useConsoleEvents,
} from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import { act } from "./act.ts";
import { Agenda } from "./agenda.tsx";
import { AhCounter, Grammarian } from "./tallies.tsx";
import { TimerSection } from "./timer-panel.tsx";
import { Votes } from "./votes.tsx";

/** "Close the meeting", asked once more: the report is then made and sent to the members. */
function CloseMeeting({ actions }: { actions: ConsoleActions }) {
  const t = useT(meetingConsoleCatalogs);
  const [asking, setAsking] = useState(false);
  const close = async () => {
    if (await act(() => actions.close.mutateAsync(undefined), say("console.close.done"))) {
      setAsking(false);
    }
  };
  return (
    <>
      <Group>
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          {t("console.close.button")}
        </Button>
      </Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("console.close.confirmTitle")}
        closeButtonProps={{ "aria-label": t("console.close.cancel") }}
      >
        <Stack gap="md">
          <Text>{t("console.close.warning")}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t("console.close.cancel")}
            </Button>
            <Button color="red.9" loading={actions.close.isPending} onClick={close}>
              {t("console.close.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The console, once read: agenda and light side by side on a projector, stacked on a phone. */
export function ConsoleBoard({ state }: { state: LiveConsole }) {
  const t = useT(meetingConsoleCatalogs);
  const actions = useConsoleActions(state.clubId, state.meetingKey);
  const item = state.items.find((candidate) => candidate.key === state.currentItem);
  const reportPath = `/Meetings/${state.clubId}/${state.meetingKey}/Report`;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {t("console.title", { club: state.clubName })}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text>{formatDateTime(state.startsAt)}</Text>
          {state.closed ? (
            <StatusBadge tone="neutral">{t("console.closed")}</StatusBadge>
          ) : (
            <StatusBadge tone="success">{t("console.live")}</StatusBadge>
          )}
          <Anchor component={Link} to={`/Meetings/${state.clubId}/${state.meetingKey}`}>
            {t("console.meetingPage")}
          </Anchor>
          <Anchor component={Link} to={reportPath}>
            {t("console.report")}
          </Anchor>
        </Group>
      </Stack>
      {state.closed ? (
        <Alert color="gray" title={t("console.closedTitle")}>
          {t("console.closedText")}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TimerSection state={state} item={item} actions={actions} />
        <Agenda state={state} actions={actions} />
      </SimpleGrid>
      <AhCounter state={state} item={item} actions={actions} />
      <Grammarian key={state.wordOfDay ?? ""} state={state} actions={actions} />
      <Votes state={state} actions={actions} />
      {state.may.close && !state.closed ? <CloseMeeting actions={actions} /> : null}
    </Stack>
  );
}

/** Reads the console and keeps it live (the event stream, and after every reconnection). */
export function LiveConsoleView({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(meetingConsoleCatalogs);
  const state = useConsole(clubId, meetingKey);
  useConsoleEvents(clubId, meetingKey);
  if (state.isPending) return <Loader aria-label={t("console.loading")} />;
  if (state.isError) return <Alert color="red.9">{messageOf(state.error)}</Alert>;
  return <ConsoleBoard state={state.data} />;
}

/** /Meetings/:clubId/:meetingKey/Live */
export function LiveConsolePage() {
  const { clubId = "", meetingKey = "" } = useParams();
  return (
    <RequireSignIn>
      {() => (
        <Container size="xl" py="lg">
          <LiveConsoleView clubId={Number(clubId)} meetingKey={meetingKey} />
        </Container>
      )}
    </RequireSignIn>
  );
}
