import { Container, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import type { ClubReport } from "../../../../contract/reports.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { type ReportFilters, useClubReport, useShownReport } from "../api/reports.ts";
import { reportsCatalogs } from "../messages.ts";
import { PeriodText } from "./admin-reports-page.tsx";
import { FigureDefinitions, FiguresTable, ReportSection, regionName } from "./figures.tsx";
import { HealthFlags } from "./health-flags.tsx";
import { CohortsChart } from "./report-charts.tsx";
import { ReportFiltersForm, useReportFilters } from "./report-filters.tsx";
import { ReportLoadState } from "./report-load-state.tsx";

/** One club's report, once loaded: its flags, figures, cohorts and what each figure means. */
export function ClubReportView({
  report,
  filters,
  onChange,
}: {
  report: ClubReport;
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}) {
  const t = useT(reportsCatalogs);
  return (
    <>
      <Title order={1} mb="xs">
        {t("reports.club.title", { club: report.club.clubName })}
      </Title>
      <Text size="sm" mb="md">
        {t("reports.club.region", { region: regionName(t, report.club.region) })}
      </Text>
      <ReportFiltersForm
        key={`${report.from}-${report.to}`}
        from={filters.from ?? report.from}
        to={filters.to ?? report.to}
        onChange={onChange}
      />
      <PeriodText from={report.from} to={report.to} summarisedAt={report.summarisedAt} />
      <ReportSection id="report-flags" title={t("reports.section.flags")}>
        <HealthFlags
          flags={report.flags}
          escalateAfterDays={report.escalateAfterDays}
          linkClubs={false}
        />
      </ReportSection>
      <ReportSection id="report-figures" title={t("reports.section.figures")}>
        <FiguresTable
          caption={report.club.clubName}
          columns={[{ label: report.club.clubName, figures: report.figures }]}
        />
      </ReportSection>
      <ReportSection id="report-cohorts" title={t("reports.section.cohorts")}>
        <CohortsChart cohorts={report.cohorts} />
      </ReportSection>
      <FigureDefinitions />
    </>
  );
}

function ClubReportLoader({ clubId }: { clubId: number }) {
  const [filters, setFilters] = useReportFilters();
  const query = useClubReport(clubId, filters);
  const report = useShownReport(query);
  if (report) return <ClubReportView report={report} filters={filters} onChange={setFilters} />;
  return <ReportLoadState pending={query.isPending || query.isSuccess} error={query.error} />;
}

/** /Reports/Club/:clubId: a club's health for its leader (and the admins). */
export function ClubReportPage() {
  const clubId = Number(useParams().clubId);
  return (
    <RequireSignIn>
      {() => (
        <Container size="lg" py="xl">
          <ClubReportLoader clubId={Number.isInteger(clubId) && clubId > 0 ? clubId : 0} />
        </Container>
      )}
    </RequireSignIn>
  );
}
