import { Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactElement } from "react";
import { Link } from "react-router";
import { CONTACT_EMAIL } from "../../../../content/site.ts";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { infoPagesCatalogs } from "../messages.ts";

/** What a paragraph's `<0>…</0>` parts link to. */
type LinkTarget = "account" | "settings" | "email" | "rewards";

/** A paragraph: its message id and, in order, what its numbered parts link to. */
interface Paragraph {
  id: string;
  links?: LinkTarget[];
}

interface Section {
  title: string;
  paragraphs: Paragraph[];
}

function linkTo(target: LinkTarget): ReactElement {
  if (target === "email") {
    // An address reads left to right inside Arabic text too: `dir` isolates it.
    return <Anchor href={`mailto:${CONTACT_EMAIL}`} dir="ltr" underline="always" />;
  }
  return (
    // Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1).
    <Anchor
      component={Link}
      to={
        target === "account"
          ? "/Account"
          : target === "rewards"
            ? "/Rewards"
            : "/NotificationSettings"
      }
      underline="always"
    />
  );
}

function InfoParagraph({ paragraph }: { paragraph: Paragraph }) {
  const components = Object.fromEntries(
    (paragraph.links ?? []).map((target, index) => [index, linkTo(target)]),
  );
  return (
    <Text>
      <T id={paragraph.id} values={{ email: CONTACT_EMAIL }} components={components} />
    </Text>
  );
}

/** A page of text: its heading, an introduction, then titled sections. */
function InfoPage({
  title,
  intro,
  sections = [],
  children,
}: {
  title: string;
  intro: Paragraph[];
  sections?: Section[];
  children?: ReactElement;
}) {
  const t = useT(infoPagesCatalogs);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t(title)}</Title>
        {intro.map((paragraph) => (
          <InfoParagraph key={paragraph.id} paragraph={paragraph} />
        ))}
        {sections.map((section) => (
          <Stack key={section.title} gap="xs" component="section" mt="sm">
            <Title order={2} fz="h3">
              {t(section.title)}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <InfoParagraph key={paragraph.id} paragraph={paragraph} />
            ))}
          </Stack>
        ))}
        {children}
      </Stack>
    </Container>
  );
}

/** /About: what the programme is. */
export function AboutPage() {
  const t = useT(infoPagesCatalogs);
  return (
    <InfoPage
      title="info.about.title"
      intro={[
        { id: "info.about.p1" },
        { id: "info.about.p2" },
        { id: "info.about.p3", links: ["rewards"] },
      ]}
    >
      <div>
        <Button component={Link} to="/ClubSearch">
          {t("info.about.clubs")}
        </Button>
      </div>
    </InfoPage>
  );
}

/** /Contact: the programme's address, and where else to turn. */
export function ContactPage() {
  return (
    <InfoPage
      title="info.contact.title"
      intro={[
        { id: "info.contact.p1", links: ["email"] },
        { id: "info.contact.p2" },
        { id: "info.contact.p3", links: ["account"] },
      ]}
    />
  );
}

const PRIVACY_SECTIONS: Section[] = [
  {
    title: "info.privacy.kept.title",
    paragraphs: [
      { id: "info.privacy.kept.p1" },
      { id: "info.privacy.kept.p2", links: ["rewards"] },
      { id: "info.privacy.kept.p3" },
    ],
  },
  { title: "info.privacy.why.title", paragraphs: [{ id: "info.privacy.why.p1" }] },
  {
    title: "info.privacy.who.title",
    paragraphs: [
      { id: "info.privacy.who.p1" },
      { id: "info.privacy.who.p2" },
      { id: "info.privacy.who.p3" },
    ],
  },
  { title: "info.privacy.payments.title", paragraphs: [{ id: "info.privacy.payments.p1" }] },
  {
    title: "info.privacy.emails.title",
    paragraphs: [{ id: "info.privacy.emails.p1", links: ["settings"] }],
  },
  {
    title: "info.privacy.time.title",
    paragraphs: [{ id: "info.privacy.time.p1" }, { id: "info.privacy.time.p2" }],
  },
  {
    title: "info.privacy.rights.title",
    paragraphs: [{ id: "info.privacy.rights.p1", links: ["account", "email"] }],
  },
];

/** /Privacy: what is kept about a person, why, how long, who sees it, how to take or delete it. */
export function PrivacyPage() {
  return (
    <InfoPage
      title="info.privacy.title"
      intro={[{ id: "info.privacy.intro" }]}
      sections={PRIVACY_SECTIONS}
    />
  );
}

const TERMS_SECTIONS: Section[] = [
  { title: "info.terms.account.title", paragraphs: [{ id: "info.terms.account.p1" }] },
  { title: "info.terms.conduct.title", paragraphs: [{ id: "info.terms.conduct.p1" }] },
  { title: "info.terms.membership.title", paragraphs: [{ id: "info.terms.membership.p1" }] },
  {
    title: "info.terms.points.title",
    paragraphs: [{ id: "info.terms.points.p1", links: ["rewards"] }],
  },
  { title: "info.terms.credentials.title", paragraphs: [{ id: "info.terms.credentials.p1" }] },
  { title: "info.terms.content.title", paragraphs: [{ id: "info.terms.content.p1" }] },
  {
    title: "info.terms.changes.title",
    paragraphs: [{ id: "info.terms.changes.p1", links: ["email"] }],
  },
];

/** /Terms: the terms of use. */
export function TermsPage() {
  return (
    <InfoPage
      title="info.terms.title"
      intro={[{ id: "info.terms.intro" }]}
      sections={TERMS_SECTIONS}
    />
  );
}
