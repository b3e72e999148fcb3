import { z } from "zod";
import { boundedInt, IntIdSchema, lineText, ProblemSchema } from "./common.ts";
import { LocalDateSchema, MeetingSchema } from "./meetings.ts";

/**
 * Meeting roles (issue 32, ADR 033). Each club has a role list: the defaults (translated) and the
 * ones its leader added; at each meeting members take the open roles, the leader may assign one,
 * and a full role has an interest list that is offered the role when it frees up.
 */
export const ROLE_KINDS = [
  "toastmaster",
  "timer",
  "ah-counter",
  "grammarian",
  "table-topics-master",
  "general-evaluator",
  "evaluator",
  "speaker",
  "custom",
] as const;
export const RoleKindSchema = z.enum(ROLE_KINDS);
export type RoleKind = z.infer<typeof RoleKindSchema>;

/** Giving up a role this close to its meeting tells the leader and the interested at once. */
export const LATE_GIVE_UP_HOURS = 48;
/** The most delivered speeches a role may ask for. */
export const MAX_MIN_SPEECHES = 50;

export const ClubRoleSchema = z.object({
  id: z.number().int(),
  kind: RoleKindSchema,
  /** The leader's name for it; null: the default's, translated (`label`). */
  name: z.string().nullable(),
  /** The name shown: the leader's, or the default's in the request's language. */
  label: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  /** Speeches a member must have delivered (in any club) before taking it. */
  minSpeeches: z.number().int(),
  /** Seats at each meeting: one, or one per speech slot (evaluators, speakers). */
  seats: z.number().int(),
});
export type ClubRole = z.infer<typeof ClubRoleSchema>;

export const ClubRolesSchema = z.object({
  clubId: z.number().int(),
  roles: z.array(ClubRoleSchema),
});
export type ClubRoles = z.infer<typeof ClubRolesSchema>;

const RoleNameSchema = lineText({ error: "Enter the role's name." }).pipe(
  z.string().min(1, "Enter the role's name.").max(60, "A role's name is at most 60 characters."),
);
const MinSpeechesSchema = z.coerce
  .number({ error: "Enter a number of speeches." })
  .int("Enter a whole number of speeches.")
  .min(0, "Enter 0 or more speeches.")
  .max(MAX_MIN_SPEECHES, "At most 50 speeches.");

/** The leader adds a role of their own. */
export const AddRoleSchema = z.strictObject({
  name: RoleNameSchema,
  minSpeeches: MinSpeechesSchema.default(0),
});
export type AddRole = z.input<typeof AddRoleSchema>;

/**
 * The leader renames a role (null: back to the default's name; a role of their own keeps one),
 * switches it on or off (speakers stay: their seats are the speech slots), or sets its
 * prerequisite.
 */
export const UpdateRoleSchema = z
  .strictObject({
    name: RoleNameSchema.nullable().optional(),
    enabled: z.boolean().optional(),
    minSpeeches: MinSpeechesSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Change the name, the switch or the speeches.");
export type UpdateRole = z.input<typeof UpdateRoleSchema>;

/** The leader's order of the club's roles: every role id once. */
export const ReorderRolesSchema = z.strictObject({
  roleIds: z
    .array(IntIdSchema)
    .min(1, "List the roles in their new order.")
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, "List each role once."),
});
export type ReorderRoles = z.infer<typeof ReorderRolesSchema>;

export const ClubRoleParamsSchema = z.strictObject({ clubId: IntIdSchema, roleId: IntIdSchema });

export const MeetingRoleParamsSchema = z.strictObject({
  clubId: IntIdSchema,
  meetingKey: LocalDateSchema,
  roleId: IntIdSchema,
});
export const RoleSeatParamsSchema = MeetingRoleParamsSchema.extend({ seat: boundedInt(1, 20) });

/** The leader assigns a seat to a member of the club, who then accepts or declines. */
export const AssignRoleSchema = z.strictObject({
  userId: z.string({ error: "Choose a member." }).min(1, "Choose a member.").max(64),
});
export type AssignRole = z.infer<typeof AssignRoleSchema>;

/** The assigned (or offered) member's answer. */
export const RoleAnswerSchema = z.strictObject({ accept: z.boolean() });
export type RoleAnswer = z.infer<typeof RoleAnswerSchema>;

/** One seat of one role at one meeting, as the viewer sees it. */
export const RoleSeatSchema = z.object({
  roleId: z.number().int(),
  seat: z.number().int(),
  kind: RoleKindSchema,
  /** E.g. "Timer", "Evaluator 2". */
  label: z.string(),
  /**
   * open: anyone eligible may take it; held: someone has it; assigned: the leader gave it (or the
   * interest list offered it) and its person has not answered yet.
   */
  status: z.enum(["open", "held", "assigned"]),
  /** Who has it (held or assigned), by name; `mine` when it is the viewer. */
  holder: z.object({ name: z.string(), mine: z.boolean() }).nullable(),
  /** The leader sees whom to ask: the holder's id (null for others and open seats). */
  holderId: z.string().nullable(),
  minSpeeches: z.number().int(),
  /** Whether the viewer has delivered enough speeches for it. */
  eligible: z.boolean(),
  /** Members waiting for it to free up, and whether the viewer is one of them. */
  interested: z.number().int(),
  mineInterest: z.boolean(),
  /** Speakers' seats are taken by booking a speech slot, not here. */
  bySlotBooking: z.boolean(),
});
export type RoleSeat = z.infer<typeof RoleSeatSchema>;

export const MeetingRolesSchema = z.object({
  meeting: MeetingSchema,
  clubName: z.string(),
  seats: z.array(RoleSeatSchema),
  /** The viewer's delivered speeches (the prerequisites count them). */
  deliveredSpeeches: z.number().int(),
  /** Whether the viewer leads the club (assigns, sees ids). */
  leads: z.boolean(),
});
export type MeetingRoles = z.infer<typeof MeetingRolesSchema>;

/**
 * A 409 when the seat was taken first: a problem+json (ADR 031, `detail` as every refusal) whose
 * `code` is "role-taken", `message` the same words as `detail`, and `open` what else is open at
 * that meeting (labels in the request's language).
 */
export const RoleTakenSchema = ProblemSchema.extend({
  code: z.literal("role-taken"),
  message: z.string(),
  open: z.array(z.object({ roleId: z.number().int(), seat: z.number().int(), label: z.string() })),
});
export type RoleTaken = z.infer<typeof RoleTakenSchema>;

/** One role a member fulfilled, for their progress and public profile. */
export const RoleHistoryEntrySchema = z.object({
  label: z.string(),
  kind: RoleKindSchema,
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
});
export type RoleHistoryEntry = z.infer<typeof RoleHistoryEntrySchema>;

export const RoleHistorySchema = z.object({ roles: z.array(RoleHistoryEntrySchema) });
export type RoleHistory = z.infer<typeof RoleHistorySchema>;
