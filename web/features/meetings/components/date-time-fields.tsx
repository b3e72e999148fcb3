import "@mantine/core/styles/Popover.css";
import "@mantine/dates/styles.css";
import { type DateFormatter, DatePickerInput, DatesProvider, TimeInput } from "@mantine/dates";
// The calendar's month and weekday names in the page's languages (English is dayjs's own).
import "dayjs/locale/ar";
import "dayjs/locale/ml";
import type { ReactNode } from "react";
import { formatDay, useLocale, useT } from "../../../i18n/index.ts";
import { meetingsCatalogs } from "../messages.ts";

/**
 * What a form field gives its input (`form.getInputProps`): the value the contract wants and the
 * field's error. Dates stay `YYYY-MM-DD` and times `HH:MM`, as the server expects.
 */
interface FieldProps {
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  label: string;
  required?: boolean;
}

/** The calendar speaks the active language (its words, its digits, its direction). */
function LocalDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}

/** The picked date shown in the active language as every date is, e.g. "December 24, 2026". */
const dateText: DateFormatter = ({ date }) =>
  typeof date === "string" && date
    ? formatDay(`${date.slice(0, 10)}T12:00:00Z`, { timeZone: "UTC" })
    : "";

/**
 * A date picked from a calendar (a button that opens it; arrows move between days, Enter picks,
 * Escape closes), named by its label; the form's value is the contract's `YYYY-MM-DD`.
 */
export function DateField({ value, onChange, onBlur, error, label, required }: FieldProps) {
  const t = useT(meetingsCatalogs);
  return (
    <LocalDates>
      <DatePickerInput
        label={label}
        required={required}
        placeholder={t("meetings.time.pickDate")}
        value={value || null}
        onChange={(picked) => onChange(picked ?? "")}
        onDropdownClose={onBlur}
        valueFormatter={dateText}
        error={error}
        miw={200}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          nextMonth: t("meetings.picker.nextMonth"),
          previousMonth: t("meetings.picker.previousMonth"),
          nextYear: t("meetings.picker.nextYear"),
          previousYear: t("meetings.picker.previousYear"),
          nextDecade: t("meetings.picker.nextDecade"),
          previousDecade: t("meetings.picker.previousDecade"),
          monthLevelControl: t("meetings.picker.monthLevel"),
          yearLevelControl: t("meetings.picker.yearLevel"),
        }}
      />
    </LocalDates>
  );
}

/** A time of day (the browser's own time field, in its language); the value is `HH:MM`. */
export function TimeField({ value, onChange, onBlur, error, label, required }: FieldProps) {
  return (
    <TimeInput
      label={label}
      required={required}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, 5))}
      onBlur={onBlur}
      error={error}
      miw={0}
    />
  );
}
