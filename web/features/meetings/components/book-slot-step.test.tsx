import { afterEach, describe, expect, it } from "vitest";
import { clubMeetingsOf, meetingOf } from "../../../test/fixtures.ts";
import { byText, render, testQueryClient, unmountAll } from "../../../test/render.tsx";
import { clubMeetingsQuery, mySlotQuery } from "../api/meetings.ts";
import { BookSlotStep, bookableMeetings } from "./book-slot-step.tsx";

afterEach(unmountAll);

describe("the meetings a speech can go on", () => {
  it("leaves out cancelled, begun and full meetings", () => {
    const now = new Date("2099-01-06T00:00:00Z");
    const meetings = [
      meetingOf("2099-01-05"),
      meetingOf("2099-01-12", { status: "cancelled" }),
      meetingOf("2099-01-19", { booked: 3 }),
      meetingOf("2099-01-26", { booked: 2, status: "moved" }),
    ];
    expect(bookableMeetings(meetings, now).map((meeting) => meeting.key)).toEqual(["2099-01-26"]);
  });
});

describe("Book Your Slot", () => {
  it("shows 'Booked Slot' with the booked date once booked", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(mySlotQuery.queryKey, {
      booked: true,
      speech: {
        slotId: 1,
        clubId: 7,
        meetingKey: "2099-01-12",
        startsAt: "2099-01-12T13:30:00.000Z",
        timeZone: "Asia/Kolkata",
        status: "booked",
      },
    });
    queryClient.setQueryData(
      clubMeetingsQuery(7).queryKey,
      clubMeetingsOf(7, [meetingOf("2099-01-12", { booked: 1 })]),
    );
    await render(<BookSlotStep clubId={7} />, { queryClient });
    expect(byText("Booked Slot")).toHaveLength(1);
    expect(document.querySelector("[data-booked-date]")?.textContent).toMatch(/12 Jan 2099/);
  });
});
