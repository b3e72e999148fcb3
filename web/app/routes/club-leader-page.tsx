import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Tabs.css";
import {
  Alert,
  Badge,
  Button,
  Container,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Navigate, useSearchParams } from "react-router";
import type { ClubName } from "../../../contract/clubs.ts";
import { LazyPart } from "../../components/lazy-part.tsx";
import { componentCatalogs } from "../../components/messages.ts";
import { RequireSignIn } from "../../components/require-sign-in.tsx";
import { ClubRequests } from "../../features/applications/components/club-requests.tsx";
import { useLedClubs } from "../../features/clubs/api/get-led-clubs.ts";
import { ClubReportLink } from "../../features/reports/components/club-report-link.tsx";
import { formatNumber, useT } from "../../i18n/index.ts";
import { messageOf } from "../../lib/api-client.ts";
import { useNavigationSummary } from "../../lib/navigation.ts";
import { pageCode } from "../lazy-page.tsx";

/**
 * The tabs after the first: a leader opens the page on its requests, and the other tabs' code
 * (a third of the page's, with what it shares with other pages) would stand between a phone and
 * the page's first paint (ADR 069). Fetched when the tab list is pointed at or focused, or a tab
 * opened.
 */
const laterTabs = pageCode(async () => (await import("./club-leader-tabs.tsx")).LaterTabPanel);
const prefetchLaterTabs = () => void laterTabs.preload().catch(() => undefined);

/** The leader page's sections, in the order of its tabs; the first is shown without a choice. */
export const LEADER_TABS = ["requests", "submissions", "members", "meetings", "details"] as const;
export type LeaderTab = (typeof LEADER_TABS)[number];

const TAB_LABELS: Record<LeaderTab, string> = {
  requests: "leader.tab.requests",
  submissions: "leader.tab.submissions",
  members: "leader.members",
  meetings: "leader.tab.meetings",
  details: "leader.tab.details",
};

const isTab = (value: string | null): value is LeaderTab =>
  (LEADER_TABS as readonly string[]).includes(value ?? "");

/**
 * The club and section shown, from the address (`?club=<id>&tab=<section>`), so a reload or a
 * shared link opens the same place; an unknown club or section falls back to the first.
 */
function useLeaderPlace(clubs: ClubName[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("club");
  const club = clubs.find((item) => String(item.clubId) === asked) ?? clubs[0];
  const askedTab = params.get("tab");
  const tab: LeaderTab = isTab(askedTab) ? askedTab : "requests";
  const go = (change: { club?: number; tab?: LeaderTab }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.club !== undefined) next.set("club", String(change.club));
        if (change.tab !== undefined) next.set("tab", change.tab);
        return next;
      },
      { replace: true },
    );
  return { club, tab, go };
}

/** A count of what waits, seen as a badge; the control's name says it in words. */
function WaitingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red.9" aria-hidden>
      {formatNumber(count)}
    </Badge>
  );
}

/** One button per led club (a column on a phone), each with what waits there. */
function ClubSwitcher({
  clubs,
  value,
  waitingOf,
  onChange,
}: {
  clubs: ClubName[];
  value: number;
  waitingOf: (clubId: number) => number;
  onChange: (clubId: number) => void;
}) {
  const t = useT(componentCatalogs);
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <SegmentedControl
      aria-label={t("leader.switcher")}
      fullWidth
      orientation={phone ? "vertical" : "horizontal"}
      value={String(value)}
      onChange={(clubId) => onChange(Number(clubId))}
      data={clubs.map((club) => {
        const waiting = waitingOf(club.clubId);
        return {
          value: String(club.clubId),
          label: (
            <span
              style={{ display: "inline-flex", alignItems: "center", gap: 6, maxWidth: "100%" }}
            >
              <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{club.clubName}</span>
              <WaitingBadge count={waiting} />
              {waiting > 0 ? (
                <VisuallyHidden> {t("leader.clubWaiting", { count: waiting })}</VisuallyHidden>
              ) : null}
            </span>
          ),
        };
      })}
    />
  );
}

/** The club's sections as tabs (arrow keys move between them); only the open one is rendered. */
function ClubSections({
  clubId,
  clubName,
  clubPage,
  tab,
  waiting,
  onTab,
}: {
  clubId: number;
  clubName: string;
  /** The club's public page: what to share while nobody has applied or joined yet. */
  clubPage: string;
  tab: LeaderTab;
  waiting: Partial<Record<LeaderTab, number>>;
  onTab: (tab: LeaderTab) => void;
}) {
  const t = useT(componentCatalogs);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isTab(value)) onTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List
        aria-label={t("leader.sections")}
        mb="lg"
        onPointerEnter={prefetchLaterTabs}
        onFocus={prefetchLaterTabs}
      >
        {LEADER_TABS.map((value) => {
          const count = waiting[value] ?? 0;
          const name = t(TAB_LABELS[value]);
          return (
            <Tabs.Tab
              key={value}
              value={value}
              aria-label={count > 0 ? t("leader.tab.waiting", { section: name, count }) : undefined}
              rightSection={<WaitingBadge count={count} />}
            >
              {name}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LEADER_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          {value === "requests" ? (
            <ClubRequests clubId={clubId} clubPage={clubPage} />
          ) : (
            <LazyPart code={laterTabs} props={{ tab: value, clubId, clubName, clubPage }} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Exported for its component test; the route wraps it in the sign-in and leader checks. */
export function LedClubs() {
  const clubs = useLedClubs();
  const navigation = useNavigationSummary();
  const t = useT(componentCatalogs);
  const { club, tab, go } = useLeaderPlace(clubs.data?.items ?? []);
  if (clubs.isPending) return <Loader aria-label={t("leader.loading")} />;
  if (clubs.isError) {
    return (
      <Alert color="red" title={t("leader.loadFailed")}>
        <Text mb="sm">{messageOf(clubs.error)}</Text>
        <Button variant="white" color="red.9" onClick={() => void clubs.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  }
  if (!club) return <Navigate to="/" replace />;
  const summaryOf = (clubId: number) =>
    navigation.data?.ledClubs.find((item) => item.clubId === clubId);
  const summary = summaryOf(club.clubId);
  const waitingOf = (clubId: number) => {
    const found = summaryOf(clubId);
    return found ? found.pendingApplications + found.pendingSubmissions : 0;
  };
  return (
    <Stack gap="lg">
      {clubs.data.items.length > 1 ? (
        <ClubSwitcher
          clubs={clubs.data.items}
          value={club.clubId}
          waitingOf={waitingOf}
          onChange={(clubId) => go({ club: clubId })}
        />
      ) : null}
      <section key={club.clubId} aria-labelledby={`club-${club.clubId}`}>
        <Title order={2} id={`club-${club.clubId}`} mb="md" style={{ overflowWrap: "anywhere" }}>
          {club.clubName}
        </Title>
        <ClubReportLink clubId={club.clubId} />
        <ClubSections
          clubId={club.clubId}
          clubName={club.clubName}
          clubPage={`/${club.slug}`}
          tab={tab}
          waiting={{
            requests: summary?.pendingApplications,
            submissions: summary?.pendingSubmissions,
          }}
          onTab={(next) => go({ tab: next })}
        />
      </section>
    </Stack>
  );
}

function LeaderPage() {
  const t = useT(componentCatalogs);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        {t("leader.title")}
      </Title>
      <LedClubs />
    </Container>
  );
}

/**
 * /ClubLeaderPage: one led club at a time (a switcher for leaders of several) in tabs: requests,
 * submissions, members, meetings, the club's details; leaders only.
 */
export function ClubLeaderPage() {
  return (
    <RequireSignIn>
      {(user) => (user.isLeader ? <LeaderPage /> : <Navigate to="/" replace />)}
    </RequireSignIn>
  );
}
