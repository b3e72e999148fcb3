import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import {
  LATE_GIVE_UP_HOURS,
  type MeetingRoles,
  type RoleSeat,
} from "../../../../contract/meeting-roles.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { t as say, useT } from "../../../i18n/index.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import {
  useAnswerSeat,
  useAssignSeat,
  useGiveUpSeat,
  useMeetingRoles,
  useRoleInterest,
  useTakeSeat,
} from "../api/meeting-roles.ts";
import { meetingRolesCatalogs } from "../messages.ts";

/** A member the leader may assign a seat to. */
export interface AssignableMember {
  userId: string;
  name: string;
}

const HOUR_MS = 3_600_000;

/** Whether giving up now is late: the leader and the interested are told at once. */
export function isLateGiveUp(startsAt: string, now: number): boolean {
  return new Date(startsAt).getTime() - now < LATE_GIVE_UP_HOURS * HOUR_MS;
}

const seatId = (seat: RoleSeat) => `seat-${seat.roleId}-${seat.seat}`;

type Actions = ReturnType<typeof useSeatActions>;

function useSeatActions(clubId: number, meetingKey: string) {
  return {
    take: useTakeSeat(clubId, meetingKey),
    giveUp: useGiveUpSeat(clubId, meetingKey),
    assign: useAssignSeat(clubId, meetingKey),
    answer: useAnswerSeat(clubId, meetingKey),
    interest: useRoleInterest(clubId, meetingKey),
  };
}

/** A toast of the server's refusal. */
const failed = (error: unknown) => toast("red", messageOf(error));

/** "Give up" less than 48 hours before: the member confirms, knowing who is told. */
function LateGiveUpDialog({
  seat,
  onConfirm,
  onClose,
  busy,
}: {
  seat: RoleSeat;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const t = useT(meetingRolesCatalogs);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("roles.giveUp.confirmTitle", { role: seat.label })}
      closeButtonProps={{ "aria-label": t("roles.close") }}
    >
      <Stack gap="md">
        <Text>{t("roles.giveUp.lateWarning", { hours: LATE_GIVE_UP_HOURS })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("roles.giveUp.keep")}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t("roles.giveUp.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The leader gives an open seat to a member, who then accepts or declines. */
function AssignControl({
  seat,
  members,
  actions,
}: {
  seat: RoleSeat;
  members: AssignableMember[];
  actions: Actions;
}) {
  const t = useT(meetingRolesCatalogs);
  const [userId, setUserId] = useState("");
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <NativeSelect
        label={t("roles.assign.to", { role: seat.label })}
        value={userId}
        onChange={(event) => setUserId(event.currentTarget.value)}
        data={[
          { value: "", label: t("roles.assign.choose") },
          ...members.map((member) => ({ value: member.userId, label: member.name })),
        ]}
        w={{ base: "100%", xs: 240 }}
      />
      <Button
        variant="default"
        disabled={userId === ""}
        loading={actions.assign.isPending}
        onClick={() =>
          actions.assign.mutate(
            { roleId: seat.roleId, seat: seat.seat, userId },
            {
              onSuccess: () => {
                setUserId("");
                toast("green", say("roles.assign.done", { role: seat.label }));
              },
              onError: failed,
            },
          )
        }
      >
        {t("roles.assign.submit")}
      </Button>
    </Group>
  );
}

/** What the viewer may do with one seat. */
function SeatActions({
  seat,
  roles,
  actions,
  members,
  bookSlotHref,
  onTake,
  onGiveUp,
}: {
  seat: RoleSeat;
  roles: MeetingRoles;
  actions: Actions;
  members: AssignableMember[] | undefined;
  bookSlotHref: string;
  onTake: (seat: RoleSeat) => void;
  onGiveUp: (seat: RoleSeat) => void;
}) {
  const t = useT(meetingRolesCatalogs);
  const ref = { roleId: seat.roleId, seat: seat.seat };
  const mine = seat.holder?.mine === true;
  const holdsOne = roles.seats.some((other) => other.holder?.mine && other !== seat);
  if (seat.bySlotBooking) {
    if (seat.status !== "open") return null;
    return (
      <Anchor component={Link} to={bookSlotHref}>
        {t("roles.bookSlot")}
      </Anchor>
    );
  }
  if (mine && seat.status === "assigned") {
    const answer = (accept: boolean) =>
      actions.answer.mutate(
        { ...ref, accept },
        {
          onSuccess: () =>
            toast(
              "green",
              accept
                ? say("roles.answer.accepted", { role: seat.label })
                : say("roles.answer.declined", { role: seat.label }),
            ),
          onError: failed,
        },
      );
    return (
      <Group gap="xs">
        <Button
          aria-label={t("roles.answer.acceptNamed", { role: seat.label })}
          loading={actions.answer.isPending && actions.answer.variables?.accept === true}
          onClick={() => answer(true)}
        >
          {t("roles.answer.accept")}
        </Button>
        <Button
          variant="default"
          aria-label={t("roles.answer.declineNamed", { role: seat.label })}
          loading={actions.answer.isPending && actions.answer.variables?.accept === false}
          onClick={() => answer(false)}
        >
          {t("roles.answer.decline")}
        </Button>
      </Group>
    );
  }
  if (mine) {
    return (
      <Button
        variant="default"
        aria-label={t("roles.giveUp.named", { role: seat.label })}
        loading={actions.giveUp.isPending}
        onClick={() => onGiveUp(seat)}
      >
        {t("roles.giveUp.button")}
      </Button>
    );
  }
  const assign =
    roles.leads && members ? (
      <AssignControl seat={seat} members={members} actions={actions} />
    ) : null;
  // With a role of their own, a member takes no other: said once above the list, not per seat.
  if (seat.status === "open" && holdsOne) return assign;
  if (seat.status === "open") {
    const reasonId = `${seatId(seat)}-reason`;
    const reason = seat.eligible
      ? null
      : t("roles.take.needs", {
          needed: seat.minSpeeches,
          delivered: roles.deliveredSpeeches,
        });
    return (
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Button
            aria-label={t("roles.take.named", { role: seat.label })}
            aria-describedby={reason ? reasonId : undefined}
            disabled={reason !== null}
            loading={actions.take.isPending && actions.take.variables?.roleId === seat.roleId}
            onClick={() => onTake(seat)}
          >
            {t("roles.take.button")}
          </Button>
          {reason ? (
            <Text size="sm" id={reasonId}>
              {reason}
            </Text>
          ) : null}
        </Group>
        {assign}
      </Stack>
    );
  }
  // Held or waiting for someone else's answer: the viewer may wait in line for it.
  return (
    <Group gap="xs" wrap="wrap">
      {seat.eligible ? (
        <Button
          variant={seat.mineInterest ? "default" : "light"}
          aria-label={
            seat.mineInterest
              ? t("roles.interest.withdrawNamed", { role: seat.label })
              : t("roles.interest.expressNamed", { role: seat.label })
          }
          loading={actions.interest.isPending && actions.interest.variables?.roleId === seat.roleId}
          onClick={() =>
            actions.interest.mutate(
              { roleId: seat.roleId, on: !seat.mineInterest },
              {
                onSuccess: () =>
                  toast(
                    "green",
                    seat.mineInterest
                      ? say("roles.interest.withdrawn", { role: seat.label })
                      : say("roles.interest.expressed", { role: seat.label }),
                  ),
                onError: failed,
              },
            )
          }
        >
          {seat.mineInterest ? t("roles.interest.withdraw") : t("roles.interest.express")}
        </Button>
      ) : null}
      {roles.leads && seat.holder ? (
        <Button
          variant="outline"
          color="red.9"
          aria-label={t("roles.remove.named", { name: seat.holder.name, role: seat.label })}
          loading={actions.giveUp.isPending}
          onClick={() =>
            actions.giveUp.mutate(ref, {
              onSuccess: () => toast("green", say("roles.remove.done", { role: seat.label })),
              onError: failed,
            })
          }
        >
          {t("roles.remove.button")}
        </Button>
      ) : null}
    </Group>
  );
}

function SeatCard(props: Parameters<typeof SeatActions>[0] & { closed: boolean }) {
  const t = useT(meetingRolesCatalogs);
  const { seat } = props;
  const state =
    seat.status === "open"
      ? t("roles.state.open")
      : seat.status === "assigned"
        ? t("roles.state.assigned")
        : t("roles.state.held");
  return (
    <Paper withBorder p="sm" component="li" aria-labelledby={seatId(props.seat)} data-seat>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={seatId(seat)}>
            {seat.label}
          </Text>
          <StatusBadge
            tone={
              seat.status === "open"
                ? "success"
                : seat.status === "assigned"
                  ? "waiting"
                  : "neutral"
            }
          >
            {state}
          </StatusBadge>
        </Group>
        {seat.holder ? (
          <Text size="sm">
            {seat.holder.mine
              ? seat.status === "assigned"
                ? t("roles.holder.offeredYou")
                : t("roles.holder.you")
              : t("roles.holder.name", { name: seat.holder.name })}
          </Text>
        ) : null}
        {seat.minSpeeches > 0 ? (
          <Text size="sm">{t("roles.prerequisite", { count: seat.minSpeeches })}</Text>
        ) : null}
        {seat.interested > 0 ? (
          <Text size="sm">{t("roles.interested", { count: seat.interested })}</Text>
        ) : null}
        {props.closed ? null : <SeatActions {...props} />}
      </Stack>
    </Paper>
  );
}

/** "Someone took it first": the server's message and the seats still open. */
function TakenNotice({ message, roles }: { message: string; roles: MeetingRoles }) {
  const t = useT(meetingRolesCatalogs);
  const open = roles.seats.filter((seat) => seat.status === "open" && !seat.bySlotBooking);
  return (
    <Alert color="orange.9" title={t("roles.taken.title")} role="alert" data-taken>
      <Text mb="xs">{message}</Text>
      {open.length === 0 ? (
        <Text>{t("roles.taken.noneOpen")}</Text>
      ) : (
        <>
          <Text>{t("roles.taken.stillOpen")}</Text>
          <ul aria-label={t("roles.taken.stillOpen")}>
            {open.map((seat) => (
              <li key={seatId(seat)}>{seat.label}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

/**
 * One meeting's roles: each seat with its holder and state, and what the viewer may do: take an
 * open one (or see why not), give theirs up (confirmed when late), wait in line for a full one,
 * answer an offer; the leader also assigns and removes. Speakers' seats go through slot booking.
 */
export function MeetingRolesPanel({
  clubId,
  meetingKey,
  members,
  bookSlotHref,
}: {
  clubId: number;
  meetingKey: string;
  /** The club's members, for the leader's "Assign" (none for others). */
  members?: AssignableMember[];
  /** Where a member books a speech slot. */
  bookSlotHref: string;
}) {
  const t = useT(meetingRolesCatalogs);
  const roles = useMeetingRoles(clubId, meetingKey);
  const actions = useSeatActions(clubId, meetingKey);
  const [confirming, setConfirming] = useState<RoleSeat | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  if (roles.isPending) return <Loader aria-label={t("roles.loading")} />;
  if (roles.isError) return <Alert color="red.9">{messageOf(roles.error)}</Alert>;
  const { meeting } = roles.data;
  const closed = meeting.status === "cancelled" || new Date(meeting.endsAt).getTime() <= Date.now();
  const giveUp = (seat: RoleSeat) =>
    actions.giveUp.mutate(
      { roleId: seat.roleId, seat: seat.seat },
      {
        onSuccess: () => {
          setConfirming(null);
          toast("green", say("roles.giveUp.done", { role: seat.label }));
        },
        onError: failed,
      },
    );
  const onTake = (seat: RoleSeat) => {
    setTaken(null);
    actions.take.mutate(
      { roleId: seat.roleId, seat: seat.seat },
      {
        onSuccess: () => toast("green", say("roles.take.done", { role: seat.label })),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setTaken(messageOf(error));
          else failed(error);
        },
      },
    );
  };
  const onGiveUp = (seat: RoleSeat) => {
    if (isLateGiveUp(meeting.startsAt, Date.now())) setConfirming(seat);
    else giveUp(seat);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="meeting-roles-title">
      <Title order={2} size="h3" id="meeting-roles-title">
        {t("roles.title")}
      </Title>
      {taken ? <TakenNotice message={taken} roles={roles.data} /> : null}
      {roles.data.seats.some((seat) => seat.holder?.mine) ? (
        <Text size="sm">{t("roles.take.oneRole")}</Text>
      ) : null}
      {roles.data.seats.length === 0 ? (
        <Text>{t("roles.none")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-labelledby="meeting-roles-title"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {roles.data.seats.map((seat) => (
            <SeatCard
              key={seatId(seat)}
              seat={seat}
              roles={roles.data}
              actions={actions}
              members={members}
              bookSlotHref={bookSlotHref}
              onTake={onTake}
              onGiveUp={onGiveUp}
              closed={closed}
            />
          ))}
        </Stack>
      )}
      {confirming ? (
        <LateGiveUpDialog
          seat={confirming}
          busy={actions.giveUp.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => giveUp(confirming)}
        />
      ) : null}
    </Stack>
  );
}
