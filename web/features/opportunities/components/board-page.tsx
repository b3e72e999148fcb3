import { Container, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { OPPORTUNITY_KINDS, OPPORTUNITY_REGIONS } from "../../../../contract/opportunities.ts";
import {
  PageButtons,
  SearchFailed,
  SearchFormFrame,
  SearchLoading,
} from "../../../components/search-parts.tsx";
import { formatNumber } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ANY_BOARD_FILTERS, type BoardFilters, useBoard } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";
import { OpportunityCard } from "./opportunity-card.tsx";

function SearchForm({
  initial,
  onSearch,
}: {
  initial: BoardFilters;
  onSearch: (filters: BoardFilters) => void;
}) {
  // Every value is a valid filter ("" is any): nothing to validate, only to send.
  const form = useForm({ mode: "controlled", initialValues: initial });
  const labels = useOpportunityLabels();
  const { t } = labels;
  const any = { value: "", label: t("opportunities.board.any") };
  return (
    <SearchFormFrame
      label={t("opportunities.board.form")}
      submitLabel={t("opportunities.board.submit")}
      onSubmit={form.onSubmit(onSearch)}
    >
      <TextInput
        label={t("opportunities.board.q")}
        description={t("opportunities.board.qHint")}
        type="search"
        maxLength={200}
        {...form.getInputProps("q")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <NativeSelect
          label={t("opportunities.board.kind")}
          {...form.getInputProps("kind")}
          data={[
            any,
            ...OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) })),
          ]}
        />
        <NativeSelect
          label={t("opportunities.board.journey")}
          {...form.getInputProps("journeyId")}
          data={[
            any,
            ...labels.journeys.map((journey) => ({
              value: String(journey.id),
              label: journey.title,
            })),
          ]}
        />
        <NativeSelect
          label={t("opportunities.board.remote")}
          {...form.getInputProps("remote")}
          data={[
            any,
            { value: "true", label: t("opportunities.board.remoteOnly") },
            { value: "false", label: t("opportunities.board.onSite") },
          ]}
        />
        <NativeSelect
          label={t("opportunities.board.region")}
          {...form.getInputProps("region")}
          data={[
            any,
            ...OPPORTUNITY_REGIONS.map((region) => ({
              value: region,
              label: labels.region(region),
            })),
          ]}
        />
      </SimpleGrid>
    </SearchFormFrame>
  );
}

function Results({ filters }: { filters: BoardFilters }) {
  const [page, setPage] = useState(1);
  const board = useBoard(filters, page);
  const { t } = useOpportunityLabels();

  if (board.isPending) return <SearchLoading text={t("opportunities.board.loading")} />;
  if (board.isError) {
    return (
      <SearchFailed
        title={t("opportunities.board.loadFailed")}
        detail={messageOf(board.error)}
        retryLabel={t("opportunities.tryAgain")}
        onRetry={() => void board.refetch()}
      />
    );
  }
  const { opportunities, total, pageSize } = board.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <Text role="status">{t("opportunities.board.none")}</Text>;
  return (
    <Stack gap="md">
      <Text role="status">{t("opportunities.board.count", { count: total })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={board.isFetching}>
        {opportunities.map((opportunity) => (
          <OpportunityCard key={opportunity.opportunityId} opportunity={opportunity} />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <PageButtons
          label={t("opportunities.board.pages")}
          where={t("opportunities.board.page", {
            page: formatNumber(page),
            pages: formatNumber(pages),
          })}
          previous={t("opportunities.board.previous")}
          next={t("opportunities.board.next")}
          hasPrevious={page > 1}
          hasNext={page < pages}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </Stack>
  );
}

/** `/Opportunities`, for everyone (visitors browse too): search, filters, results, pages. */
export function OpportunitiesPage() {
  const { t } = useOpportunityLabels();
  // Each search is a new key: the results start again at page 1.
  const [search, setSearch] = useState({ filters: ANY_BOARD_FILTERS, run: 0 });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("opportunities.board.title")}</Title>
        <Text>{t("opportunities.board.intro")}</Text>
        <SearchForm
          initial={ANY_BOARD_FILTERS}
          onSearch={(filters) => setSearch((current) => ({ filters, run: current.run + 1 }))}
        />
        <section aria-label={t("opportunities.board.results")}>
          <Results key={search.run} filters={search.filters} />
        </section>
      </Stack>
    </Container>
  );
}
