import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangeHandover, useClubHandover, useCoLeaders } from "../api/handover.ts";
import { handoverCatalogs } from "../messages.ts";
import { MemberPicker } from "./member-picker.tsx";

/** The offer form: a member of the club, then "Offer the club". */
function OfferForm({ clubId }: { clubId: number }) {
  const t = useT(handoverCatalogs);
  const change = useChangeHandover(clubId);
  return (
    <MemberPicker
      clubId={clubId}
      label={t("handover.member")}
      action={t("handover.offer")}
      empty={t("handover.noMembers")}
      busyLabel={t("handover.title")}
      pending={change.isPending}
      onPick={async ({ userId, name }) => {
        await change.mutateAsync(userId);
        toast("green", t("handover.offered", { name }));
      }}
    />
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
