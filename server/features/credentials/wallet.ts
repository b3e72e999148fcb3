import QRCode from "qrcode";
import type { Executor } from "../../db/client.ts";
import { badgeSvg, bakedBadgePng } from "./baking.ts";
import type { CredentialIssuer } from "./issuer.ts";
import { credentialWithProof, publishedCredential } from "./service.ts";

/**
 * Beyond the validator (issue 35): the credential carried by a wallet (pickup by address or QR
 * code) and baked into its badge image. Each carries the JSON with its Data Integrity proof
 * (`eddsa-rdfc-2022`, ADR 037): verifiable on its own, as the `.json` download is.
 */

/** The address a wallet imports the credential from. */
export const pickupUrlOf = (baseUrl: string, id: string) =>
  `${baseUrl}/api/credentials/${id}/pickup`;

/** What a wallet picks up: the credential as JSON with its proof (the `.json` download's). */
export async function pickupCredential(
  db: Executor,
  issuer: CredentialIssuer,
  id: string,
): Promise<Record<string, unknown>> {
  return credentialWithProof(db, id, issuer);
}

/** The pickup address as a QR code (SVG), for a wallet's camera; 404 as the page is. */
export async function pickupQrSvg(
  db: Executor,
  issuer: CredentialIssuer,
  id: string,
): Promise<string> {
  await publishedCredential(db, id);
  return QRCode.toString(pickupUrlOf(issuer.baseUrl, id), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
}

/** The credential's kind and name, and the credential with its proof. */
async function bakeable(db: Executor, issuer: CredentialIssuer, id: string) {
  const row = await publishedCredential(db, id);
  const json = await credentialWithProof(db, id, issuer);
  return { kind: row.kind, label: String(json.name ?? "Blockvocates credential"), json };
}

/** The badge as PNG with the credential in its `openbadgecredential` iTXt chunk. */
export async function bakedPng(db: Executor, issuer: CredentialIssuer, id: string) {
  const { kind, json } = await bakeable(db, issuer, id);
  return bakedBadgePng(kind, JSON.stringify(json));
}

/** The badge as SVG with the credential in its `<openbadges:credential>` element. */
export async function bakedSvg(db: Executor, issuer: CredentialIssuer, id: string) {
  const { kind, label, json } = await bakeable(db, issuer, id);
  return badgeSvg(kind, label, { json });
}
