import type { CreateOpportunity } from "../contract/opportunities.ts";

/**
 * The demo's partner organisation and its opportunities (`npm start` without a database: issue
 * 37). The demo leader acts for it, so the partner's screens can be tried with that account. A
 * partner writes its own posts, in its own words: these are in English, as most would be.
 */
export const demoPartner = {
  name: "Malabar Chain Labs",
  website: "https://malabarchain.example",
  description:
    "A small team in Kochi building open-source tools for smart contract audits, and running a community call every month for new Web3 developers and writers.",
} as const;

type DemoOpportunity = Omit<CreateOpportunity, "deadline"> & { daysOpen: number };

export const demoOpportunities: readonly DemoOpportunity[] = [
  {
    kind: "bounty",
    title: "Review a token vesting contract",
    description:
      "Read a 300-line vesting contract, write up what you find (issues, unclear names, missing tests) and propose three tests. Paid on delivery after one round of review with our team.",
    journeyIds: [6],
    region: "global",
    location: "",
    remote: true,
    compensation: "Paid in USDC on delivery",
    compensationMin: 150,
    compensationMax: 300,
    currency: "USDC",
    asks: [{ kind: "mission", journeyId: 6, missionNumber: 1 }],
    daysOpen: 45,
  },
  {
    kind: "internship",
    title: "Community internship: run our monthly newcomers' call",
    description:
      "Three months, part time: plan and host our monthly call for people new to Web3, welcome them in our chat, and write a short recap after each call. We coach you through the first one.",
    journeyIds: [2],
    region: "kerala",
    location: "Kochi, Kerala (or online)",
    remote: true,
    compensation: "A monthly stipend",
    compensationMin: 8000,
    compensationMax: 12000,
    currency: "INR",
    asks: [{ kind: "speeches", count: 1 }],
    daysOpen: 30,
  },
  {
    kind: "speaking-gig",
    title: "Ten-minute talk at our Muscat meetup: what a wallet really is",
    description:
      "Explain to an audience of beginners what a wallet holds and what it does not, in ten minutes with time for questions. English or Arabic. We cover your travel within Muscat.",
    journeyIds: [],
    region: "oman",
    location: "Muscat, Oman",
    remote: false,
    compensation: "Travel covered, and a speaker's gift",
    compensationMin: null,
    compensationMax: null,
    currency: null,
    asks: [{ kind: "speeches", count: 2 }],
    daysOpen: 60,
  },
];
