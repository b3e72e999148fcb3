import { Button, Group, List, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Me } from "../../../../contract/me.ts";
import { type MissionStep, type StepKind, youTubeIdOf } from "../../../../contract/missions.ts";
import { BookSlotStep } from "../../meetings/components/book-slot-step.tsx";
import { ConnectModal, platformName } from "./connect-modal.tsx";
import { ExternalLink, tweetIntentUrl } from "./external-link.tsx";
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

const BOOK_LINKS = [
  {
    name: "Buy “Read Write Own” on Amazon",
    href: "https://www.amazon.com/s?k=Read+Write+Own+Chris+Dixon",
  },
  {
    name: "Buy “Read Write Own” on Bookshop.org",
    href: "https://bookshop.org/search?keywords=Read+Write+Own+Chris+Dixon",
  },
];

export function firstPostText(identity: string | null): string {
  const name = identity ? ` as ${identity}` : "";
  return `I just created my Web3 identity${name} with @Blockvocates and I'm claiming my 10,000 $VOCATE reward! Join me on the journey to learn blockchain, speak with confidence and land a Web3 job.`;
}

/** A link to the tweet intent; with no text yet, a truly disabled button saying why. */
function PostToTwitter({ text }: { text: string }) {
  if (!text.trim()) {
    return (
      <>
        <Button disabled aria-describedby="post-to-twitter-hint">
          Post to Twitter
        </Button>
        <Text size="sm" id="post-to-twitter-hint">
          Write your post first.
        </Text>
      </>
    );
  }
  return (
    <Button
      component="a"
      href={tweetIntentUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      color="dark"
      aria-label="Post to Twitter (opens in a new tab)"
    >
      Post to Twitter
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
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        AI image tools
      </Text>
      <LinkList links={AI_IMAGE_TOOLS} />
    </Paper>
  );
}

function AccountsStep({ user }: { user: Me }) {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Text fw={700} mb="xs">
          Create your accounts
        </Text>
        <LinkList links={ACCOUNTS} />
        <Text mt="sm">
          Wallet: we recommend a self-custody wallet such as{" "}
          <ExternalLink href="https://metamask.io">MetaMask</ExternalLink> or{" "}
          <ExternalLink href="https://rainbow.me">Rainbow</ExternalLink>. Write your recovery phrase
          on paper and never share it.
        </Text>
      </Paper>
      <Group>
        <Button onClick={() => setOpened(true)}>Connect</Button>
      </Group>
      {user.socialLinks.length > 0 ? (
        <div>
          <Text size="sm">Connected:</Text>
          <List size="sm" aria-label="Connected accounts">
            {user.socialLinks.map((link) => (
              <List.Item key={link.platform}>
                {platformName(link.platform)}:{" "}
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

function FirstPost({ user }: { user: Me }) {
  const text = firstPostText(user.identity);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Make Your First Post!
      </Title>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text data-testid="post-text">{text}</Text>
      </Paper>
      <Group>
        <PostToTwitter text={text} />
      </Group>
    </Stack>
  );
}

function BookLinks() {
  return <LinkList links={BOOK_LINKS} />;
}

function SpeechGuidance() {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} mb="xs">
        Your speech must be 4-6 minutes long, with:
      </Text>
      <List spacing={4}>
        <List.Item>
          <strong>Introduction:</strong> hook the audience and say what the book is about.
        </List.Item>
        <List.Item>
          <strong>Body:</strong> two or three key ideas, each with an example.
        </List.Item>
        <List.Item>
          <strong>Conclusion:</strong> sum up and leave one idea to remember.
        </List.Item>
      </List>
    </Paper>
  );
}

function MakeAPost() {
  const [text, setText] = useState("");
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Make a Post!
      </Title>
      <Textarea
        label="Your post"
        placeholder="What did you learn from Read Write Own, and how did your speech go?"
        autosize
        minRows={4}
        maxLength={280}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group>
        <PostToTwitter text={text} />
      </Group>
    </Stack>
  );
}

/** What a step's view is given: the step itself, its mission's titles and the signed-in user. */
export interface StepViewProps {
  step: MissionStep;
  mission: { missionName: string; objective: string };
  user: Me;
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
  "first-post": ({ user }) => <FirstPost user={user} />,
  "book-links": () => <BookLinks />,
  "speech-guidance": () => <SpeechGuidance />,
  "book-slot": ({ user }) => <BookSlotStep clubId={user.clubMembership} />,
  "make-post": () => <MakeAPost />,
};

/** The view of a step's kind. */
export function StepKindView(props: StepViewProps) {
  const View = STEP_KIND_VIEWS[props.step.kind];
  return <View {...props} />;
}
