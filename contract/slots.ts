import { z } from "zod";

// Speech slots (Mission 2's 'Book Your Slot').
export const SlotStatusSchema = z.enum(["booked"]);
export type SlotStatus = z.infer<typeof SlotStatusSchema>;
export const MySlotSchema = z.object({ booked: z.boolean() });
export type MySlot = z.infer<typeof MySlotSchema>;

export const BookedSlotSchema = z.object({
  slotId: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  userName: z.string(),
  status: SlotStatusSchema,
  bookedAt: z.string(),
});
export type BookedSlot = z.infer<typeof BookedSlotSchema>;
export const BookedSlotListSchema = z.object({ items: z.array(BookedSlotSchema) });
export type BookedSlotList = z.infer<typeof BookedSlotListSchema>;
