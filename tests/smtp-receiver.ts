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
  /**
   * Asked for each new connection: true greets it with `421` (service not available, closing),
   * as a server that is overloaded or restarting does.
   */
  refuseConnection?: () => boolean;
}

/**
 * What the receiver saw of its connections: how many were opened, how many are open, and how many
 * messages were being handed over at once at most (from MAIL FROM to the end of the data).
 */
export interface SmtpConnectionStats {
  opened: number;
  open: number;
  sending: number;
  mostSendingAtOnce: number;
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
  const connections: SmtpConnectionStats = {
    opened: 0,
    open: 0,
    sending: 0,
    mostSendingAtOnce: 0,
  };
  const counted = new Set<string>();
  const sending = new Set<string>();
  const doneSending = (id: string) => {
    if (sending.delete(id)) connections.sending -= 1;
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(session, callback) {
      if (options.refuseConnection?.()) {
        callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
        return;
      }
      counted.add(session.id);
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onMailFrom(_address, session, callback) {
      if (!sending.has(session.id)) {
        sending.add(session.id);
        connections.sending += 1;
        connections.mostSendingAtOnce = Math.max(
          connections.mostSendingAtOnce,
          connections.sending,
        );
      }
      callback();
    },
    onClose(session) {
      doneSending(session.id);
      if (counted.delete(session.id)) connections.open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        doneSending(session.id);
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
    connections,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
