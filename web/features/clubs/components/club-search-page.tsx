import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
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
import {
  ClubTypeSchema,
  MeetingFormatSchema,
  MeetingTimeSchema,
  WeekdaySchema,
} from "../../../../contract/clubs.ts";
import type { Me } from "../../../../contract/me.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { ANY_FILTERS, type ClubSearchFilters, useClubSearch } from "../api/search-clubs.ts";
import { ClubCard } from "./club-card.tsx";
import { formatLabel } from "./club-labels.ts";

const ANY = { value: "", label: "Any" };

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

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      onSubmit={form.onSubmit(onSearch)}
      aria-label="Club search"
    >
      <Stack gap="md">
        <TextInput
          label="Location"
          placeholder="Any location, e.g. Lisbon"
          maxLength={100}
          {...form.getInputProps("location")}
        />
        <Radio.Group label="Meeting day" {...form.getInputProps("day")}>
          <Group gap="sm" mt={6}>
            <Radio value="" label="Any" />
            {WeekdaySchema.options.map((day) => (
              <Radio key={day} value={day} label={day} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label="Meeting Time"
            {...form.getInputProps("meetingTime")}
            data={[ANY, ...MeetingTimeSchema.options]}
          />
          <NativeSelect
            label="Club Type"
            {...form.getInputProps("clubType")}
            data={[ANY, ...ClubTypeSchema.options]}
          />
          <NativeSelect
            label="Format"
            {...form.getInputProps("meetingFormat")}
            data={[
              ANY,
              ...MeetingFormatSchema.options.map((value) => ({ value, label: formatLabel(value) })),
            ]}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit">Search</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Results({ filters }: { filters: ClubSearchFilters }) {
  const [page, setPage] = useState(1);
  const search = useClubSearch(filters, page);

  if (search.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading clubs...</Text>
      </Group>
    );
  }
  if (search.isError) {
    return (
      <Alert color="red" title="The clubs could not be loaded">
        <Text mb="sm">{messageOf(search.error)} Check your connection, then try again.</Text>
        <Button variant="light" color="red" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { items, hasMore } = search.data;
  if (items.length === 0 && page === 1) {
    return <Text>No clubs found for the selected criteria.</Text>;
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={search.isFetching}>
        {items.map((club) => (
          <ClubCard key={club.clubId} club={club} />
        ))}
      </SimpleGrid>
      {(page > 1 || hasMore) && (
        <Group justify="center" gap="md" aria-label="Result pages" role="navigation">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text>Page {page}</Text>
          <Button variant="default" disabled={!hasMore} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ClubSearch({ user }: { user: Me }) {
  const navigationState = useLocation().state;
  const [initial] = useState(() => ({
    ...ANY_FILTERS,
    location: locationFromState(navigationState),
  }));
  // Each search is a new key: the results start again at page 1.
  const [search, setSearch] = useState({ filters: initial, run: 0 });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>Find a Club</Title>
          <Group gap="sm">
            <Button component={Link} to="/CreateClub" variant="light">
              Create a club
            </Button>
            {user.isLeader && (
              <Button component={Link} to="/ClubLeaderPage" variant="light">
                Leader page
              </Button>
            )}
          </Group>
        </Group>
        <SearchForm
          initial={initial}
          onSearch={(filters) => setSearch((current) => ({ filters, run: current.run + 1 }))}
        />
        <section aria-label="Search results">
          <Results key={search.run} filters={search.filters} />
        </section>
      </Stack>
    </Container>
  );
}

export function ClubSearchPage() {
  return <RequireSignIn>{(user) => <ClubSearch user={user} />}</RequireSignIn>;
}
