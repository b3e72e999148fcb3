import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useRef, useState } from "react";
import {
  type MemberProgress,
  REMOVAL_REASON_MAX,
  RemoveMemberSchema,
} from "../../../../contract/memberships.ts";
import { EmptyStateLink } from "../../../components/empty-state.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { progressCsvUrl, useMemberProgress } from "../api/member-progress.ts";
import { useRemoveMember } from "../api/membership-changes.ts";
import { clubsCatalogs } from "../messages.ts";

const day = (iso: string) => formatDay(iso);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Asks the leader why (required: the member is told) before removing a member. */
function RemoveDialog({
  clubId,
  member,
  onClose,
}: {
  clubId: number;
  member: MemberProgress;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const remove = useRemoveMember(clubId);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const t = useT(clubsCatalogs);
  useT(contractCatalogs);

  const confirm = () => {
    const parsed = RemoveMemberSchema.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === undefined ? undefined : contractText(message));
      focusInvalidField(reasonRef.current);
      return;
    }
    remove.mutate(
      { userId: member.userId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast("green", t("clubs.members.removed", { name: member.name }));
          onClose();
        },
        onError: (failure) => {
          setError(messageOf(failure));
          focusInvalidField(reasonRef.current);
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": t("clubs.close") }}
      opened
      onClose={onClose}
      title={t("clubs.members.removeName", { name: member.name })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t("clubs.members.removeText", { name: member.name })}</Text>
        <Textarea
          ref={reasonRef}
          label={t("clubs.members.reason")}
          value={reason}
          maxLength={REMOVAL_REASON_MAX}
          autosize
          minRows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("clubs.cancel")}
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t("clubs.members.removeMember")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MemberCard({ member, onRemove }: { member: MemberProgress; onRemove: () => void }) {
  const t = useT(clubsCatalogs);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={member.name}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{member.name}</Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {member.email}
          </Text>
        </Stack>
        <Button
          variant="default"
          color="red.9"
          aria-label={t("clubs.members.removeName", { name: member.name })}
          onClick={onRemove}
        >
          {t("clubs.members.remove")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} mt="sm" spacing="sm">
        <Fact
          label={t("clubs.members.journey")}
          value={member.journey ?? t("clubs.members.notChosen")}
        />
        <Fact label={t("clubs.members.verified")} value={formatNumber(member.missionsVerified)} />
        <Fact label={t("clubs.members.pending")} value={formatNumber(member.missionsPending)} />
        <Fact label={t("clubs.members.slots")} value={formatNumber(member.slotsBooked)} />
        <Fact label={t("clubs.members.joined")} value={day(member.joinedAt)} />
        <Fact label={t("clubs.members.lastActivity")} value={day(member.lastActivityAt)} />
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The leader's view of the club's members: each one's journey, missions, slots and last activity,
 * a CSV download of all of them, and Remove (with a reason the member is told).
 */
export function ClubMembers({ clubId, clubPage }: { clubId: number; clubPage?: string }) {
  const [removing, setRemoving] = useState<MemberProgress | null>(null);
  const t = useT(clubsCatalogs);
  const tc = useT(componentCatalogs);
  return (
    <Stack gap="sm">
      <Group>
        <Button component="a" href={progressCsvUrl(clubId)} download variant="light">
          {t("clubs.members.download")}
        </Button>
      </Group>
      <PagedList
        query={useMemberProgress(clubId)}
        what={t("clubs.members.what")}
        empty={t("clubs.members.empty")}
        emptyAction={
          clubPage ? (
            <EmptyStateLink to={clubPage}>{tc("empty.openClubPage")}</EmptyStateLink>
          ) : null
        }
        renderItem={(member) => (
          <MemberCard key={member.userId} member={member} onRemove={() => setRemoving(member)} />
        )}
      />
      {removing ? (
        <RemoveDialog clubId={clubId} member={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </Stack>
  );
}
