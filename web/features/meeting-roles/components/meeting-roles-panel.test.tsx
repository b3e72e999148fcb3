import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeetingRoles, RoleSeat } from "../../../../contract/meeting-roles.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { meetingOf, meetingRolesOf, seatOf } from "../../../test/fixtures.ts";
import {
  byText,
  choose,
  click,
  control,
  field,
  render,
  testQueryClient,
  until,
} from "../../../test/render.tsx";
import { MeetingRolesPanel } from "./meeting-roles-panel.tsx";

const KEY = "2031-03-03";
const BASE = `/api/clubs/7/meetings/${KEY}/roles`;
const HOUR = 3_600_000;

/** Club 7's meeting starting `hours` from now. */
const meetingIn = (hours: number) =>
  meetingOf(KEY, {
    startsAt: new Date(Date.now() + hours * HOUR).toISOString(),
    endsAt: new Date(Date.now() + (hours + 1.5) * HOUR).toISOString(),
  });

const mine = { name: "Asha", mine: true };
const other = { name: "Noor", mine: false };

type Answer = { status: number; body: unknown };

/** A fetch answering "METHOD path" with each handler, recording what was sent. */
function serve(handlers: Record<string, (body: unknown) => Answer>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input), "http://app.test").pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      const handler = handlers[`${method} ${path}`];
      const answer = handler ? handler(body) : { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: {
          "content-type": answer.status >= 400 ? "application/problem+json" : "application/json",
        },
      });
    }),
  );
  return sent;
}

const problem = (status: number, detail: string, extra: object = {}) => ({
  status,
  body: { type: "about:blank", title: "Conflict", status, detail, ...extra },
});

async function open(roles: MeetingRoles) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.meetingRoles.meeting(7, KEY), roles);
  await render(<MeetingRolesPanel clubId={7} meetingKey={KEY} bookSlotHref="/Mission2/4" />, {
    queryClient,
  });
}

const ok = (roles: MeetingRoles) => () => ({ status: 200, body: roles });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a meeting's roles, as a member sees them", () => {
  it("takes an open role, and then holds it", async () => {
    const meeting = meetingIn(24 * 5);
    const after = meetingRolesOf(meeting, [seatOf(1, "Timer", { status: "held", holder: mine })]);
    const sent = serve({ [`POST ${BASE}/1/1/take`]: ok(after) });
    await open(meetingRolesOf(meeting, [seatOf(1, "Timer")]));
    await click(control("I'll take it: Timer"));
    await until(() => expect(byText("You have this role.")).toHaveLength(1));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST ${BASE}/1/1/take`,
    );
    expect(control("Give up Timer")).toBeDefined();
  });

  it("says why a role cannot be taken yet: the speeches it needs", async () => {
    await open(
      meetingRolesOf(meetingIn(48), [
        seatOf(2, "Evaluator 1", { kind: "evaluator", minSpeeches: 2, eligible: false }),
      ]),
    );
    const take = control("I'll take it: Evaluator 1") as HTMLButtonElement;
    expect(take.disabled).toBe(true);
    expect(byText("Needs 2 delivered speeches, you have 0")).toHaveLength(1);
    const reason = document.getElementById(take.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Needs 2 delivered speeches, you have 0");
  });

  it("asks before giving a role up less than 48 hours before, saying who will be told", async () => {
    const meeting = meetingIn(10);
    const sent = serve({
      [`POST ${BASE}/1/1/give-up`]: ok(meetingRolesOf(meeting, [seatOf(1, "Timer")])),
    });
    await open(meetingRolesOf(meeting, [seatOf(1, "Timer", { status: "held", holder: mine })]));
    await click(control("Give up Timer"));
    expect(sent).toHaveLength(0);
    expect(document.body.textContent).toContain(
      "the leader and the members interested in this role will be told at once",
    );
    await click(control("Give it up"));
    await until(() => expect(control("I'll take it: Timer")).toBeDefined());
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${BASE}/1/1/give-up`,
    ]);
  });

  it("gives a role up at once when the meeting is days away", async () => {
    const meeting = meetingIn(24 * 4);
    const sent = serve({
      [`POST ${BASE}/1/1/give-up`]: ok(meetingRolesOf(meeting, [seatOf(1, "Timer")])),
    });
    await open(meetingRolesOf(meeting, [seatOf(1, "Timer", { status: "held", holder: mine })]));
    await click(control("Give up Timer"));
    await until(() => expect(control("I'll take it: Timer")).toBeDefined());
    expect(control("Give it up")).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it("when someone took the role first, says so and shows what else is open", async () => {
    const meeting = meetingIn(72);
    const now = meetingRolesOf(meeting, [
      seatOf(1, "Timer", { status: "held", holder: other }),
      seatOf(2, "Grammarian"),
    ]);
    serve({
      [`POST ${BASE}/1/1/take`]: () =>
        problem(409, "Noor took Timer first.", {
          code: "role-taken",
          message: "Noor took Timer first.",
          open: [{ roleId: 2, seat: 1, label: "Grammarian" }],
        }),
      [`GET ${BASE}`]: ok(now),
    });
    await open(meetingRolesOf(meeting, [seatOf(1, "Timer"), seatOf(2, "Grammarian")]));
    await click(control("I'll take it: Timer"));
    await until(() => expect(document.querySelector("[data-taken]")).not.toBeNull());
    const notice = document.querySelector("[data-taken]") as HTMLElement;
    expect(notice.textContent).toContain("Someone took it first");
    expect(notice.textContent).toContain("Noor took Timer first.");
    await until(() => expect(byText("Grammarian", notice)).toHaveLength(1));
    expect(byText("Timer", notice)).toHaveLength(0);
  });

  it("expresses interest in a full role, then withdraws it", async () => {
    const meeting = meetingIn(72);
    const held = (changes: Partial<RoleSeat>) =>
      meetingRolesOf(meeting, [seatOf(1, "Timer", { status: "held", holder: other, ...changes })]);
    const sent = serve({
      [`PUT ${BASE}/1/interest`]: ok(held({ mineInterest: true, interested: 1 })),
      [`DELETE ${BASE}/1/interest`]: ok(held({})),
    });
    await open(held({}));
    expect(byText("Held by Noor")).toHaveLength(1);
    await click(control("Express interest in Timer"));
    await until(() => expect(control("Withdraw interest in Timer")).toBeDefined());
    expect(byText("1 member is interested")).toHaveLength(1);
    await click(control("Withdraw interest in Timer"));
    await until(() => expect(control("Express interest in Timer")).toBeDefined());
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT ${BASE}/1/interest`,
      `DELETE ${BASE}/1/interest`,
    ]);
  });

  it("accepts or declines a role offered to the viewer", async () => {
    const meeting = meetingIn(72);
    const offered = meetingRolesOf(meeting, [
      seatOf(1, "Timer", { status: "assigned", holder: mine }),
      seatOf(2, "Grammarian", { status: "assigned", holder: mine }),
    ]);
    const sent = serve({
      [`POST ${BASE}/1/1/answer`]: ok(
        meetingRolesOf(meeting, [
          seatOf(1, "Timer", { status: "held", holder: mine }),
          seatOf(2, "Grammarian", { status: "assigned", holder: mine }),
        ]),
      ),
      [`POST ${BASE}/2/1/answer`]: ok(
        meetingRolesOf(meeting, [
          seatOf(1, "Timer", { status: "held", holder: mine }),
          seatOf(2, "Grammarian"),
        ]),
      ),
    });
    await open(offered);
    expect(byText("This role is offered to you: accept or decline it.")).toHaveLength(2);
    await click(control("Accept Timer"));
    await until(() => expect(control("Give up Timer")).toBeDefined());
    await click(control("Decline Grammarian"));
    await until(() => expect(control("Decline Grammarian")).toBeUndefined());
    expect(sent.map((request) => request.body)).toEqual([{ accept: true }, { accept: false }]);
  });

  it("sends a speaker to book a speech slot instead of taking the seat here", async () => {
    await open(
      meetingRolesOf(meetingIn(72), [
        seatOf(9, "Speaker 1", { kind: "speaker", bySlotBooking: true }),
      ]),
    );
    expect(control("I'll take it: Speaker 1")).toBeUndefined();
    expect(control("Book a speech slot")?.getAttribute("href")).toBe("/Mission2/4");
  });

  it("lets the leader assign an open seat to a member", async () => {
    const meeting = meetingIn(72);
    const sent = serve({
      [`POST ${BASE}/1/1/assign`]: ok(
        meetingRolesOf(
          meeting,
          [seatOf(1, "Timer", { status: "assigned", holder: other, holderId: "user-2" })],
          { leads: true },
        ),
      ),
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      queryKeys.meetingRoles.meeting(7, KEY),
      meetingRolesOf(meeting, [seatOf(1, "Timer")], { leads: true }),
    );
    await render(
      <MeetingRolesPanel
        clubId={7}
        meetingKey={KEY}
        bookSlotHref="/Mission2/4"
        members={[{ userId: "user-2", name: "Noor" }]}
      />,
      { queryClient },
    );
    await choose(field("Assign Timer to"), "user-2");
    await click(control("Assign"));
    await until(() => expect(byText("Held by Noor")).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "POST", body: { userId: "user-2" } });
    expect(control("Remove Noor from Timer")).toBeDefined();
  });
});
