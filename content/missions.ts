import type { StepKind } from "../contract/missions.ts";

/** Built-in steps name their kind (ADR 008); a video step names its video. */
export type MissionStepContent = {
  stepId: string;
  stepName: string;
  description: string;
} & ({ kind: "video"; videoUrl: string } | { kind: Exclude<StepKind, "video"> });

/** The intro videos: a general explainer of how a blockchain works until admins set their own. */
export const INTRO_VIDEO_URL = "https://www.youtube.com/watch?v=SSo_EIwHSd4";

export interface MissionContent {
  id: string;
  missionName: string;
  objective: string;
  journeyId: number | null;
  steps: MissionStepContent[];
}

export const builtInMissions: readonly MissionContent[] = [
  {
    id: "mission101",
    missionName: "Mission 1",
    objective: "Create Your Identity",
    journeyId: null,
    steps: [
      {
        stepId: "1",
        kind: "video",
        videoUrl: INTRO_VIDEO_URL,
        stepName: "Watch the Intro",
        description:
          "Watch the short intro video on what an identity means in Web3. It explains why a consistent name across wallets and social apps helps people recognise and trust you.",
      },
      {
        stepId: "2",
        kind: "identity-exercise",
        stepName: "Create Your Identity",
        description:
          "Write down a hobby you enjoy and your favourite animal or character, then press Generate Identity to combine them into your identity name. Share your new name in a social post so others can find you.",
      },
      {
        stepId: "3",
        kind: "profile-picture-tools",
        stepName: "Your Profile Picture",
        description:
          "Use an AI image tool to create a profile picture that matches your identity. Describe your hobby and your animal or character in the prompt and pick the result that feels most like you.",
      },
      {
        stepId: "4",
        kind: "accounts",
        stepName: "Create Your Accounts",
        description:
          "Sign up on X, Farcaster, Lens and Yup using your identity name and profile picture. We recommend setting up a wallet too, then connect your social link so your profile is complete.",
      },
      {
        stepId: "5",
        kind: "first-post",
        stepName: "Make Your First Post!",
        description:
          "Announce your new identity publicly with your first post. With the membership, each verified mission earns {verifiedMissionReward} $VOCATE points (programme points, not a cryptocurrency); once your post is live, press Mark as Complete.",
      },
    ],
  },
  {
    id: "mission111",
    missionName: "Mission 2",
    objective: "Read, Write, Own",
    journeyId: null,
    steps: [
      {
        stepId: "1",
        kind: "video",
        videoUrl: INTRO_VIDEO_URL,
        stepName: "Watch the Intro",
        description:
          "Watch the intro video for this mission. It gives an overview of the three eras of the web and what you will do over the next few weeks.",
      },
      {
        stepId: "2",
        kind: "book-links",
        stepName: "Buy the Book",
        description:
          "Get a copy of “Read Write Own” by Chris Dixon from your preferred bookseller, in print, e-book or audio. Read it and note the ideas that stand out to you.",
      },
      {
        stepId: "3",
        kind: "speech-guidance",
        stepName: "Prepare Your Speech",
        description:
          "Prepare a 4 to 6 minute speech about what you learned from the book. Give it a clear introduction, a body with two or three key points and a conclusion that leaves the audience with one idea to remember.",
      },
      {
        stepId: "4",
        kind: "book-slot",
        stepName: "Schedule Your Speech",
        description:
          "Choose a date to deliver your speech at your club meeting and press Book Your Slot to reserve it. Rehearse out loud at least once before the day.",
      },
      {
        stepId: "5",
        kind: "make-post",
        stepName: "Make a Post!",
        description:
          "Write a post about your speech: the topic, what you learned and how it felt to present. Share it on your social accounts, then press Mark as Complete.",
      },
    ],
  },
];
