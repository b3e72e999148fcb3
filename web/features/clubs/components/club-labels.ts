import type { ClubType, MeetingFormat, Weekday } from "../../../../contract/clubs.ts";
import { type Translate, useLocale, useT } from "../../../i18n/index.ts";
import { clubsCatalogs } from "../messages.ts";

/** Each stored value's message id: the screens show a club's values in the page's language. */
const DAY_IDS: Record<Weekday, string> = {
  monday: "clubs.day.monday",
  tuesday: "clubs.day.tuesday",
  wednesday: "clubs.day.wednesday",
  thursday: "clubs.day.thursday",
  friday: "clubs.day.friday",
  saturday: "clubs.day.saturday",
  sunday: "clubs.day.sunday",
};
const TIME_IDS: Record<string, string> = {
  morning: "clubs.time.morning",
  evening: "clubs.time.evening",
};
const TYPE_IDS: Record<ClubType, string> = {
  blockchain: "clubs.type.blockchain",
  "public-speaking": "clubs.type.publicSpeaking",
  web3: "clubs.type.web3",
};
const FORMAT_IDS: Record<MeetingFormat, string> = {
  online: "clubs.format.online",
  inperson: "clubs.format.inperson",
};

/** A stored value in words, or the value itself when it has no message. */
const labelOf = (t: Translate, ids: Record<string, string>, value: string) => {
  const id = ids[value];
  return id ? t(id) : value;
};

/**
 * How the screens show a club's stored values, in the page's language: days, time, type and
 * format; meeting days as a list ("monday, friday"), or N/A when there are none.
 */
export function useClubLabels() {
  const t = useT(clubsCatalogs);
  const { locale } = useLocale();
  const list = new Intl.ListFormat(locale, { type: "unit", style: "short" });
  const day = (value: string) => labelOf(t, DAY_IDS, value);
  return {
    t,
    day,
    days: (meetingDays: readonly string[]) =>
      meetingDays.length > 0 ? list.format(meetingDays.map(day)) : t("clubs.notAvailable"),
    time: (value: string) => labelOf(t, TIME_IDS, value),
    type: (value: string) => labelOf(t, TYPE_IDS, value),
    format: (value: string) => labelOf(t, FORMAT_IDS, value),
  };
}
