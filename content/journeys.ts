export interface JourneyContent {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  modules: string[];
}

// M1 and M2 are Missions 1 and 2 as shipped (content/missions.ts), in that order.
const M1_IDENTITY =
  "M1: Create Your Identity: set up your Web3 name, profile picture, wallet and social accounts";
const M2_READ_WRITE_OWN =
  "M2: Read, Write, Own: from the read-only web to social platforms to owning data and assets";

export const journeys: readonly JourneyContent[] = [
  {
    id: 1,
    slug: "trader",
    title: "Trader",
    description:
      "For members who want to understand crypto markets instead of guessing at them. By the end you will read market structure, size positions with a written risk plan and present a public, verifiable track record of your trades.",
    image: "/images/journeys/trader.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: Market structure: order books, liquidity, spreads and centralised vs decentralised venues",
      "M4: Risk management: position sizing, stop losses and a one-page written trading plan",
      "M5: On-chain analytics: follow wallets, token flows and exchange balances with explorers",
      "M6: DeFi in practice: swaps, lending, liquidity pools and how to assess protocol risk",
      "M7: Trading psychology: journaling, handling losses and presenting a trade review aloud",
      "M8: Public track record: publish your results and pitch for trading or research roles",
    ],
  },
  {
    id: 2,
    slug: "community-builder",
    title: "Community Builder",
    description:
      "For people who love bringing others together and want to do it for Web3 projects. By the end you will be able to launch and moderate a community, host live events with confidence and show a portfolio that gets you hired as a community lead.",
    image: "/images/journeys/community-builder.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: Community foundations: purpose, member journeys and picking Discord, Telegram or Farcaster",
      "M4: Moderation and safety: clear rules, spotting scams and training a volunteer mod team",
      "M5: Hosting live sessions: run Spaces, AMAs and calls with a confident speaking voice",
      "M6: Token-gated access and DAOs: roles, proposals and voting that members actually use",
      "M7: Growth and metrics: onboarding flows, ambassador programmes and health dashboards",
      "M8: Your community portfolio: document results and interview for community manager roles",
    ],
  },
  {
    id: 3,
    slug: "designer",
    title: "Designer",
    description:
      "For visual thinkers who want to design products, brands and art for Web3. By the end you will be able to design clear wallet and dApp flows, mint your own work and present a case study that wins clients or a design role.",
    image: "/images/journeys/designer.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: Web3 UX basics: design wallet connection, signing and transaction states users trust",
      "M4: Brand identity for protocols: logos, colour systems and voice for a decentralised team",
      "M5: Digital collectibles: create, mint and price an art series on a low-fee network",
      "M6: Design systems for dApps: reusable components, accessibility and developer handoff",
      "M7: Critique and presentation: walk a room through your design decisions in five minutes",
      "M8: Portfolio and career: publish case studies and apply to Web3 studios and DAOs",
    ],
  },
  {
    id: 4,
    slug: "founder",
    title: "Founder",
    description:
      "For aspiring entrepreneurs who want to start a Web3 project that solves a real problem. By the end you will be able to validate an idea, design a sensible token or business model and pitch your project to investors and early users.",
    image: "/images/journeys/founder.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: Problem discovery: interview users and decide whether you really need a blockchain",
      "M4: Business and token models: revenue, incentives and avoiding common tokenomics traps",
      "M5: Building an MVP: no-code tools, hiring builders and shipping a testnet version",
      "M6: Legal and treasury basics: entity choices, compliance questions and multisig wallets",
      "M7: Pitching: craft a three-minute pitch and deliver it at a club meeting for feedback",
      "M8: Funding and launch: grants, accelerators, investors and building in public",
    ],
  },
  {
    id: 5,
    slug: "musician",
    title: "Musician",
    description:
      "For artists and producers who want a fairer, more direct relationship with their fans. By the end you will be able to release music on-chain, run a fan community and perform and speak about your work with confidence.",
    image: "/images/journeys/musician.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: The music industry and Web3: royalties, rights and where artists lose value today",
      "M4: Releasing on-chain: mint a track or edition and set fair prices and splits",
      "M5: Fan communities: collector perks, token-gated content and direct fan relationships",
      "M6: Collaboration and splits: co-writing, remix rights and automatic revenue sharing",
      "M7: Stage and storytelling: introduce your music live and answer questions from fans",
      "M8: Music career in Web3: grants, residencies and roles at music platforms and labels",
    ],
  },
  {
    id: 6,
    slug: "developer",
    title: "Developer",
    description:
      "For coders, from early learners to experienced engineers, who want to build on blockchains. By the end you will be able to write, test and deploy smart contracts, connect them to a web front end and explain your code to a technical audience.",
    image: "/images/journeys/developer.svg",
    modules: [
      M1_IDENTITY,
      M2_READ_WRITE_OWN,
      "M3: How blockchains work: accounts, transactions, gas, blocks and reading a block explorer",
      "M4: Smart contracts: write and test your first Solidity contract with a local toolchain",
      "M5: dApp front ends: connect a wallet, read contract state and send transactions",
      "M6: Security: common vulnerabilities, audits and safe patterns for handling funds",
      "M7: Demo day: present a working project and explain its design to other builders",
      "M8: Developer career: open-source contributions, hackathons and landing a Web3 role",
    ],
  },
];
