// oidc-provider (v9) ships no type definitions: the little of its API the Google stand-in uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface ClaimsAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(ctx: KoaContextWithOIDC, id: string): Promise<ClaimsAccount | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required: () => boolean };
    /** Lifetimes in seconds, by artifact (Session, Interaction, Grant, AccessToken, IdToken). */
    ttl?: Record<string, number>;
    features?: Record<string, { enabled: boolean }>;
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
