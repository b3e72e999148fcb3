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
import { PagedList } from "../../../components/paged-list.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { progressCsvUrl, useMemberProgress } from "../api/member-progress.ts";
import { useRemoveMember } from "../api/membership-changes.ts";

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const day = (iso: string) => dayFormat.format(new Date(iso));

function Fact({ label, value }: { label: string; value: string | number }) {
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

  const confirm = () => {
    const parsed = RemoveMemberSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusInvalidField(reasonRef.current);
      return;
    }
    remove.mutate(
      { userId: member.userId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify("green", `${member.name} was removed from the club.`);
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
      closeButtonProps={{ "aria-label": "Close" }}
      opened
      onClose={onClose}
      title={`Remove ${member.name}`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {member.name} stops being a member; their submissions waiting for your verification are
          withdrawn and their speech slot is freed. They are told your reason and may apply again.
        </Text>
        <Textarea
          ref={reasonRef}
          label="Reason (the member will read it)"
          value={reason}
          maxLength={REMOVAL_REASON_MAX}
          autosize
          minRows={3}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            Remove member
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MemberCard({ member, onRemove }: { member: MemberProgress; onRemove: () => void }) {
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
          aria-label={`Remove ${member.name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} mt="sm" spacing="sm">
        <Fact label="Journey" value={member.journey ?? "Not chosen"} />
        <Fact label="Missions verified" value={member.missionsVerified} />
        <Fact label="Awaiting verification" value={member.missionsPending} />
        <Fact label="Slots booked" value={member.slotsBooked} />
        <Fact label="Joined" value={day(member.joinedAt)} />
        <Fact label="Last activity" value={day(member.lastActivityAt)} />
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The leader's view of the club's members: each one's journey, missions, slots and last activity,
 * a CSV download of all of them, and Remove (with a reason the member is told).
 */
export function ClubMembers({ clubId }: { clubId: number }) {
  const [removing, setRemoving] = useState<MemberProgress | null>(null);
  return (
    <Stack gap="sm">
      <Group>
        <Button component="a" href={progressCsvUrl(clubId)} download variant="light">
          Download progress (CSV)
        </Button>
      </Group>
      <PagedList
        query={useMemberProgress(clubId)}
        what="members"
        empty="No members found for the club."
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
