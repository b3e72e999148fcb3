import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import type { HealthFlag } from "../../../../contract/reports.ts";
import { useT } from "../../../i18n/index.ts";
import { FLAG_IDS } from "../labels.ts";
import { reportsCatalogs } from "../messages.ts";

/** The clubs that need attention, each with why and who leads it; a link to its report. */
export function HealthFlags({
  flags,
  escalateAfterDays,
  linkClubs,
}: {
  flags: readonly HealthFlag[];
  escalateAfterDays: number;
  /** Admins: each club's name opens its report. */
  linkClubs: boolean;
}) {
  const t = useT(reportsCatalogs);
  if (flags.length === 0) return <Text size="sm">{t("reports.flags.none")}</Text>;
  return (
    <List spacing="xs" size="sm" data-testid="health-flags">
      {flags.map((flag) => (
        <List.Item key={`${flag.clubId}-${flag.kind}`}>
          <Text span size="sm">
            {t(FLAG_IDS[flag.kind], {
              club: flag.clubName,
              count: flag.count ?? 0,
              days: escalateAfterDays,
            })}
          </Text>{" "}
          <Text span size="sm" c="gray.8">
            {flag.leaderName
              ? t("reports.flags.leader", { name: flag.leaderName })
              : t("reports.flags.noLeader")}
          </Text>
          {linkClubs ? (
            <>
              {" "}
              <Anchor
                component={Link}
                to={`/Reports/Club/${flag.clubId}`}
                size="sm"
                underline="always"
              >
                {t("reports.table.open", { club: flag.clubName })}
              </Anchor>
            </>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
