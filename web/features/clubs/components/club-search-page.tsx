import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import {
  Button,
  Container,
  Group,
  Loader,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import {
  ClubTypeSchema,
  MeetingFormatSchema,
  MeetingTimeSchema,
  WeekdaySchema,
} from "../../../../contract/clubs.ts";
import {
  PageButtons,
  SearchFailed,
  SearchFormFrame,
  SearchLoading,
} from "../../../components/search-parts.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { ANY_FILTERS, type ClubSearchFilters, useClubSearch } from "../api/search-clubs.ts";
import { clubsCatalogs } from "../messages.ts";
import { ClubCard } from "./club-card.tsx";
import { useClubLabels } from "./club-labels.ts";

/** The location another screen passed in navigation state: `navigate("/ClubSearch", { state: { location } })`. */
function locationFromState(state: unknown): string {
  if (state && typeof state === "object" && "location" in state) {
    const { location } = state as { location: unknown };
    if (typeof location === "string") return location.slice(0, 100);
  }
  return "";
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: ClubSearchFilters;
  onSearch: (filters: ClubSearchFilters) => void;
}) {
  // Every value is a valid filter ("" is any): nothing to validate, only to send.
  const form = useForm({ mode: "controlled", initialValues: initial });
  const labels = useClubLabels();
  const { t } = labels;
  const any = { value: "", label: t("clubs.search.any") };

  return (
    <SearchFormFrame
      label={t("clubs.search.form")}
      submitLabel={t("clubs.search.submit")}
      onSubmit={form.onSubmit(onSearch)}
    >
      <TextInput
        label={t("clubs.search.location")}
        placeholder={t("clubs.search.locationPlaceholder")}
        maxLength={100}
        {...form.getInputProps("location")}
      />
      <Radio.Group label={t("clubs.search.day")} {...form.getInputProps("day")}>
        <Group gap="sm" mt={6}>
          <Radio value="" label={t("clubs.search.any")} />
          {WeekdaySchema.options.map((day) => (
            <Radio key={day} value={day} label={labels.day(day)} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t("clubs.search.time")}
          {...form.getInputProps("meetingTime")}
          data={[
            any,
            ...MeetingTimeSchema.options.map((value) => ({ value, label: labels.time(value) })),
          ]}
        />
        <NativeSelect
          label={t("clubs.search.type")}
          {...form.getInputProps("clubType")}
          data={[
            any,
            ...ClubTypeSchema.options.map((value) => ({ value, label: labels.type(value) })),
          ]}
        />
        <NativeSelect
          label={t("clubs.search.format")}
          {...form.getInputProps("meetingFormat")}
          data={[
            any,
            ...MeetingFormatSchema.options.map((value) => ({
              value,
              label: labels.format(value),
            })),
          ]}
        />
      </SimpleGrid>
    </SearchFormFrame>
  );
}

function Results({ filters }: { filters: ClubSearchFilters }) {
  const [page, setPage] = useState(1);
  const search = useClubSearch(filters, page);
  const t = useT(clubsCatalogs);

  if (search.isPending) return <SearchLoading text={t("clubs.search.loading")} />;
  if (search.isError) {
    return (
      <SearchFailed
        title={t("clubs.search.loadFailed")}
        detail={`${messageOf(search.error)} ${t("clubs.search.checkConnection")}`}
        retryLabel={t("clubs.tryAgain")}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { items, hasMore } = search.data;
  if (items.length === 0 && page === 1) {
    return <Text>{t("clubs.search.noResults")}</Text>;
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={search.isFetching}>
        {items.map((club) => (
          <ClubCard key={club.clubId} club={club} />
        ))}
      </SimpleGrid>
      {(page > 1 || hasMore) && (
        <PageButtons
          label={t("clubs.search.pages")}
          where={t("clubs.search.page", { page: formatNumber(page) })}
          previous={t("clubs.search.previous")}
          next={t("clubs.search.next")}
          hasPrevious={page > 1}
          hasNext={hasMore}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </Stack>
  );
}

function ClubSearch({ user }: { user: Me | null }) {
  const navigationState = useLocation().state;
  const [initial] = useState(() => ({
    ...ANY_FILTERS,
    location: locationFromState(navigationState),
  }));
  // Each search is a new key: the results start again at page 1.
  const [search, setSearch] = useState({ filters: initial, run: 0 });
  const t = useT(clubsCatalogs);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t("clubs.search.title")}</Title>
          <Group gap="sm">
            <Button component={Link} to="/CreateClub" variant="light">
              {t("clubs.search.create")}
            </Button>
            {user?.isLeader && (
              <Button component={Link} to="/ClubLeaderPage" variant="light">
                {t("clubs.search.leaderPage")}
              </Button>
            )}
          </Group>
        </Group>
        <SearchForm
          initial={initial}
          onSearch={(filters) => setSearch((current) => ({ filters, run: current.run + 1 }))}
        />
        <section aria-label={t("clubs.search.results")}>
          <Results key={search.run} filters={search.filters} />
        </section>
      </Stack>
    </Container>
  );
}

/**
 * `/ClubSearch`, for everyone (docs/product.md, round 3 decision 1): a visitor's cards offer sign up or log in
 * instead of Join. The session is read first, so each card knows which to offer.
 */
export function ClubSearchPage() {
  const user = useCurrentUser();
  const t = useT(clubsCatalogs);
  if (user.isPending) return <Loader m="xl" aria-label={t("clubs.page.loadingUser")} />;
  if (user.isError) throw user.error;
  return <ClubSearch user={user.data} />;
}
