import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  CredentialSubjectInputSchema,
  SignedWalletMessageSchema,
  WalletChallengeInputSchema,
  WalletChallengeSchema,
  WalletListSchema,
  WalletParamsSchema,
  WalletSchema,
  WalletVisibilityInputSchema,
} from "../../../contract/wallets.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as walletService from "./service.ts";

/** Wallets linked by signature (EIP-4361, issue 36): the member's own, private by default. */
export async function walletRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.database.db, clock: app.clock, baseUrl: app.env.BASE_URL });

  routes.get(
    "/api/wallets",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary: "One's linked wallets (addresses checksummed), oldest first",
        response: { 200: WalletListSchema },
      },
    },
    async (request) => walletService.listWallets(app.database.db, userOf(request)),
  );

  routes.post(
    "/api/wallets/nonce",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary: "The EIP-4361 message to sign to link a wallet (nonce single-use, 10 minutes)",
        body: WalletChallengeInputSchema,
        response: { 200: WalletChallengeSchema },
      },
    },
    async (request) =>
      walletService.linkChallenge(deps(), userOf(request), request.body, requestLocale(request)),
  );

  routes.post(
    "/api/wallets",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary: "Link the wallet that signed the message (checked whole, nonce burnt first)",
        body: SignedWalletMessageSchema,
        response: { 201: WalletSchema },
      },
    },
    async (request, reply) => {
      const wallet = await walletService.linkWallet(deps(), userOf(request), request.body);
      return reply.code(201).send(wallet);
    },
  );

  routes.patch(
    "/api/wallets/:walletId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary: "Show one of one's wallets on one's public profile, or hide it",
        params: WalletParamsSchema,
        body: WalletVisibilityInputSchema,
        response: { 200: WalletSchema },
      },
    },
    async (request) =>
      walletService.setWalletVisibility(
        app.database.db,
        userOf(request),
        request.params.walletId,
        request.body.isPublic,
      ),
  );

  routes.put(
    "/api/wallets/credential-subject",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary:
          "Which of one's wallets credentials issued from now on name (did:pkh), or none (null)",
        body: CredentialSubjectInputSchema,
        response: { 200: WalletListSchema },
      },
    },
    async (request) =>
      walletService.chooseCredentialSubject(
        app.database.db,
        userOf(request),
        request.body.walletId,
      ),
  );

  routes.delete(
    "/api/wallets/:walletId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["wallets"],
        summary: "Unlink one of one's wallets (someone else's: 404)",
        params: WalletParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      await walletService.unlinkWallet(app.database.db, userOf(request), request.params.walletId);
      return reply.code(204).send();
    },
  );
}
