import { Anchor, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import type { ProgrammeReport } from "../../../../contract/reports.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { formatDateTime, formatDay, useT } from "../../../i18n/index.ts";
import { csvHref, type ReportFilters, useProgrammeReport, useShownReport } from "../api/reports.ts";
import { FIGURE_IDS } from "../labels.ts";
import { reportsCatalogs } from "../messages.ts";
import {
  FigureDefinitions,
  FiguresTable,
  figureText,
  ReportSection,
  regionName,
} from "./figures.tsx";
import { HealthFlags } from "./health-flags.tsx";
import { CohortsChart, CsvLink, RegionsChart } from "./report-charts.tsx";
import { ReportFiltersForm, useReportFilters } from "./report-filters.tsx";
import { ReportLoadState } from "./report-load-state.tsx";

/** The columns of the clubs' table (every figure is in its CSV). */
const CLUB_COLUMNS = [
  "activeMembers",
  "applications",
  "missionsVerified",
  "speechesDelivered",
  "attendanceRate",
  "vocateAwarded",
] as const;

/**
 * The period as the page says it: "From March 1, 2026 to May 31, 2026", and when the summary its
 * past days came from was written (ADR 050), if they came from it.
 */
export function PeriodText({
  from,
  to,
  summarisedAt,
  computedAt,
}: {
  from: string;
  to: string;
  summarisedAt: string | null;
  /** When a kept report was worked out (the programme's, ADR 052); a club's is always current. */
  computedAt?: string;
}) {
  const t = useT(reportsCatalogs);
  return (
    <>
      <Text size="sm" c="gray.8">
        {t("reports.period", {
          from: formatDay(`${from}T00:00:00Z`, { timeZone: "UTC" }),
          to: formatDay(`${to}T00:00:00Z`, { timeZone: "UTC" }),
        })}
      </Text>
      {computedAt === undefined ? null : (
        <Text size="sm" c="gray.8">
          {t("reports.computedAt", { time: formatDateTime(computedAt) })}
        </Text>
      )}
      {summarisedAt === null ? null : (
        <Text size="sm" c="gray.8">
          {t("reports.freshness", { time: formatDateTime(summarisedAt) })}
        </Text>
      )}
    </>
  );
}

function ClubsTable({ clubs }: { clubs: ProgrammeReport["clubs"] }) {
  const t = useT(reportsCatalogs);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="clubs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("reports.table.club")}</Table.Th>
            <Table.Th scope="col">{t("reports.table.region")}</Table.Th>
            {CLUB_COLUMNS.map((key) => (
              <Table.Th scope="col" key={key}>
                {t(FIGURE_IDS[key])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clubs.map((club) => (
            <Table.Tr key={club.clubId}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} to={`/Reports/Club/${club.clubId}`}>
                  {club.clubName}
                </Anchor>
              </Table.Th>
              <Table.Td>{regionName(t, club.region)}</Table.Td>
              {CLUB_COLUMNS.map((key) => (
                <Table.Td key={key}>{figureText(t, key, club.figures[key])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The report itself, once loaded: figures, regions, clubs, cohorts, flags, definitions. */
export function ProgrammeReportView({
  report,
  filters,
  onChange,
}: {
  report: ProgrammeReport;
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}) {
  const t = useT(reportsCatalogs);
  const shown = {
    from: report.from,
    to: report.to,
    ...(report.region ? { region: report.region } : {}),
  };
  return (
    <>
      <ReportFiltersForm
        key={`${report.from}-${report.to}-${report.region ?? ""}`}
        from={filters.from ?? report.from}
        to={filters.to ?? report.to}
        region={report.region}
        regions={report.regionsAvailable}
        onChange={onChange}
      />
      <PeriodText
        from={report.from}
        to={report.to}
        summarisedAt={report.summarisedAt}
        computedAt={report.computedAt}
      />
      <ReportSection id="report-flags" title={t("reports.section.flags")}>
        <HealthFlags flags={report.flags} escalateAfterDays={report.escalateAfterDays} linkClubs />
      </ReportSection>
      <ReportSection id="report-figures" title={t("reports.section.figures")}>
        <FiguresTable
          caption={t("reports.section.regions")}
          columns={[
            ...(report.region
              ? []
              : [{ label: t("reports.programme"), figures: report.programme }]),
            ...report.regions.map((row) => ({
              label: regionName(t, row.region),
              figures: row.figures,
            })),
            ...(report.region
              ? [{ label: t("reports.programme"), figures: report.programme }]
              : []),
          ]}
        />
        <RegionsChart regions={report.regions} />
        <CsvLink href={csvHref("regions", shown)} label={t("reports.csv.regions")} />
      </ReportSection>
      <ReportSection id="report-clubs" title={t("reports.section.clubs")}>
        <ClubsTable clubs={report.clubs} />
        <CsvLink href={csvHref("clubs", shown)} label={t("reports.csv.clubs")} />
      </ReportSection>
      <ReportSection id="report-cohorts" title={t("reports.section.cohorts")}>
        <CohortsChart cohorts={report.cohorts} />
        <CsvLink href={csvHref("cohorts", shown)} label={t("reports.csv.cohorts")} />
      </ReportSection>
      <FigureDefinitions />
    </>
  );
}

function ProgrammeReportLoader() {
  const [filters, setFilters] = useReportFilters();
  const query = useProgrammeReport(filters);
  const report = useShownReport(query);
  if (report) {
    return <ProgrammeReportView report={report} filters={filters} onChange={setFilters} />;
  }
  return (
    <ReportLoadState
      pending={query.isPending || query.isSuccess}
      error={query.error}
      form={
        <ReportFiltersForm from={filters.from ?? ""} to={filters.to ?? ""} onChange={setFilters} />
      }
    />
  );
}

/** /Admin/Reports: the programme's figures for the people who run it (admins). */
export function AdminReportsPage() {
  const t = useT(reportsCatalogs);
  return (
    <AdminOnlyPage title={t("reports.admin.title")} what={t("reports.admin.what")} size="lg">
      <ProgrammeReportLoader />
    </AdminOnlyPage>
  );
}
