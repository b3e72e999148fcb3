import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { reportsCatalogs } from "../messages.ts";

/** From a leader's club to its report (/Reports/Club/:clubId). */
export function ClubReportLink({ clubId }: { clubId: number }) {
  const t = useT(reportsCatalogs);
  return (
    <Anchor component={Link} to={`/Reports/Club/${clubId}`} underline="always" size="sm">
      {t("reports.club.link")}
    </Anchor>
  );
}
