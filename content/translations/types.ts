/** One language's version of the built-in content (English is the content itself). */
export interface ContentTranslation {
  /** By journey slug: its title, description and eight modules. */
  journeys: Record<string, { title: string; description: string; modules: string[] }>;
  /** The membership plan's name and perks, in the English order. */
  plan: { name: string; perks: string[] };
  /** The built-in missions by id, their steps by step id. */
  missions: Record<
    string,
    {
      missionName: string;
      objective: string;
      steps: Record<string, { stepName: string; description: string }>;
    }
  >;
}
