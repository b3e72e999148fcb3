import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  AdminPartnerListSchema,
  InvitationParamsSchema,
  MyPartnersSchema,
  PARTNER_LOGO_MAX_BYTES,
  PartnerDecisionSchema,
  PartnerDetailSchema,
  PartnerInvitationInputSchema,
  PartnerInvitationParamsSchema,
  PartnerInvitationSchema,
  PartnerLogoQuerySchema,
  PartnerLogoSchema,
  PartnerParamsSchema,
  PartnerPersonParamsSchema,
  PartnerSummarySchema,
  RegisteredPartnerSchema,
  RegisterPartnerSchema,
  UpdatePartnerSchema,
} from "../../../contract/partners.ts";
import { requestLocale } from "../../lib/i18n.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { userOf } from "../../plugins/guards.ts";
import * as partnerService from "./service.ts";

/**
 * A logo's body is read up to twice the allowed size, so a logo a little too large is refused with
 * its own words (the service's check); past that, the body is not read at all (413).
 */
const LOGO_BODY_LIMIT_BYTES = PARTNER_LOGO_MAX_BYTES * 2;
/** A logo's address changes with each upload: what it names never changes. */
const LOGO_CACHE_FOR_GOOD = "public, max-age=31536000, immutable";

/** Partner organisations (issue 37): registration, people, invitations, logo, admins' decisions. */
export async function partnerRoutes(app: FastifyInstance, options: { mailer: Mailer }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = {
    clock: app.clock,
    adminEmails: app.env.ADMIN_EMAILS,
    mailer: options.mailer,
    baseUrl: app.env.BASE_URL,
    log: app.log,
  };

  routes.post(
    "/api/partners",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary:
          "Register an organisation as a partner (a confirmed address): its registrant is its first owner; pending until an admin decides",
        body: RegisterPartnerSchema,
        response: { 201: RegisteredPartnerSchema },
      },
    },
    async (request, reply) => {
      const created = await partnerService.register(db, context, userOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  routes.get(
    "/api/me/partners",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary:
          "The organisations the signed-in person acts for, and the invitations to their confirmed address",
        response: { 200: MyPartnersSchema },
      },
    },
    async (request) => partnerService.myPartners(db, userOf(request)),
  );

  routes.get(
    "/api/partners/:partnerId",
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ["partners"],
        summary:
          "An approved partner's public page (404 otherwise, except to its people and admins)",
        params: PartnerParamsSchema,
        response: { 200: PartnerSummarySchema },
      },
    },
    async (request) => partnerService.publicSummary(db, request.user, request.params.partnerId),
  );

  routes.get(
    "/api/partners/:partnerId/manage",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary: "A partner with its people and invitations (its people and admins only)",
        params: PartnerParamsSchema,
        response: { 200: PartnerDetailSchema },
      },
    },
    async (request) => partnerService.detail(db, userOf(request), request.params.partnerId),
  );

  routes.patch(
    "/api/partners/:partnerId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary: "Edit the organisation's name, website or description (an owner)",
        params: PartnerParamsSchema,
        body: UpdatePartnerSchema,
        response: { 200: PartnerDetailSchema },
      },
    },
    async (request) =>
      partnerService.update(db, userOf(request), request.params.partnerId, request.body),
  );

  // The logo's body is raw image bytes: any image/* type is read as bytes (up to the limit) and
  // judged by the service by what it decodes as, never by the header alone; any other type
  // (a form, text, JSON) is a 415 before anything is read.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      /^image\//i,
      { parseAs: "buffer", bodyLimit: LOGO_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/partners/:partnerId/logo",
      {
        onRequest: app.requireUser,
        bodyLimit: LOGO_BODY_LIMIT_BYTES,
        schema: {
          tags: ["partners"],
          summary:
            "Upload the organisation's logo (an owner): a PNG, JPEG or WebP body, re-encoded to a square WebP",
          params: PartnerParamsSchema,
          response: { 200: PartnerLogoSchema },
        },
      },
      async (request) =>
        partnerService.uploadLogo(db, userOf(request), request.params.partnerId, {
          contentType: request.headers["content-type"],
          body: request.body instanceof Buffer ? request.body : Buffer.alloc(0),
        }),
    );
  });

  routes.get(
    "/api/partners/:partnerId/logo.webp",
    {
      schema: {
        tags: ["partners"],
        summary:
          "The partner's logo as the server re-encoded it (an approved partner's; its people and admins see it before)",
        params: PartnerParamsSchema,
        querystring: PartnerLogoQuerySchema,
      },
    },
    async (request, reply) => {
      const { partnerId } = request.params;
      // Only a partner not yet approved needs to know who asks: its logo is theirs alone.
      let found = await partnerService.logo(db, undefined, partnerId).catch(() => null);
      let shared = found !== null;
      if (!found) {
        await app.identifyUser(request, reply);
        found = await partnerService.logo(db, request.user, partnerId);
        shared = false;
      }
      const cache =
        request.query.v === found.version
          ? shared
            ? LOGO_CACHE_FOR_GOOD
            : "private, max-age=31536000, immutable"
          : "no-cache";
      return reply
        .header("content-type", "image/webp")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", cache)
        .send(found.bytes);
    },
  );

  routes.post(
    "/api/partners/:partnerId/invitations",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary: "Invite a person by email to act for the organisation (an owner)",
        params: PartnerParamsSchema,
        body: PartnerInvitationInputSchema,
        response: { 201: PartnerInvitationSchema },
      },
    },
    async (request, reply) => {
      const invitation = await partnerService.invite(
        db,
        context,
        userOf(request),
        request.params.partnerId,
        request.body,
        requestLocale(request),
      );
      return reply.code(201).send(invitation);
    },
  );

  routes.delete(
    "/api/partners/:partnerId/invitations/:invitationId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary: "Withdraw an invitation that waits (an owner)",
        params: PartnerInvitationParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      const { partnerId, invitationId } = request.params;
      await partnerService.withdrawInvitation(db, userOf(request), partnerId, invitationId);
      return reply.code(204).send();
    },
  );

  for (const [action, accept] of [
    ["accept", true],
    ["decline", false],
  ] as const) {
    routes.post(
      `/api/partner-invitations/:invitationId/${action}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ["partners"],
          summary: `${accept ? "Accept" : "Decline"} an invitation to one's confirmed address (404 to anyone else)`,
          params: InvitationParamsSchema,
          body: NoBodySchema,
        },
      },
      async (request, reply) => {
        await partnerService.answerInvitation(
          db,
          context,
          userOf(request),
          request.params.invitationId,
          accept,
        );
        return reply.code(204).send();
      },
    );
  }

  routes.delete(
    "/api/partners/:partnerId/people/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["partners"],
        summary:
          "Remove a person (an owner), or leave (oneself); the last owner can never go (409)",
        params: PartnerPersonParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      const { partnerId, userId } = request.params;
      await partnerService.removePerson(db, userOf(request), partnerId, userId);
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/admin/partners",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Partner organisations: registrations waiting first, then every other",
        response: { 200: AdminPartnerListSchema },
      },
    },
    async () => partnerService.adminList(db),
  );

  routes.post(
    "/api/admin/partners/:partnerId/decision",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Approve or reject a registration (audit-logged; the registrant is told), or change an approved partner's trust",
        params: PartnerParamsSchema,
        body: PartnerDecisionSchema,
        response: { 200: PartnerDetailSchema },
      },
    },
    async (request) => {
      const admin = userOf(request);
      await partnerService.decide(db, context, admin, request.params.partnerId, request.body);
      return partnerService.detail(db, admin, request.params.partnerId);
    },
  );
}
