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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

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
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ subject: mail.subject }, "mail sent");
      },
    };
  }
  return {
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
