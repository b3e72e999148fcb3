/**
 * The e2e server: a real SMTP receiver on the next port, then the app (`server/main.ts`) sending
 * its mail there. Each received message is written to `E2E_MAIL_DIR` as JSON, where the specs
 * read it (`mailTo` in fixtures.ts): the same mail path as production, observed from outside.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const mailDir = process.env.E2E_MAIL_DIR ?? ".tmp/e2e-mail";
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4124);
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const mail = {
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString("utf8"),
      };
      const name = `${Date.now()}-${String(received).padStart(5, "0")}.json`;
      writeFileSync(path.join(mailDir, name), JSON.stringify(mail));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
await import("../../server/main.ts");
