import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { regions } from "../../../../content/clubs.ts";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { MembershipCard } from "../../../components/membership-card.tsx";
import { useT } from "../../../i18n/index.ts";
import { regionsCatalogs } from "../messages.ts";

export type Region = (typeof regions)[keyof typeof regions];

/** Each region's name, as a message id (by the page's address). */
const REGION_NAMES: Record<Region["path"], string> = {
  "/KeralaBlockvocates": "regions.name.kerala",
  "/OmanBlockvocates": "regions.name.oman",
};

/**
 * 'Welcome to {region} Blockvocates', the region's club (`club`: its real club page, leader,
 * meetings and Join, composed in by the route), the membership card with the page's join button
 * (`joinButton`: it buys `region.membershipLevel`), and the journeys. The page opens in the
 * region's language on a first visit (the server's choice for the address, ADR 020); reached
 * inside the app, it keeps the language the person is reading in.
 */
export function RegionalPage({
  region,
  club,
  joinButton,
}: {
  region: Region;
  club?: ReactNode;
  joinButton?: ReactNode;
}) {
  const t = useT(regionsCatalogs);
  const name = t(REGION_NAMES[region.path]);
  return (
    <>
      <section className="hero">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Title order={1}>{t("regions.welcome", { region: name })}</Title>
          <Text fz="lg" mt="sm" maw={640}>
            {t("regions.lead", { region: name })}
          </Text>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          {club}
          <MembershipCard action={joinButton} />
          <div>
            <Title order={2} mb="md">
              {t("regions.journeys")}
            </Title>
            <JourneysAccordion />
          </div>
        </Stack>
      </Container>
    </>
  );
}
