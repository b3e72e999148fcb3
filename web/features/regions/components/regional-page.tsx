import { Container, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import type { regions } from "../../../../content/clubs.ts";
import { isLocale } from "../../../../contract/locales.ts";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { MembershipCard } from "../../../components/membership-card.tsx";
import { activeLocale, useT } from "../../../i18n/index.ts";
import { hasChosenLocale, switchLocale } from "../../../i18n/switch-locale.ts";
import { regionsCatalogs } from "../messages.ts";

export type Region = (typeof regions)[keyof typeof regions];

/** Each region's name, as a message id (by the page's address). */
const REGION_NAMES: Record<Region["path"], string> = {
  "/KeralaBlockvocates": "regions.name.kerala",
  "/OmanBlockvocates": "regions.name.oman",
};

/**
 * 'Welcome to {region} Blockvocates', the membership card with the page's join button
 * (`joinButton`, composed in by the route: it buys `region.membershipLevel`), and the journeys.
 */
export function RegionalPage({ region, joinButton }: { region: Region; joinButton?: ReactNode }) {
  const t = useT(regionsCatalogs);
  const name = t(REGION_NAMES[region.path]);
  // Reached inside the app by someone who never chose a language: the region's own, as on a
  // first visit (the server's choice for the page's address). An address that names a language
  // (?lang=en) keeps it, as the server did.
  const asked = new URLSearchParams(useLocation().search).get("lang");
  useEffect(() => {
    if (isLocale(asked) || hasChosenLocale() || activeLocale() === region.locale) return;
    void switchLocale(region.locale);
  }, [region.locale, asked]);
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
