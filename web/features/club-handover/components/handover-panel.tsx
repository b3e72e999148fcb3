import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import {
  useChangeHandover,
  useClubHandover,
  useCoLeaders,
  useHandoverCandidates,
} from "../api/handover.ts";
import { handoverCatalogs } from "../messages.ts";

/** The offer form: a member of the club, then "Offer the club". */
function OfferForm({ clubId }: { clubId: number }) {
  const t = useT(handoverCatalogs);
  const candidates = useHandoverCandidates(clubId);
  const change = useChangeHandover(clubId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (candidates.isPending) return <Loader size="sm" aria-label={t("handover.title")} />;
  const members = candidates.data?.items ?? [];
  if (members.length === 0) return <Text size="sm">{t("handover.noMembers")}</Text>;
  const offer = () => {
    if (chosen === null) return;
    const name = members.find((member) => member.userId === chosen)?.name ?? "";
    setError(null);
    change.mutate(chosen, {
      onSuccess: () => toast("green", t("handover.offered", { name })),
      onError: (failure) => setError(messageOf(failure)),
    });
  };
  return (
    <Stack gap="sm">
      <Select
        label={t("handover.member")}
        placeholder={t("handover.choose")}
        data={members.map((member) => ({ value: member.userId, label: member.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        allowDeselect={false}
        error={error}
        w={{ base: "100%", sm: 420 }}
      />
      <Group>
        <Button onClick={offer} disabled={chosen === null} loading={change.isPending}>
          {t("handover.offer")}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The leader's hand-over of a club (ADR 046): offer it to a member, or see and withdraw the open
 * offer. The member accepts on their dashboard.
 */
export function HandoverPanel({ clubId, clubName }: { clubId: number; clubName: string }) {
  // Handing the club over is the leader's alone: a co-leader sees no panel (ADR 046).
  const coLeaders = useCoLeaders(clubId);
  if (!coLeaders.data?.mayAppoint) return null;
  return <LeaderHandover clubId={clubId} clubName={clubName} />;
}

function LeaderHandover({ clubId, clubName }: { clubId: number; clubName: string }) {
  const t = useT(handoverCatalogs);
  const handover = useClubHandover(clubId);
  const change = useChangeHandover(clubId);
  const open = handover.data?.offer ?? null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`handover-${clubId}`}>
      <Stack gap="sm">
        <Title order={3} id={`handover-${clubId}`}>
          {t("handover.title")}
        </Title>
        <Text size="sm">{t("handover.intro", { club: clubName })}</Text>
        {handover.isError ? (
          <Alert color="red" title={t("handover.loadFailed")}>
            {messageOf(handover.error)}
          </Alert>
        ) : handover.isPending ? (
          <Loader size="sm" aria-label={t("handover.title")} />
        ) : open ? (
          <Stack gap="sm">
            <Text size="sm" fw={600} role="status">
              {t("handover.openOffer", { name: open.toName, date: formatDay(open.createdAt) })}
            </Text>
            <Group>
              <Button
                variant="default"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(null, {
                    onSuccess: () => toast("green", t("handover.withdrawn")),
                    onError: (failure) => toast("red", messageOf(failure)),
                  })
                }
              >
                {t("handover.withdraw")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <OfferForm clubId={clubId} />
        )}
      </Stack>
    </Paper>
  );
}
