import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClubRoles } from "../../../../contract/meeting-roles.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clubRoleOf } from "../../../test/fixtures.ts";
import {
  click,
  control,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { RoleListEditor } from "./role-list-editor.tsx";

const roles: ClubRoles = {
  clubId: 7,
  roles: [
    clubRoleOf(1, "Toastmaster of the meeting", { kind: "toastmaster" }),
    clubRoleOf(2, "Timer", { kind: "timer" }),
    clubRoleOf(3, "Speaker", { kind: "speaker", seats: 3 }),
  ],
};

/** Records each write and answers with the role list. */
function recordingFetch() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? "GET",
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(roles), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

async function open() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.meetingRoles.club(7), roles);
  await render(<RoleListEditor clubId={7} />, { queryClient });
}

const writes = <T extends { method: string }>(sent: T[]) =>
  sent.filter((request) => request.method !== "GET");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the leader's role list", () => {
  it("renames a role, and an emptied name goes back to the default", async () => {
    const sent = recordingFetch();
    await open();
    await type(field("Name of Timer"), "Time keeper");
    await click(control("Save Timer"));
    await until(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: "PATCH",
      url: "/api/clubs/7/roles/2",
      body: { name: "Time keeper", minSpeeches: 0 },
    });
    await type(field("Name of Timer"), "");
    await type(field("Delivered speeches needed for Timer"), "2");
    await click(control("Save Timer"));
    await until(() => expect(writes(sent)).toHaveLength(2));
    expect(writes(sent)[1]?.body).toEqual({ name: null, minSpeeches: 2 });
  });

  it("switches a role off, but never the speakers", async () => {
    const sent = recordingFetch();
    await open();
    const speaker = field("Used at meetings (speakers always are)") as HTMLInputElement;
    expect(speaker.disabled).toBe(true);
    const timer = document.querySelector("[data-role='2'] input[type=checkbox]");
    await click(timer);
    await until(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toMatchObject({
      method: "PATCH",
      url: "/api/clubs/7/roles/2",
      body: { enabled: false },
    });
  });

  it("moves roles with buttons: up and down, none past the ends", async () => {
    const sent = recordingFetch();
    await open();
    expect((control("Move Toastmaster of the meeting up") as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((control("Move Speaker down") as HTMLButtonElement).disabled).toBe(true);
    await click(control("Move Timer up"));
    await until(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: "PUT",
      url: "/api/clubs/7/roles",
      body: { roleIds: [2, 1, 3] },
    });
  });

  it("adds a role of the leader's own, and asks for its name first", async () => {
    const sent = recordingFetch();
    await open();
    await click(control("Add role"));
    expect(writes(sent)).toHaveLength(0);
    expect(field("Role name")?.getAttribute("aria-invalid")).toBe("true");
    await type(field("Role name"), "Joke Master");
    await click(control("Add role"));
    await until(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: "POST",
      url: "/api/clubs/7/roles",
      body: { name: "Joke Master", minSpeeches: 0 },
    });
  });
});
