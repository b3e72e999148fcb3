import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../../i18n/index.ts";
import type { ReportFilters } from "../api/reports.ts";
import { reportsCatalogs } from "../messages.ts";
import { regionName } from "./figures.tsx";

/** The filters in the page's address (`?from=…&to=…&region=…`), so a report can be linked. */
export function useReportFilters(): [ReportFilters, (filters: ReportFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ReportFilters = {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    region: params.get("region") ?? undefined,
  };
  const change = (next: ReportFilters) => {
    const entries = Object.entries(next).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return [filters, change];
}

/** The period (two days) and, for admins, a region; shown on "Show". */
export function ReportFiltersForm({
  from,
  to,
  region,
  regions,
  onChange,
}: {
  from: string;
  to: string;
  /** The region shown; undefined: no region choice (a club's report). */
  region?: string | null;
  regions?: readonly string[];
  onChange: (filters: ReportFilters) => void;
}) {
  const t = useT(reportsCatalogs);
  const [first, setFirst] = useState(from);
  const [last, setLast] = useState(to);
  const [chosen, setChosen] = useState(region ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from: first, to: last, ...(chosen ? { region: chosen } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label={t("reports.filters.label")}>
      <Group align="end" gap="sm" wrap="wrap">
        {(
          [
            ["reports.filters.from", first, setFirst],
            ["reports.filters.to", last, setLast],
          ] as const
        ).map(([label, value, set]) => (
          <TextInput
            key={label}
            type="date"
            label={t(label)}
            value={value}
            onChange={(event) => set(event.currentTarget.value)}
            required
          />
        ))}
        {region === undefined ? null : (
          <NativeSelect
            label={t("reports.filters.region")}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: "", label: t("reports.filters.allRegions") },
              ...(regions ?? []).map((name) => ({ value: name, label: regionName(t, name) })),
            ]}
          />
        )}
        <Button type="submit">{t("reports.filters.show")}</Button>
      </Group>
    </form>
  );
}
