import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox table (where a developer reads the mail and
 * follows its links). The log says only that a mail went: never to whom or what it said, since
 * reset and verification links are secrets.
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
      await options.db.insert(mailOutbox).values(mail);
      options.log.info({ subject: mail.subject }, "mail kept in the outbox (table mail_outbox)");
    },
  };
}
