import { describe, expect, it } from "vitest";
import { profileVisibleTo } from "./policy.ts";

describe("profileVisibleTo", () => {
  const owner = "user-a";
  it.each([
    { isPublic: true, viewer: undefined, visible: true },
    { isPublic: true, viewer: "user-b", visible: true },
    { isPublic: true, viewer: owner, visible: true },
    { isPublic: false, viewer: undefined, visible: false },
    { isPublic: false, viewer: "user-b", visible: false },
    { isPublic: false, viewer: "", visible: false },
    { isPublic: false, viewer: owner, visible: true },
  ])("public $isPublic, viewer $viewer -> $visible", ({ isPublic, viewer, visible }) => {
    expect(profileVisibleTo({ ownerId: owner, isPublic }, viewer)).toBe(visible);
  });

  it.each([
    { isPublic: true, viewer: undefined },
    { isPublic: true, viewer: "user-b" },
    { isPublic: true, viewer: owner },
    { isPublic: false, viewer: owner },
  ])(
    "a disabled owner's profile (public $isPublic) is hidden from $viewer",
    ({ isPublic, viewer }) => {
      expect(profileVisibleTo({ ownerId: owner, isPublic, ownerDisabled: true }, viewer)).toBe(
        false,
      );
    },
  );

  it("an unknown profile is visible to nobody", () => {
    expect(profileVisibleTo(undefined, owner)).toBe(false);
    expect(profileVisibleTo(undefined, undefined)).toBe(false);
  });
});
