import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  CredentialListSchema,
  CredentialParamsSchema,
  CredentialVerificationSchema,
  PublicCredentialSchema,
  StatusListParamsSchema,
  VerifyCredentialInputSchema,
} from "../../../contract/credentials.ts";
import { userOf } from "../../plugins/guards.ts";
import { publishedDidDocument, publishedJwks } from "./issuer.ts";
import * as credentialService from "./service.ts";
import { credentialWalletRoutes } from "./wallet-routes.ts";

/** Published for any verifier, in a browser too: readable from other origins, cached briefly. */
function publicDocument(reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*");
  reply.header("cache-control", "public, max-age=300");
}

export async function credentialRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const issuer = app.credentialIssuer;

  routes.get("/.well-known/jwks.json", { schema: { hide: true } }, async (_request, reply) => {
    publicDocument(reply);
    return publishedJwks(issuer);
  });

  routes.get("/.well-known/did.json", { schema: { hide: true } }, async (_request, reply) => {
    publicDocument(reply);
    return reply.type("application/did+json").send(JSON.stringify(publishedDidDocument(issuer)));
  });

  routes.get(
    "/api/credential-status/:listId",
    {
      schema: {
        tags: ["credentials"],
        summary: "A revocation status list: a signed BitstringStatusListCredential (VC-JWT)",
        params: StatusListParamsSchema,
        response: { 200: z.string().describe("A compact JWS (application/vc+jwt)") },
      },
    },
    async (request, reply) => {
      const jwt = await credentialService.statusListJwt(db, issuer, request.params.listId);
      publicDocument(reply);
      return reply.type("application/vc+jwt").send(jwt);
    },
  );

  routes.get(
    "/api/credentials/mine",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["credentials"],
        summary: "The signed-in member's credentials",
        response: { 200: CredentialListSchema },
      },
    },
    async (request) => credentialService.listMine(db, userOf(request)),
  );

  routes.post(
    "/api/credentials/verify",
    {
      schema: {
        tags: ["credentials"],
        summary: "Verify a signed credential (VC-JWT) this programme issued",
        body: VerifyCredentialInputSchema,
        response: { 200: CredentialVerificationSchema },
      },
    },
    async (request) => credentialService.verifySignedCredential(db, issuer, request.body.jwt),
  );

  routes.get(
    "/api/credentials/:credentialId",
    {
      schema: {
        tags: ["credentials"],
        summary: "A credential's public page: what, who, when, which club, and a live check",
        params: CredentialParamsSchema,
        response: { 200: PublicCredentialSchema },
      },
    },
    async (request) =>
      credentialService.getPublicCredential(db, issuer, request.params.credentialId),
  );

  routes.post(
    "/api/credentials/:credentialId/revoke",
    {
      onRequest: app.requireAdmin,
      schema: {
        body: NoBodySchema,
        tags: ["credentials"],
        summary: "Revoke a credential (admins): the status list then says revoked",
        params: CredentialParamsSchema,
        response: { 200: PublicCredentialSchema },
      },
    },
    async (request) =>
      credentialService.revokeCredential(db, issuer, userOf(request), request.params.credentialId),
  );

  // Wallet pickup, baked badges and the hashed email (issue 35).
  await credentialWalletRoutes(app);
}
