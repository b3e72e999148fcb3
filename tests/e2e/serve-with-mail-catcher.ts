/**
 * The e2e server: a real SMTP receiver on the next port, then the compiled app (`dist/server/main.js`) sending
 * its mail there. Each received message is written to `E2E_MAIL_DIR` as JSON, where the specs
 * read it (`mailTo` in fixtures.ts): the same mail path as production, observed from outside.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpReceiver } from "../smtp-receiver.ts";

const mailDir = process.env.E2E_MAIL_DIR ?? ".tmp/e2e-mail";
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4124);
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = await startSmtpReceiver(smtpPort, (mail) => {
  received += 1;
  const name = `${Date.now()}-${String(received).padStart(5, "0")}.json`;
  writeFileSync(path.join(mailDir, name), JSON.stringify(mail));
});
process.env.SMTP_URL = smtp.url;
// The compiled server (`npm run build` made it), as production runs it.
const compiledServer = "../../dist/server/main.js";
await import(compiledServer);
