import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/ScrollArea.css";
import { Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PROGRAMME_REGIONS, type ProgrammeRegion } from "../../../../contract/regions.ts";
import { REPORT_FIGURE_KEYS, type ReportFigures } from "../../../../contract/reports.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { DEFINITION_IDS, FIGURE_IDS, REGION_IDS } from "../labels.ts";
import { reportsCatalogs } from "../messages.ts";

type Translate = ReturnType<typeof useT>;

const DURATIONS = new Set<keyof ReportFigures>([
  "decisionMedianSeconds",
  "decisionP90Seconds",
  "verificationMedianSeconds",
  "verificationP90Seconds",
]);

/** A figure as the reader reads it: durations in hours, the rate as a percentage, a dash for none. */
export function figureText(t: Translate, key: keyof ReportFigures, value: number | null): string {
  if (value === null) return t("reports.none");
  if (DURATIONS.has(key)) {
    return t("reports.hours", {
      hours: formatNumber(value / 3_600, { maximumFractionDigits: 1 }),
    });
  }
  if (key === "attendanceRate") {
    return formatNumber(value, { style: "percent", maximumFractionDigits: 0 });
  }
  return formatNumber(value);
}

/** A region's name: Kerala, Oman, Online / global, or the location's own words. */
export function regionName(t: Translate, region: string): string {
  return (PROGRAMME_REGIONS as readonly string[]).includes(region)
    ? t(REGION_IDS[region as ProgrammeRegion])
    : region.charAt(0).toLocaleUpperCase() + region.slice(1);
}

/** A titled part of a report page, named by its heading. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" mt="xl">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Every figure (a row each) for one or more scopes (a column each): the whole programme, regions. */
export function FiguresTable({
  caption,
  columns,
}: {
  caption: string;
  columns: readonly { label: string; figures: ReportFigures }[];
}) {
  const t = useT(reportsCatalogs);
  return (
    <Table.ScrollContainer minWidth={Math.max(320, 200 + columns.length * 110)}>
      <Table striped data-testid="figures-table">
        <caption style={{ textAlign: "start" }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("reports.table.figure")}</Table.Th>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.label}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {REPORT_FIGURE_KEYS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500}>
                {t(FIGURE_IDS[key])}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.label}>{figureText(t, key, column.figures[key])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each figure defined in one sentence. */
export function FigureDefinitions() {
  const t = useT(reportsCatalogs);
  return (
    <ReportSection id="report-definitions" title={t("reports.section.definitions")}>
      <dl data-testid="figure-definitions" style={{ margin: 0 }}>
        {REPORT_FIGURE_KEYS.map((key) => (
          <div key={key} style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
            <Text component="dt" fw={700} size="sm">
              {t(FIGURE_IDS[key])}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {t(DEFINITION_IDS[key])}
            </Text>
          </div>
        ))}
      </dl>
      <Text size="sm">{t("reports.cohorts.definition")}</Text>
    </ReportSection>
  );
}
