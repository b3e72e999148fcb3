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
