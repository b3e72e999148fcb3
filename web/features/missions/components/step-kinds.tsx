import { Button, Group, List, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Me } from "../../../../contract/accounts.ts";
import {
  type MissionDetail,
  type MissionStep,
  type StepKind,
  youTubeIdOf,
} from "../../../../contract/missions.ts";
import { LinkWalletButton } from "../../../components/link-wallet-button.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { platformName } from "../../../components/social-platforms.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { useMyWallets } from "../../../lib/wallets.ts";
import { missionsCatalogs } from "../messages.ts";
import { BookSlotStepBody } from "./book-slot-context.tsx";
import { CollectingStep } from "./collecting-steps.tsx";
import { ConnectModal } from "./connect-modal.tsx";
import { ExternalLink, postIntentUrl } from "./external-link.tsx";
import { IdentityExercise } from "./identity-exercise.tsx";
import { IntroVideo } from "./intro-video.tsx";

const AI_IMAGE_TOOLS = [
  {
    name: "Microsoft Designer Image Creator",
    href: "https://designer.microsoft.com/image-creator",
  },
  { name: "Leonardo.Ai", href: "https://leonardo.ai" },
  { name: "Adobe Firefly", href: "https://firefly.adobe.com" },
  { name: "Canva AI image generator", href: "https://www.canva.com/ai-image-generator/" },
];

const ACCOUNTS = [
  { name: "X", href: "https://x.com/i/flow/signup" },
  { name: "Farcaster", href: "https://farcaster.xyz" },
  { name: "Lens", href: "https://lens.xyz" },
  { name: "Yup", href: "https://yup.io" },
];

const BOOK_SHOPS = [
  { shop: "Amazon", href: "https://www.amazon.com/s?k=Read+Write+Own+Chris+Dixon" },
  {
    shop: "Bookshop.org",
    href: "https://bookshop.org/search?keywords=Read+Write+Own+Chris+Dixon",
  },
];

/** A link to post on X with the text filled in; with no text yet, a truly disabled button saying why. */
function PostToX({ text }: { text: string }) {
  const t = useT(missionsCatalogs);
  if (!text.trim()) {
    return (
      <>
        <Button disabled aria-describedby="post-to-x-hint">
          {t("missions.post.button")}
        </Button>
        <Text size="sm" id="post-to-x-hint">
          {t("missions.post.writeFirst")}
        </Text>
      </>
    );
  }
  return (
    <Button
      component="a"
      href={postIntentUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      color="dark"
      aria-label={t("missions.post.buttonLabel")}
    >
      {t("missions.post.button")}
    </Button>
  );
}

/** A list of external links, each opening in a new tab. */
function LinkList({ links }: { links: readonly { name: string; href: string }[] }) {
  return (
    <List spacing={4}>
      {links.map((link) => (
        <List.Item key={link.href}>
          <ExternalLink href={link.href}>{link.name}</ExternalLink>
        </List.Item>
      ))}
    </List>
  );
}

function ProfilePictureTools() {
  const t = useT(missionsCatalogs);
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        {t("missions.imageTools")}
      </Text>
      <LinkList links={AI_IMAGE_TOOLS} />
    </Paper>
  );
}

/**
 * The wallet Mission 1 recommends (ADR 040), linked here by its signature: proven, not declared,
 * and shown to the leader who verifies. Recommended, not required: the mission is free.
 */
function AccountsWallet() {
  const t = useT(missionsCatalogs);
  const wallets = useMyWallets();
  if (wallets.isPending) return null;
  if ((wallets.data?.items.length ?? 0) > 0) {
    return <StatusText>{t("missions.wallet.linked")}</StatusText>;
  }
  return (
    <Paper withBorder p="md" radius="md" data-accounts-wallet>
      <Text mb="sm">{t("missions.accounts.linkWallet")}</Text>
      <LinkWalletButton />
    </Paper>
  );
}

function AccountsStep({ user }: { user: Me }) {
  const t = useT(missionsCatalogs);
  // "Other" (a platform's name) is the components' message.
  useT(componentCatalogs);
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text fw={700} mb="xs">
          {t("missions.accounts.create")}
        </Text>
        <LinkList links={ACCOUNTS} />
        <Text mt="sm">
          <T
            id="missions.accounts.wallet"
            components={{
              0: <ExternalLink href="https://metamask.io" />,
              1: <ExternalLink href="https://rainbow.me" />,
            }}
          />
        </Text>
      </Paper>
      <AccountsWallet />
      <Group>
        <Button onClick={() => setOpened(true)}>{t("missions.accounts.connect")}</Button>
      </Group>
      {user.socialLinks.length > 0 ? (
        <div>
          <Text size="sm">{t("missions.accounts.connected")}</Text>
          <List size="sm" aria-label={t("missions.accounts.connectedLabel")}>
            {user.socialLinks.map((link) => (
              <List.Item key={link.platform}>
                {t("missions.accounts.link", { platform: platformName(link.platform, t) })}{" "}
                <ExternalLink href={link.url}>{link.url}</ExternalLink>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {opened ? (
        <ConnectModal opened onClose={() => setOpened(false)} links={user.socialLinks} />
      ) : null}
    </Stack>
  );
}

function FirstPost({ user, reward }: { user: Me; reward: number }) {
  const t = useT(missionsCatalogs);
  // What a verified mission earns by the rules in force, read with the mission (round 3
  // decision 3, ADR 040): the post never promises more than the ledger pays.
  const amount = formatNumber(reward);
  const text = user.identity
    ? t("missions.firstPost.textAs", { identity: user.identity, amount })
    : t("missions.firstPost.text", { amount });
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t("missions.firstPost.title")}
      </Title>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text data-testid="post-text">{text}</Text>
      </Paper>
      <Group>
        <PostToX text={text} />
      </Group>
    </Stack>
  );
}

function BookLinks() {
  const t = useT(missionsCatalogs);
  return (
    <LinkList
      links={BOOK_SHOPS.map(({ shop, href }) => ({ name: t("missions.book.buy", { shop }), href }))}
    />
  );
}

function SpeechGuidance() {
  const t = useT(missionsCatalogs);
  const strong = { 0: <strong /> };
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        {t("missions.speech.length")}
      </Text>
      <List spacing={4}>
        <List.Item>
          <T id="missions.speech.introduction" components={strong} />
        </List.Item>
        <List.Item>
          <T id="missions.speech.body" components={strong} />
        </List.Item>
        <List.Item>
          <T id="missions.speech.conclusion" components={strong} />
        </List.Item>
      </List>
    </Paper>
  );
}

function MakeAPost() {
  const t = useT(missionsCatalogs);
  const [text, setText] = useState("");
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t("missions.post.title")}
      </Title>
      <Textarea
        label={t("missions.post.label")}
        placeholder={t("missions.post.placeholder")}
        autosize
        minRows={4}
        maxLength={280}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group>
        <PostToX text={text} />
      </Group>
    </Stack>
  );
}

/** What a step's view is given: the step itself, its mission (id and titles) and the signed-in user. */
export interface StepViewProps {
  step: MissionStep;
  mission: Pick<MissionDetail, "id" | "missionName" | "objective" | "verifiedMissionReward">;
  user: Me;
}

/** A step that collects evidence (issue 34): what the member handed in, then the kind's body. */
function Collecting({ step, mission, user }: StepViewProps) {
  return <CollectingStep step={step} missionId={mission.id} user={user} />;
}

function VideoStep({ step, mission }: StepViewProps) {
  const videoId = step.kind === "video" ? youTubeIdOf(step.videoUrl) : null;
  if (!videoId) return null;
  return <IntroVideo videoId={videoId} title={`${mission.missionName}: ${mission.objective}`} />;
}

/**
 * The one registry of step kinds (ADR 008): what each kind shows below the step's description.
 * The wizard renders a step by its kind, never by its mission or position.
 */
export const STEP_KIND_VIEWS: Record<StepKind, (props: StepViewProps) => ReactNode> = {
  text: () => null,
  video: VideoStep,
  "identity-exercise": ({ user }) => <IdentityExercise user={user} />,
  "profile-picture-tools": () => <ProfilePictureTools />,
  accounts: ({ user }) => <AccountsStep user={user} />,
  "first-post": ({ user, mission }) => (
    <FirstPost user={user} reward={mission.verifiedMissionReward} />
  ),
  "book-links": () => <BookLinks />,
  "speech-guidance": () => <SpeechGuidance />,
  "book-slot": ({ user }) => <BookSlotStepBody clubId={user.clubId} />,
  "make-post": () => <MakeAPost />,
  quiz: Collecting,
  evidence: Collecting,
  reflection: Collecting,
  speech: Collecting,
  wallet: Collecting,
};

/** The view of a step's kind. */
export function StepKindView(props: StepViewProps) {
  const View = STEP_KIND_VIEWS[props.step.kind];
  return <View {...props} />;
}
