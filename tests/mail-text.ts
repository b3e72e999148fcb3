/**
 * The text of a message as an SMTP receiver got it: of a multipart message, its text/plain part;
 * quoted-printable or base64 undone if nodemailer used it.
 */
export function bodyText(raw: string): string {
  return bodyPart(raw, "text/plain");
}

/** The decoded part of type `type` (`text/plain`, `text/html`) of a message, or its only body. */
export function bodyPart(raw: string, type: string): string {
  const [rawHead = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const head = rawHead.replace(/\r?\n[ \t]+/g, " ");
  const body = rest.join("\n\n");
  const boundary = /content-type:\s*multipart\/[^;\r\n]+;\s*boundary="?([^"\r\n;]+)"?/i.exec(
    head,
  )?.[1];
  if (boundary) {
    const wanted = new RegExp(`content-type:\\s*${type.replace("/", "\\/")}`, "i");
    const part = body
      .split(`--${boundary}`)
      .map((candidate) => candidate.replace(/^\r?\n/, ""))
      .find((candidate) => wanted.test(candidate.split(/\r?\n\r?\n/)[0] ?? ""));
    if (part) return bodyPart(part, type).replace(/\r?\n$/, "");
  }
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The message's Subject header. */
export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
}
