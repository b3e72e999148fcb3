import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ClubParamsSchema } from "../../../contract/clubs.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  AddRoleSchema,
  AssignRoleSchema,
  ClubRoleParamsSchema,
  ClubRolesSchema,
  MeetingRoleParamsSchema,
  MeetingRolesSchema,
  ReorderRolesSchema,
  RoleAnswerSchema,
  RoleHistorySchema,
  RoleSeatParamsSchema,
  UpdateRoleSchema,
} from "../../../contract/meeting-roles.ts";
import { MeetingParamsSchema } from "../../../contract/meetings.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import { roleHistory } from "./people.ts";
import * as roleList from "./role-list.ts";
import * as roleService from "./service.ts";

const tags = ["meeting roles"];
const SEAT_PATH = "/api/clubs/:clubId/meetings/:meetingKey/roles/:roleId/:seat";

export async function meetingRoleRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/clubs/:clubId/roles",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The club's meeting roles in their order (its members and leader)",
        params: ClubParamsSchema,
        response: { 200: ClubRolesSchema },
      },
    },
    async (request) =>
      roleList.clubRoles(db, userOf(request), request.params.clubId, requestLocale(request)),
  );

  routes.post(
    "/api/clubs/:clubId/roles",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The leader adds a role of their own",
        params: ClubParamsSchema,
        body: AddRoleSchema,
        response: { 200: ClubRolesSchema },
      },
    },
    async (request) =>
      roleList.addRole(
        db,
        userOf(request),
        request.params.clubId,
        request.body,
        requestLocale(request),
      ),
  );

  routes.put(
    "/api/clubs/:clubId/roles",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The leader puts the club's roles in a new order (every role once)",
        params: ClubParamsSchema,
        body: ReorderRolesSchema,
        response: { 200: ClubRolesSchema },
      },
    },
    async (request) =>
      roleList.reorderRoles(
        db,
        userOf(request),
        request.params.clubId,
        request.body,
        requestLocale(request),
      ),
  );

  routes.patch(
    "/api/clubs/:clubId/roles/:roleId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The leader renames a role, switches it on or off, or sets its prerequisite",
        params: ClubRoleParamsSchema,
        body: UpdateRoleSchema,
        response: { 200: ClubRolesSchema },
      },
    },
    async (request) =>
      roleList.updateRole(
        db,
        userOf(request),
        request.params,
        request.body,
        requestLocale(request),
      ),
  );

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/roles",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One meeting's roles, seat by seat: open, held or awaiting an answer",
        params: MeetingParamsSchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.meetingRoles(db, userOf(request), request.params, requestLocale(request)),
  );

  routes.post(
    `${SEAT_PATH}/take`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Take an open role; 409 (with the seats still open) when someone was first",
        params: RoleSeatParamsSchema,
        body: NoBodySchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.takeSeat(db, app.clock, userOf(request), request.params, requestLocale(request)),
  );

  routes.post(
    `${SEAT_PATH}/give-up`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Give up one's role (or the leader removes its holder); it is offered on",
        params: RoleSeatParamsSchema,
        body: NoBodySchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.giveUpSeat(
        db,
        app.clock,
        userOf(request),
        request.params,
        requestLocale(request),
      ),
  );

  routes.post(
    `${SEAT_PATH}/assign`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The leader asks a member of the club to take a role",
        params: RoleSeatParamsSchema,
        body: AssignRoleSchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.assignSeat(
        db,
        app.clock,
        userOf(request),
        { ...request.params, userId: request.body.userId },
        requestLocale(request),
      ),
  );

  routes.post(
    `${SEAT_PATH}/answer`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The member asked to take a role accepts or declines it",
        params: RoleSeatParamsSchema,
        body: RoleAnswerSchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.answerSeat(
        db,
        app.clock,
        userOf(request),
        { ...request.params, accept: request.body.accept },
        requestLocale(request),
      ),
  );

  routes.put(
    "/api/clubs/:clubId/meetings/:meetingKey/roles/:roleId/interest",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Ask to be offered a full role if it frees up",
        params: MeetingRoleParamsSchema,
        body: NoBodySchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.expressInterest(
        db,
        app.clock,
        userOf(request),
        request.params,
        requestLocale(request),
      ),
  );

  routes.delete(
    "/api/clubs/:clubId/meetings/:meetingKey/roles/:roleId/interest",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "No longer ask for a role",
        params: MeetingRoleParamsSchema,
        body: NoBodySchema,
        response: { 200: MeetingRolesSchema },
      },
    },
    async (request) =>
      roleService.withdrawInterest(
        db,
        app.clock,
        userOf(request),
        request.params,
        requestLocale(request),
      ),
  );

  routes.get(
    "/api/roles/history",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags,
        summary: "The roles the signed-in member held at meetings that have ended",
        response: { 200: RoleHistorySchema },
      },
    },
    async (request) => ({
      roles: await roleHistory(db, userOf(request).id, requestLocale(request), app.clock.now()),
    }),
  );
}
