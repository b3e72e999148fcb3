/** The clubs that exist from the start; clubs 2 and 3 are the regional pages. */
export interface BuiltInClub {
  id: number;
  clubName: string;
  clubType: "blockchain" | "public-speaking" | "web3";
  meetingFormat: "online" | "inperson";
  location: string;
  meetingTime: "morning" | "evening";
  meetingDays: string[];
  meetingLink: string | null;
}

export const builtInClubs: readonly BuiltInClub[] = [
  {
    id: 1,
    clubName: "Blockvocates Global",
    clubType: "web3",
    meetingFormat: "online",
    location: "Online",
    meetingTime: "evening",
    meetingDays: ["wednesday"],
    meetingLink: null,
  },
  {
    id: 2,
    clubName: "Kerala Blockvocates",
    clubType: "blockchain",
    meetingFormat: "inperson",
    location: "Kochi, Kerala",
    meetingTime: "evening",
    meetingDays: ["saturday"],
    meetingLink: null,
  },
  {
    id: 3,
    clubName: "Oman Blockvocates",
    clubType: "public-speaking",
    meetingFormat: "inperson",
    location: "Muscat, Oman",
    meetingTime: "evening",
    meetingDays: ["thursday"],
    meetingLink: null,
  },
];

/**
 * Regional pages: the club whose page it is, the membership level its Join button buys, its
 * address, and the language it opens in unless the visitor chose one (ADR 020).
 */
export const regions = {
  kerala: {
    clubId: 2,
    region: "Kerala",
    membershipLevel: 2,
    path: "/KeralaBlockvocates",
    locale: "ml",
  },
  oman: { clubId: 3, region: "Oman", membershipLevel: 3, path: "/OmanBlockvocates", locale: "ar" },
} as const;
