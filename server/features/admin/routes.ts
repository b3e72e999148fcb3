import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminClubListSchema,
  AdminUserListSchema,
  AdminUserQuerySchema,
  AssignLeaderParamsSchema,
  AssignLeaderSchema,
  AuditListSchema,
  AuditQuerySchema,
  ClubParamsSchema,
  SetAdminSchema,
  SetDisabledSchema,
  UserParamsSchema,
} from "../../../contract/admin.ts";
import { NoBodySchema, PageQuerySchema } from "../../../contract/common.ts";
import { userOf } from "../../plugins/guards.ts";
import * as adminService from "./service.ts";

/** The admin console: people, club leadership and the audit log. Admins only. */
export async function adminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const adminEmails = app.env.ADMIN_EMAILS;

  routes.get(
    "/api/admin/users",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "People by name or email, with their club, journey, rights and payments",
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => adminService.listUsers(db, adminEmails, request.query),
  );

  routes.put(
    "/api/admin/users/:userId/admin",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Grant or revoke admin rights (ADMIN_EMAILS stay admins; never one's own)",
        params: UserParamsSchema,
        body: SetAdminSchema,
      },
    },
    async (request, reply) => {
      await adminService.setAdmin(
        db,
        userOf(request),
        adminEmails,
        request.params.userId,
        request.body.admin,
      );
      return reply.code(204).send();
    },
  );

  routes.put(
    "/api/admin/users/:userId/disabled",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Disable an account (its sessions end at once) or enable it again",
        params: UserParamsSchema,
        body: SetDisabledSchema,
      },
    },
    async (request, reply) => {
      await adminService.setDisabled(
        db,
        userOf(request),
        adminEmails,
        app.clock.now(),
        request.params.userId,
        request.body.disabled,
      );
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/admin/clubs",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Clubs (leaderless first) with their leader, members and waiting applications",
        querystring: PageQuerySchema,
        response: { 200: AdminClubListSchema },
      },
    },
    async (request) => adminService.listClubs(db, request.query),
  );

  routes.put(
    "/api/admin/clubs/:clubId/leader",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Assign or transfer a club's leader, by email; both people are told",
        params: AssignLeaderParamsSchema,
        body: AssignLeaderSchema,
      },
    },
    async (request, reply) => {
      await adminService.assignLeader(
        db,
        userOf(request),
        request.params.clubId,
        request.body.email,
      );
      return reply.code(204).send();
    },
  );

  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    routes.post(
      `/api/admin/clubs/:clubId/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ["admin"],
          summary: archived
            ? "Archive a club: hidden from search and the club lists, no new members; its people are told (409 while a checkout for it is open)"
            : "Restore an archived club: visible and open to new members again; its people are told",
          params: ClubParamsSchema,
          body: NoBodySchema,
        },
      },
      async (request, reply) => {
        await adminService.setClubArchived(
          db,
          userOf(request),
          app.clock.now(),
          request.params.clubId,
          archived,
        );
        return reply.code(204).send();
      },
    );
  }

  routes.get(
    "/api/admin/audit",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The audit log of admin decisions, newest first (append-only)",
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (request) => adminService.listAudit(db, request.query),
  );
}
