import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useAnswerHandover, useHandoverOffers } from "../api/handover.ts";
import { handoverCatalogs } from "../messages.ts";

/**
 * The clubs their leaders offered to the signed-in person, each with Accept and Decline (ADR
 * 046); nothing at all while there are none.
 */
export function HandoverOffers() {
  const t = useT(handoverCatalogs);
  const offers = useHandoverOffers();
  const answer = useAnswerHandover();
  const items = offers.data?.items ?? [];
  if (items.length === 0) return null;
  const reply = (clubId: number, club: string, choice: "accept" | "decline") =>
    answer.mutate(
      { clubId, answer: choice },
      {
        onSuccess: () =>
          toast(
            "green",
            t(choice === "accept" ? "handover.accepted" : "handover.declined", { club }),
          ),
        onError: (failure) => toast("red", messageOf(failure)),
      },
    );
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="handover-offers">
      <Title order={2} size="h3" id="handover-offers" mb="sm">
        {t("handover.offers.title")}
      </Title>
      <Stack gap="md">
        {items.map((offer) => (
          <Stack key={offer.clubId} gap="xs">
            <Text id={`handover-offer-${offer.clubId}`} style={{ overflowWrap: "anywhere" }}>
              {t("handover.offers.item", { leader: offer.fromName, club: offer.clubName })}
            </Text>
            <Group gap="sm">
              <Button
                aria-describedby={`handover-offer-${offer.clubId}`}
                loading={answer.isPending && answer.variables?.clubId === offer.clubId}
                onClick={() => reply(offer.clubId, offer.clubName, "accept")}
              >
                {t("handover.accept")}
              </Button>
              <Button
                variant="default"
                aria-describedby={`handover-offer-${offer.clubId}`}
                disabled={answer.isPending}
                onClick={() => reply(offer.clubId, offer.clubName, "decline")}
              >
                {t("handover.decline")}
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
