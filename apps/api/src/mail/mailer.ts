import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = 'Kitsmith <no-reply@kitsmith.local>';

/**
 * With SMTP_URL, mail goes out through nodemailer. Without it, every mail lands
 * in the outbox table and on the console, so reset and verification links work
 * on a developer's machine.
 */
export function createMailer({ db, logger, smtpUrl }: { db: Db; logger: Logger; smtpUrl: string | undefined }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      await db('outbox').insert({ to_address: mail.to, subject: mail.subject, text: mail.text, created_at: new Date().toISOString() });
      if (transport) await transport.sendMail({ from: FROM, ...mail });
      else logger.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL, kept in the outbox):\n${mail.text}`);
    },
  };
}
