import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CredentialParamsSchema,
  RecipientEmailInputSchema,
  RecipientEmailSchema,
} from "../../../contract/credentials.ts";
import { userOf } from "../../plugins/guards.ts";
import * as recipientEmail from "./recipient-email.ts";
import * as wallet from "./wallet.ts";

/** Anyone's, from any origin (a wallet, a verifier in a browser), cached briefly. */
function portable(reply: FastifyReply, type: string, filename?: string) {
  reply.header("access-control-allow-origin", "*");
  reply.header("cache-control", "public, max-age=300");
  if (filename) reply.header("content-disposition", `inline; filename="${filename}"`);
  return reply.type(type);
}

/**
 * Beyond the validator (issue 35): wallet pickup and its QR code, the baked badge (PNG and SVG),
 * and the member's switch for their hashed email on credentials.
 */
export async function credentialWalletRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const issuer = app.credentialIssuer;

  routes.get(
    "/api/credentials/recipient-email",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["credentials"],
        summary: "Whether your credentials carry your email address, salted and hashed",
        response: { 200: RecipientEmailSchema },
      },
    },
    async (request) => recipientEmail.recipientEmailSetting(db, userOf(request)),
  );

  routes.put(
    "/api/credentials/recipient-email",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["credentials"],
        summary:
          "Add your email address, salted and hashed, to credentials issued from now on (off by default)",
        body: RecipientEmailInputSchema,
        response: { 200: RecipientEmailSchema },
      },
    },
    async (request) =>
      recipientEmail.setRecipientEmailSetting(
        db,
        issuer,
        userOf(request),
        request.body.hashedEmail,
      ),
  );

  routes.get(
    "/api/credentials/:credentialId/pickup",
    {
      schema: {
        tags: ["credentials"],
        summary:
          "Wallet pickup: the credential as JSON, for a wallet that imports by address or QR",
        params: CredentialParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const credential = await wallet.pickupCredential(db, issuer, request.params.credentialId);
      return portable(reply, "application/json").send(credential);
    },
  );

  routes.get(
    "/api/credentials/:credentialId/pickup-qr.svg",
    {
      schema: {
        tags: ["credentials"],
        summary: "The wallet pickup address as a QR code (SVG)",
        params: CredentialParamsSchema,
        response: { 200: z.string().describe("An SVG image (image/svg+xml)") },
      },
    },
    async (request, reply) => {
      const svg = await wallet.pickupQrSvg(db, issuer, request.params.credentialId);
      return portable(reply, "image/svg+xml; charset=utf-8").send(svg);
    },
  );

  routes.get(
    "/api/credentials/:credentialId/badge.png",
    {
      schema: {
        tags: ["credentials"],
        summary: "The badge as PNG with the credential baked in (iTXt chunk `openbadgecredential`)",
        params: CredentialParamsSchema,
      },
    },
    async (request, reply) => {
      const { credentialId } = request.params;
      const png = await wallet.bakedPng(db, issuer, credentialId);
      return portable(reply, "image/png", `credential-${credentialId}.png`).send(png);
    },
  );

  routes.get(
    "/api/credentials/:credentialId/badge.svg",
    {
      schema: {
        tags: ["credentials"],
        summary: "The badge as SVG with the credential baked in (`<openbadges:credential>`)",
        params: CredentialParamsSchema,
        response: { 200: z.string().describe("An SVG image (image/svg+xml)") },
      },
    },
    async (request, reply) => {
      const { credentialId } = request.params;
      const svg = await wallet.bakedSvg(db, issuer, credentialId);
      return portable(reply, "image/svg+xml; charset=utf-8", `credential-${credentialId}.svg`).send(
        svg,
      );
    },
  );
}
