import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (notification emails); auth emails are plain text. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A Message-ID of our own: the same email sent again carries the same one. */
  messageId?: string;
  /** Gives up on the send (closing its connection) when aborted, e.g. when its job expired. */
  signal?: AbortSignal;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Closes the pooled SMTP connections (when the app closes). */
  close?(): Promise<void>;
}

/** How long the SMTP transport waits for each step before it gives up on a send (milliseconds). */
export interface SmtpTimeouts {
  /** Resolving the server's name. */
  dnsMs: number;
  /** Opening the TCP connection. */
  connectionMs: number;
  /** The server's greeting after connecting. */
  greetingMs: number;
  /** Silence on the connection once it is open (a server that stops answering). */
  socketMs: number;
}

/**
 * Short enough that an email whose sender died is tried again within about a minute (its job
 * expires just above the send deadline below), long enough for a relay or a provider that answers
 * within seconds. nodemailer's own defaults are minutes (2 min to connect, 10 min of silence).
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  dnsMs: 5_000,
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 15_000,
};

const sendDeadlineOf = (timeouts: SmtpTimeouts) =>
  timeouts.dnsMs + timeouts.connectionMs + timeouts.greetingMs + timeouts.socketMs;

/**
 * The longest one send takes, whatever the server does: the sum of the timeouts. A server that
 * keeps the socket busy without ever finishing (trickling its answers, which no socket timeout
 * notices) is cut off here, its connection closed, so no send outlives its job (see
 * `EMAIL_JOB_EXPIRY_SECONDS`) and then completes beside the job's retry.
 */
export const SMTP_SEND_DEADLINE_MS = sendDeadlineOf(SMTP_TIMEOUTS);

/**
 * Pooled SMTP connections per process: the email worker sends this many emails at once, one on
 * each connection (so no send waits for a free one), and reuses them for the next.
 */
export const SMTP_POOL_CONNECTIONS = 10;

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox table (where a developer reads the mail and
 * follows its links). The log says only that a mail went: never to whom or what it said, since
 * reset and verification links are secrets. A failed SMTP delivery throws, so the job queue
 * retries it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
  /** Tests shorten them; the app uses `SMTP_TIMEOUTS`. */
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  if (options.smtpUrl) {
    const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
    const deadlineMs = sendDeadlineOf(timeouts);
    // A pool of connections kept open between emails (no TCP and SMTP handshake per email); a
    // connection is replaced after 100 messages or 4 minutes idle (nodemailer's defaults).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_POOL_CONNECTIONS,
      dnsTimeout: timeouts.dnsMs,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    return {
      async send({ signal, ...mail }) {
        const deadline = AbortSignal.timeout(deadlineMs);
        await transport.sendMail({
          from: options.from,
          ...mail,
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        });
        options.log.info({ subject: mail.subject }, "mail sent");
      },
      async close() {
        transport.close();
      },
    };
  }
  return {
    async close() {},
    async send(mail) {
      await options.db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      options.log.info({ subject: mail.subject }, "mail kept in the outbox (table mail_outbox)");
    },
  };
}
