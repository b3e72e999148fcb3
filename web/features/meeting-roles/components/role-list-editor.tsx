import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { AddRoleSchema, type ClubRole } from "../../../../contract/meeting-roles.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAddRole, useClubRoles, useReorderRoles, useUpdateRole } from "../api/meeting-roles.ts";
import { meetingRolesCatalogs } from "../messages.ts";

/** The ids in their new order after moving `index` by `step` (-1 up, +1 down). */
export function movedIds(roles: readonly ClubRole[], index: number, step: -1 | 1): number[] {
  const ids = roles.map((role) => role.id);
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target] as number, ids[index] as number];
  return ids;
}

/** One role: its name (empty: the default's), on/off, the speeches it needs, its place. */
function RoleRow({
  clubId,
  role,
  index,
  count,
  onMove,
  moving,
}: {
  clubId: number;
  role: ClubRole;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
}) {
  const t = useT(meetingRolesCatalogs);
  const update = useUpdateRole(clubId);
  const [name, setName] = useState(role.name ?? "");
  const [speeches, setSpeeches] = useState(String(role.minSpeeches));
  const changed = name.trim() !== (role.name ?? "") || speeches.trim() !== String(role.minSpeeches);
  // Awaited, not a callback of `mutate`: the saved row remounts (its key names what it shows),
  // and a callback of an unmounted caller never runs.
  const save = async () => {
    const trimmed = name.trim();
    try {
      const saved = await update.mutateAsync({
        roleId: role.id,
        change: {
          // Empty: back to the default's name (a role of the leader's own keeps one).
          name: trimmed === "" && role.kind !== "custom" ? null : trimmed,
          minSpeeches: speeches.trim() === "" ? 0 : Number(speeches),
        },
      });
      // Named as it is now: a renamed role by its new name.
      const label = saved.roles.find((candidate) => candidate.id === role.id)?.label;
      toast("green", say("roles.editor.saved", { role: label ?? role.label }));
    } catch (error) {
      toast("red", messageOf(error));
    }
  };
  return (
    <Paper withBorder p="sm" component="li" data-role={role.id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{role.label}</Text>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("roles.editor.moveUp", { role: role.label })}
              disabled={index === 0 || moving}
              onClick={() => onMove(-1)}
            >
              <span aria-hidden>↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("roles.editor.moveDown", { role: role.label })}
              disabled={index === count - 1 || moving}
              onClick={() => onMove(1)}
            >
              <span aria-hidden>↓</span>
            </ActionIcon>
          </Group>
        </Group>
        <Switch
          label={
            role.kind === "speaker" ? t("roles.editor.speakerAlwaysOn") : t("roles.editor.enabled")
          }
          checked={role.enabled}
          disabled={role.kind === "speaker" || update.isPending}
          onChange={(event) =>
            update.mutate(
              { roleId: role.id, change: { enabled: event.currentTarget.checked } },
              { onError: (error) => toast("red", messageOf(error)) },
            )
          }
        />
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t("roles.editor.name", { role: role.label })}
            description={role.kind === "custom" ? undefined : t("roles.editor.nameHint")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={60}
            w={{ base: "100%", xs: 240 }}
          />
          <TextInput
            label={t("roles.editor.minSpeeches", { role: role.label })}
            inputMode="numeric"
            value={speeches}
            onChange={(event) => setSpeeches(event.currentTarget.value)}
            w={{ base: "100%", xs: 200 }}
          />
          <Button
            variant="default"
            disabled={!changed}
            loading={update.isPending}
            aria-label={t("roles.editor.saveNamed", { role: role.label })}
            onClick={save}
          >
            {t("roles.editor.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AddRoleForm({ clubId }: { clubId: number }) {
  const t = useT(meetingRolesCatalogs);
  const add = useAddRole(clubId);
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: AddRoleSchema,
    initialValues: { name: "", minSpeeches: "0" },
  });
  const onSubmit = submit(async (role) => {
    try {
      await add.mutateAsync(role);
      toast("green", say("roles.editor.added", { role: role.name }));
      form.reset();
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t("roles.editor.addTitle")}>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t("roles.editor.newName")}
            required
            maxLength={60}
            w={{ base: "100%", xs: 240 }}
            {...form.getInputProps("name")}
          />
          <TextInput
            label={t("roles.editor.newMinSpeeches")}
            inputMode="numeric"
            w={{ base: "100%", xs: 200 }}
            {...form.getInputProps("minSpeeches")}
          />
        </Group>
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t("roles.editor.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The leader's role list: rename, switch on or off, reorder by buttons, prerequisites, add. */
export function RoleListEditor({ clubId }: { clubId: number }) {
  const t = useT(meetingRolesCatalogs);
  const roles = useClubRoles(clubId);
  const reorder = useReorderRoles(clubId);
  if (roles.isPending) return <Loader aria-label={t("roles.editor.loading")} />;
  if (roles.isError) return <Alert color="red.9">{messageOf(roles.error)}</Alert>;
  const list = [...roles.data.roles].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="md" component="section" aria-labelledby="role-list-title">
      <Title order={3} size="h4" id="role-list-title">
        {t("roles.editor.title")}
      </Title>
      <Text size="sm">{t("roles.editor.intro")}</Text>
      <Stack
        component="ol"
        gap="sm"
        aria-labelledby="role-list-title"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {list.map((role, index) => (
          <RoleRow
            key={`${role.id}-${role.name ?? ""}-${role.minSpeeches}`}
            clubId={clubId}
            role={role}
            index={index}
            count={list.length}
            moving={reorder.isPending}
            onMove={(step) =>
              reorder.mutate(movedIds(list, index, step), {
                onSuccess: () =>
                  toast(
                    "green",
                    step < 0
                      ? say("roles.editor.movedUp", { role: role.label })
                      : say("roles.editor.movedDown", { role: role.label }),
                  ),
                onError: (error) => toast("red", messageOf(error)),
              })
            }
          />
        ))}
      </Stack>
      <Title order={4} size="h5">
        {t("roles.editor.addTitle")}
      </Title>
      <AddRoleForm clubId={clubId} />
    </Stack>
  );
}
