import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  EmailPreferencesSchema,
  UnsubscribedSchema,
  UnsubscribeQuerySchema,
  UpdateEmailPreferencesSchema,
} from "../../../contract/email-preferences.ts";
import { unsubscribeSecretOf } from "../../env.ts";
import { UNSUBSCRIBE_PATH } from "../../notify/index.ts";
import { userOf } from "../../plugins/guards.ts";
import * as preferenceService from "./service.ts";

// The one-click unsubscribe address (RFC 8058, UNSUBSCRIBE_PATH): the Origin check exempts it
// (a signed token decides).
const UNSUBSCRIBE_BODY_LIMIT_BYTES = 4 * 1024;

export async function emailPreferenceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const secret = unsubscribeSecretOf(app.env);

  routes.get(
    "/api/me/email-preferences",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Which kinds of email the signed-in person gets (each on unless turned off)",
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) => preferenceService.getPreferences(db, userOf(request).id),
  );

  routes.put(
    "/api/me/email-preferences",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Turn kinds of email on or off (only the kinds named change)",
        body: UpdateEmailPreferencesSchema,
        response: { 200: EmailPreferencesSchema },
      },
    },
    async (request) =>
      preferenceService.updatePreferences(db, app.clock, userOf(request).id, request.body),
  );

  // Mail providers POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart), from
  // their own servers: no session, no Origin. The signed token in the query decides; a form body
  // is read as nothing, and our own settings page sends an empty JSON object.
  await app.register(async (scope) => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      scope.addContentTypeParser(
        type,
        { parseAs: "string", bodyLimit: UNSUBSCRIBE_BODY_LIMIT_BYTES },
        (_request, _body, done) => done(null, {}),
      );
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      UNSUBSCRIBE_PATH,
      {
        bodyLimit: UNSUBSCRIBE_BODY_LIMIT_BYTES,
        schema: {
          tags: ["notifications"],
          summary:
            "One-click unsubscribe from one kind of email (RFC 8058): the signed token of the email's link, no session",
          querystring: UnsubscribeQuerySchema,
          body: NoBodySchema,
          response: { 200: UnsubscribedSchema },
        },
      },
      async (request) => preferenceService.unsubscribe(db, app.clock, secret, request.query.token),
    );
  });
}
