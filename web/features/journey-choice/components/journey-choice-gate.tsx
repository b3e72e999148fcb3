import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Alert, Anchor, Button, Container, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import type { Journey } from "../../../../contract/journeys.ts";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { toast } from "../../../lib/toast.ts";
import { useChooseJourney } from "../api/choose-journey.ts";
import { journeyChoiceCatalogs } from "../messages.ts";

export interface JourneyChoiceProps {
  journeys: Journey[];
  /** False without a club: Select is disabled, as the spec says. */
  canSelect: boolean;
  /** Asks for the confirmation; the choice is made only once confirmed. */
  select: (journey: Journey) => void;
  /** "Join a club first" with a link to the club search, when `canSelect` is false. */
  notice: ReactNode;
}

/**
 * The rules both journey-choice pages (/PreviewPage and /WorkingPage) share: once chosen, the
 * journey is final (a person who has one goes to /Dashboard); choosing needs a club; every choice
 * is confirmed in a dialog first, then stored by the server, which enforces the same rules.
 */
export function JourneyChoiceGate({
  user,
  children,
}: {
  user: Me;
  children: (props: JourneyChoiceProps) => ReactNode;
}) {
  const journeys = useJourneys();
  const choose = useChooseJourney();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Journey | null>(null);
  const t = useT(journeyChoiceCatalogs);

  if (user.journeyId !== null) return <Navigate to="/Dashboard" replace />;
  if (journeys.isPending) return <Loader m="xl" aria-label={t("journeyChoice.loading")} />;
  if (journeys.error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9">
          {messageOf(journeys.error)} {t("journeyChoice.reload")}
        </Alert>
      </Container>
    );
  }

  const confirm = () => {
    if (!confirming) return;
    choose.mutate(confirming.id, {
      onSuccess: (result) => {
        toast("green", t("journeyChoice.chosen", { journey: result.journeyName }));
        navigate("/Dashboard");
      },
      onError: (error) => {
        toast("red", messageOf(error));
        setConfirming(null);
        if (error instanceof ApiError && error.status === 409) navigate("/Dashboard");
      },
    });
  };

  const canSelect = user.clubId !== null;
  const notice = canSelect ? null : (
    <Alert color="indigo" title={t("journeyChoice.noClub.title")}>
      {t("journeyChoice.noClub.text")}{" "}
      <Anchor underline="always" component={Link} to="/ClubSearch">
        {t("journeyChoice.noClub.find")}
      </Anchor>
    </Alert>
  );
  return (
    <>
      {children({ journeys: journeys.data.items, canSelect, select: setConfirming, notice })}
      <Modal
        closeButtonProps={{ "aria-label": t("journeyChoice.close") }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("journeyChoice.confirm.title")}
        centered
      >
        <Stack gap="md">
          <Text>
            <T
              id="journeyChoice.confirm.text"
              values={{ journey: confirming?.title ?? "" }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t("journeyChoice.cancel")}
            </Button>
            <Button onClick={confirm} loading={choose.isPending}>
              {t("journeyChoice.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
