import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the receiver got it: the envelope's addresses and the raw text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiverOptions {
  /**
   * Asked for each message once its data is in: true answers `451` (try again later), as a
   * relay that is down for a while does, and the message is not delivered.
   */
  refuse?: (mail: ReceivedMail) => boolean;
}

/**
 * A real SMTP server on loopback (plain, like a local relay without a certificate) that hands
 * each message it receives to `onMail`. Port 0 picks a free one.
 */
export async function startSmtpReceiver(
  port: number,
  onMail: (mail: ReceivedMail) => void,
  options: SmtpReceiverOptions = {},
) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        const mail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        if (options.refuse?.(mail)) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        onMail(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
