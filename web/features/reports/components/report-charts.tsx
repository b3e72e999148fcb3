import { Anchor, Box, Stack, Table, Text } from "@mantine/core";
import { lazy, Suspense, useRef } from "react";
import type { Cohort, ProgrammeReport } from "../../../../contract/reports.ts";
import { formatMonth, formatNumber, useT } from "../../../i18n/index.ts";
import { useNearScreen } from "../../../lib/near-screen.ts";
import { COHORT_IDS, FIGURE_IDS } from "../labels.ts";
import { reportsCatalogs } from "../messages.ts";
import { regionName } from "./figures.tsx";

/** The bar chart's code, fetched when a chart nears the screen (ADR 048, ADR 054). */
const BarChart = lazy(() =>
  import("./bar-chart.tsx").then((module) => ({ default: module.BarChart })),
);

/**
 * The charts (@mantine/charts on recharts, ~130 KB gz: loaded after the report pages' own chunk,
 * ADR 045, ADR 048).
 * A chart is a picture of its table: hidden from assistive technology and out of the tab order,
 * the table below it says the same to everyone.
 */
function Chart({
  data,
  dataKey,
  series,
}: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
}) {
  const t = useT(reportsCatalogs);
  const box = useRef<HTMLDivElement>(null);
  // Drawing a chart is the report page's heaviest work: it waits until the chart is nearly seen.
  const near = useNearScreen(box);
  const space = <Box h={240} />;
  return (
    <>
      <Box aria-hidden="true" data-testid="report-chart" ref={box}>
        {/* The chart's height kept until it is drawn: nothing below moves. */}
        {near ? (
          <Suspense fallback={space}>
            <BarChart
              h={240}
              data={data}
              dataKey={dataKey}
              series={series}
              withLegend
              tickLine="y"
              barChartProps={{ accessibilityLayer: false }}
            />
          </Suspense>
        ) : (
          space
        )}
      </Box>
      <Text size="xs" c="gray.8">
        {t("reports.chart.tableNote")}
      </Text>
    </>
  );
}

/** A link to one of the programme report's CSV files (served by the API as an attachment). */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} download underline="always" size="sm">
      {label}
    </Anchor>
  );
}

/** A chart with its title and its table (what it shows, for everyone and every reader). */
function ChartWithTable({
  id,
  title,
  dataKey,
  headLabel,
  series,
  rows,
  testId,
}: {
  id: string;
  title: string;
  dataKey: string;
  headLabel: string;
  series: readonly { name: string; label: string; color: string }[];
  /** Each row: its name, the numbers the chart draws (null: a dash, drawn as 0). */
  rows: readonly { name: string; values: readonly (number | null)[] }[];
  testId: string;
}) {
  const t = useT(reportsCatalogs);
  const data = rows.map((row) => ({
    [dataKey]: row.name,
    ...Object.fromEntries(series.map((one, i) => [one.name, row.values[i] ?? 0])),
  }));
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm" id={id}>
        {title}
      </Text>
      <Chart data={data} dataKey={dataKey} series={[...series]} />
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-labelledby={id} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{headLabel}</Table.Th>
              {series.map((one) => (
                <Table.Th scope="col" key={one.name}>
                  {one.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name}>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                {row.values.map((value, i) => (
                  <Table.Td key={series[i]?.name}>
                    {value === null ? t("reports.none") : formatNumber(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

const REGION_SERIES = [
  ["activeMembers", "indigo.6"],
  ["missionsVerified", "teal.6"],
  ["speechesDelivered", "orange.6"],
] as const;

/** Regions side by side: active members, missions verified, speeches delivered; and its table. */
export function RegionsChart({ regions }: { regions: ProgrammeReport["regions"] }) {
  const t = useT(reportsCatalogs);
  return (
    <ChartWithTable
      id="regions-chart-title"
      title={t("reports.chart.regions")}
      dataKey="region"
      headLabel={t("reports.table.region")}
      series={REGION_SERIES.map(([name, color]) => ({
        name,
        label: t(FIGURE_IDS[name]),
        color,
      }))}
      rows={regions.map((row) => ({
        name: regionName(t, row.region),
        values: REGION_SERIES.map(([key]) => row.figures[key]),
      }))}
      testId="regions-chart-table"
    />
  );
}

const COHORT_SERIES = [
  ["joined", "gray.6"],
  ["active30", "indigo.6"],
  ["active60", "teal.6"],
  ["active90", "orange.6"],
] as const;

/** Each month's joiners and how many stayed active; and its table. A dash: not known yet. */
export function CohortsChart({ cohorts }: { cohorts: readonly Cohort[] }) {
  const t = useT(reportsCatalogs);
  if (cohorts.length === 0) return <Text size="sm">{t("reports.cohorts.none")}</Text>;
  return (
    <ChartWithTable
      id="cohorts-chart-title"
      title={t("reports.chart.cohorts")}
      dataKey="month"
      headLabel={t("reports.table.month")}
      series={COHORT_SERIES.map(([name, color]) => ({
        name,
        label: t(COHORT_IDS[name]),
        color,
      }))}
      rows={cohorts.map((cohort) => ({
        name: formatMonth(`${cohort.month}-01T00:00:00Z`, { timeZone: "UTC" }),
        values: COHORT_SERIES.map(([key]) => cohort[key]),
      }))}
      testId="cohorts-table"
    />
  );
}
