import { NativeSelect } from "@mantine/core";
import type { ConsoleItem } from "../../../../contract/meeting-console.ts";
import { useT } from "../../../i18n/index.ts";
import type { ConsoleActions, LiveConsole } from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";

/** What each part of the console is given: the state, the current item, the actions. */
export interface PartProps {
  state: LiveConsole;
  item: ConsoleItem | undefined;
  actions: ConsoleActions;
}

/** One of the meeting's people (checked in, or holding a role), or nobody yet. */
export function PersonPicker({
  label,
  people,
  value,
  onChange,
}: {
  label: string;
  people: LiveConsole["people"];
  value: string;
  onChange: (userId: string) => void;
}) {
  const t = useT(meetingConsoleCatalogs);
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: "", label: t("console.people.choose") },
        ...people.map((person) => ({ value: person.userId, label: person.name })),
      ]}
      w={{ base: "100%", xs: 280 }}
    />
  );
}
