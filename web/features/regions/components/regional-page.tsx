import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { regions } from "../../../../content/clubs.ts";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { MembershipCard } from "../../../components/membership-card.tsx";

export type Region = (typeof regions)[keyof typeof regions];

/**
 * 'Welcome to {region} Blockvocates', the membership card with the page's join button
 * (`joinButton`, composed in by the route: it buys `region.membershipLevel`), and the journeys.
 */
export function RegionalPage({ region, joinButton }: { region: Region; joinButton?: ReactNode }) {
  return (
    <>
      <section className="hero">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Title order={1}>Welcome to {region.region} Blockvocates</Title>
          <Text fz="lg" mt="sm" maw={640}>
            Meet Web3 learners and speakers near you. Become a member to join the {region.region}{" "}
            club, follow a career journey and present your work.
          </Text>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <MembershipCard action={joinButton} />
          <div>
            <Title order={2} mb="md">
              Six Customized Journeys
            </Title>
            <JourneysAccordion />
          </div>
        </Stack>
      </Container>
    </>
  );
}
