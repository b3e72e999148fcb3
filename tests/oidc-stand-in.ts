import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Grant, type KoaContextWithOIDC } from "oidc-provider";

/** What the stand-in says about a person: the claims Google puts in its ID token. */
export interface StandInAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcStandIn {
  /** The issuer URL (GOOGLE_ISSUER for the app): discovery is at `/.well-known/openid-configuration`. */
  issuer: string;
  /** Chooses what the provider says about the account id typed into its login form. */
  setAccount(accountId: string, account: StandInAccount): void;
  close(): Promise<void>;
}

export interface OidcStandInOptions {
  clientId: string;
  clientSecret: string;
  /** The app's callback: BASE_URL + `/api/auth/callback/google`. */
  redirectUri: string;
}

/** The path of the app's Google callback under its base URL. */
export const GOOGLE_CALLBACK_PATH = "/api/auth/callback/google";

/**
 * A local OpenID Connect provider standing in for Google, on a loopback port. Its development
 * login form accepts any account id (and any password); consent is given at once, as Google
 * does for an app the person has used before. Accounts not set with `setAccount` get
 * `<id>@example.com`, verified.
 */
export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const accounts = new Map<string, StandInAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "stand-in", use: "sig" };

  const provider: Provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? {
        email: `${id}@example.com`,
        emailVerified: true,
        name: id,
      };
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
          };
        },
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    // Like Google: the person's claims travel in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString("hex")] },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    setAccount(accountId, account) {
      accounts.set(accountId, account);
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
