import type { Locale } from "../../../contract/locales.ts";
import type { ConsoleItem } from "../../../contract/meeting-console.ts";
import type { RoleKind } from "../../../contract/meeting-roles.ts";
import { consoleMessages } from "./messages.ts";
import { EVALUATION_LIGHTS, type Lights, SPEECH_LIGHTS, TABLE_TOPICS_LIGHTS } from "./policy.ts";

// The meeting's agenda, derived (never stored): from the booked speeches in booking order and
// the roles held. The Nth speech's evaluator holds Evaluator seat N (ADR 033).

export interface AgendaSpeech {
  slotId: number;
  userId: string;
  name: string;
}
export interface HeldRole {
  kind: RoleKind;
  seat: number;
  userId: string;
  name: string;
}

type Person = { userId: string; name: string } | undefined;

const item = (
  key: string,
  kind: ConsoleItem["kind"],
  label: string,
  person: Person,
  lights: Lights | null,
): ConsoleItem => ({
  key,
  kind,
  label,
  personId: person?.userId ?? null,
  personName: person?.name ?? null,
  lights,
});

/** The agenda's items in order, their labels in `locale`. */
export function agendaOf(
  speeches: readonly AgendaSpeech[],
  roles: readonly HeldRole[],
  locale: Locale,
): ConsoleItem[] {
  const say = (id: string, values?: Record<string, unknown>) =>
    consoleMessages.t(locale, id, values);
  const holder = (kind: RoleKind, seat = 1) =>
    roles.find((role) => role.kind === kind && role.seat === seat);
  const evaluations = speeches.flatMap((speech, index) => {
    const evaluator = holder("evaluator", index + 1);
    if (!evaluator) return [];
    return [
      item(
        `evaluation:${speech.slotId}`,
        "evaluation",
        say("meetingConsole.item.evaluation", { speaker: speech.name }),
        evaluator,
        EVALUATION_LIGHTS,
      ),
    ];
  });
  return [
    item("opening", "opening", say("meetingConsole.item.opening"), holder("toastmaster"), null),
    ...speeches.map((speech, index) =>
      item(
        `speech:${speech.slotId}`,
        "speech",
        say("meetingConsole.item.speech", { number: index + 1, name: speech.name }),
        speech,
        SPEECH_LIGHTS,
      ),
    ),
    item(
      "table-topics",
      "table-topics",
      say("meetingConsole.item.tableTopics"),
      holder("table-topics-master"),
      TABLE_TOPICS_LIGHTS,
    ),
    ...evaluations,
    item(
      "general-evaluation",
      "general-evaluation",
      say("meetingConsole.item.generalEvaluation"),
      holder("general-evaluator"),
      null,
    ),
    item("reports", "reports", say("meetingConsole.item.reports"), undefined, null),
    item("votes", "votes", say("meetingConsole.item.votes"), undefined, null),
    item("closing", "closing", say("meetingConsole.item.closing"), holder("toastmaster"), null),
  ];
}
