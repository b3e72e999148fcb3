import { type ComponentType, createContext, use } from "react";

/**
 * The body of a "book a speech slot" step: the meetings feature's booking, which web/app gives
 * the mission page (features do not import one another, ADR 032). Without it the step shows
 * only its text.
 */
export const BookSlotStepContext = createContext<ComponentType<{
  clubId: number | null;
}> | null>(null);

export function BookSlotStepBody({ clubId }: { clubId: number | null }) {
  const Body = use(BookSlotStepContext);
  return Body ? <Body clubId={clubId} /> : null;
}
