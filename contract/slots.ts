import { z } from "zod";
import { IntIdSchema } from "./common.ts";
import { LocalDateSchema } from "./meetings.ts";

// Speech slots (Mission 2's 'Book Your Slot'), each on a meeting (ADR 014).
export const SlotStatusSchema = z.enum(["booked", "cancelled", "delivered"]);
export type SlotStatus = z.infer<typeof SlotStatusSchema>;

export const SpeechSchema = z.object({
  slotId: z.number().int(),
  clubId: z.number().int(),
  meetingKey: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  status: SlotStatusSchema,
});
export type Speech = z.infer<typeof SpeechSchema>;

/** The member's upcoming speech at their club, if any (`booked`), else their last one. */
export const MySlotSchema = z.object({
  booked: z.boolean(),
  speech: SpeechSchema.nullable(),
});
export type MySlot = z.infer<typeof MySlotSchema>;

export const BookSlotSchema = z.strictObject({
  clubId: IntIdSchema,
  meetingKey: LocalDateSchema,
});
export type BookSlot = z.infer<typeof BookSlotSchema>;

export const SlotParamsSchema = z.strictObject({ slotId: IntIdSchema });

export const BookedSlotSchema = z.object({
  slotId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  userName: z.string(),
  status: SlotStatusSchema,
  bookedAt: z.string(),
  /** The meeting's key, or null for a booking made before meetings had dates. */
  meetingKey: z.string().nullable(),
});
export type BookedSlot = z.infer<typeof BookedSlotSchema>;
export const BookedSlotListSchema = z.object({ items: z.array(BookedSlotSchema) });
export type BookedSlotList = z.infer<typeof BookedSlotListSchema>;
