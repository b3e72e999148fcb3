import type { PublicCredential } from "../../../../contract/credentials.ts";

/** LinkedIn's add-to-profile link: the certification's name, issuer, month, address and id. */
export function linkedInAddUrl(credential: PublicCredential): string {
  const issued = new Date(credential.issuedAt);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: credential.achievementName,
    organizationName: `Blockvocates – ${credential.clubName}`,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: credential.url,
    certId: credential.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** A download of `text` as a file, without a round trip: a data: address. */
export function dataUrlOf(text: string, type: string): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
}

/** Where the API serves a credential's files (issue 35): relative to the app's origin. */
const filesOf = (credentialId: string) => `/api/credentials/${encodeURIComponent(credentialId)}`;

/** The badge image with the credential baked in (Open Badges baking). */
export const bakedBadgeUrl = (credentialId: string, format: "png" | "svg") =>
  `${filesOf(credentialId)}/badge.${format}`;

/** The QR code of the wallet pickup address (an SVG image). */
export const pickupQrUrl = (credentialId: string) => `${filesOf(credentialId)}/pickup-qr.svg`;

/** The absolute address a wallet picks the credential up from, on the credential page's origin. */
export function pickupUrlOf(credential: Pick<PublicCredential, "id" | "url">): string {
  return new URL(`${filesOf(credential.id)}/pickup`, credential.url).toString();
}
