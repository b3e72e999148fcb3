import { describe, expect, it } from "vitest";
import {
  linkRefusal,
  MAX_WALLETS_PER_MEMBER,
  type MessageFields,
  messageRefusal,
} from "./policy.ts";

const now = new Date("2026-12-01T10:00:00Z");
const expected = { domain: "app.example:8443", origin: "https://app.example:8443", now };
const good: MessageFields = {
  domain: "app.example:8443",
  uri: "https://app.example:8443",
  version: "1",
  chainId: 1,
  issuedAt: new Date(now.getTime() - 1000),
  expirationTime: new Date(now.getTime() + 60_000),
};
const key = (fields: MessageFields) => {
  const refusal = messageRefusal(fields, expected);
  return refusal ? refusal.message.id : null;
};

describe("messageRefusal", () => {
  it.each([
    ["the app's own message", good, null],
    ["Sepolia", { ...good, chainId: 11155111 }, null],
    ["a path on the app's origin", { ...good, uri: "https://app.example:8443/Account" }, null],
    ["another domain", { ...good, domain: "evil.example" }, "wallets.wrongDomain"],
    ["the host without its port", { ...good, domain: "app.example" }, "wallets.wrongDomain"],
    ["another origin in the URI", { ...good, uri: "https://evil.example" }, "wallets.wrongDomain"],
    ["http instead of https", { ...good, uri: "http://app.example:8443" }, "wallets.wrongDomain"],
    ["a URI that is no URL", { ...good, uri: "not a url" }, "wallets.wrongDomain"],
    ["version 2", { ...good, version: "2" }, "wallets.badMessage"],
    ["no issued-at", { ...good, issuedAt: undefined }, "wallets.badMessage"],
    ["another chain", { ...good, chainId: 137 }, "wallets.wrongChain"],
    ["no chain", { ...good, chainId: undefined }, "wallets.wrongChain"],
    [
      "issued in the future",
      { ...good, issuedAt: new Date(now.getTime() + 1) },
      "wallets.notYetValid",
    ],
    [
      "not before later",
      { ...good, notBefore: new Date(now.getTime() + 1) },
      "wallets.notYetValid",
    ],
    ["expired", { ...good, expirationTime: now }, "wallets.expired"],
    ["no expiry", { ...good, expirationTime: undefined }, "wallets.expired"],
  ])("%s", (_name, fields, refusal) => {
    expect(key(fields)).toBe(refusal);
  });
});

describe("linkRefusal", () => {
  it.each([
    ["a free address", { ownerId: undefined, userId: "a", walletCount: 0 }, null],
    ["one's own again", { ownerId: "a", userId: "a", walletCount: 99 }, null],
    ["someone else's", { ownerId: "b", userId: "a", walletCount: 0 }, "conflict"],
    [
      "past the ceiling",
      { ownerId: undefined, userId: "a", walletCount: MAX_WALLETS_PER_MEMBER },
      "conflict",
    ],
  ])("%s", (_name, link, code) => {
    expect(linkRefusal(link)?.code ?? null).toBe(code);
  });
});
