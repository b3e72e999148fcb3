import { Button, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useHandoverCandidates } from "../api/handover.ts";
import { handoverCatalogs } from "../messages.ts";

/** A member as the picker hands them to its action. */
export interface PickedMember {
  userId: string;
  name: string;
}

/**
 * Choose one of the club's members (the first hundred by name), then act on them: the hand-over's
 * offer and the co-leaders' appointment (ADR 046). `label` names the field and `action` its
 * button, which stays disabled until someone is chosen; `exclude` leaves members out (those who
 * co-lead already), and `empty` says why nobody is left. `onPick` runs the action: when it
 * resolves the choice is cleared, when it fails its message shows under the field, which screen
 * readers announce with the field (Mantine links them by `aria-describedby`).
 */
export function MemberPicker({
  clubId,
  label,
  action,
  empty,
  busyLabel,
  exclude = [],
  pending,
  onPick,
}: {
  clubId: number;
  label: string;
  action: string;
  empty: string;
  /** What the loader is called while the members load. */
  busyLabel: string;
  exclude?: readonly string[];
  /** The action is under way: the button shows it and cannot be pressed again. */
  pending: boolean;
  onPick: (member: PickedMember) => Promise<unknown>;
}) {
  const t = useT(handoverCatalogs);
  const candidates = useHandoverCandidates(clubId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (candidates.isPending) return <Loader size="sm" aria-label={busyLabel} />;
  if (candidates.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t("members.loadFailed")} {messageOf(candidates.error)}
      </Text>
    );
  }
  const members = candidates.data.items.filter((row) => !exclude.includes(row.userId));
  if (members.length === 0) return <Text size="sm">{empty}</Text>;
  const pick = async () => {
    const member = members.find((row) => row.userId === chosen);
    if (!member) return;
    setError(null);
    try {
      await onPick({ userId: member.userId, name: member.name });
      setChosen(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Stack gap="sm">
      <Select
        label={label}
        placeholder={t("handover.choose")}
        data={members.map((member) => ({ value: member.userId, label: member.name }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        searchable
        allowDeselect={false}
        error={error}
        w={{ base: "100%", sm: 420 }}
      />
      <Group>
        <Button onClick={pick} disabled={chosen === null} loading={pending}>
          {action}
        </Button>
      </Group>
    </Stack>
  );
}
