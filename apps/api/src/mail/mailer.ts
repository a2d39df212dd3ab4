import type { Transporter } from 'nodemailer';
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
 * on a developer's machine. nodemailer is loaded with the first mail, not at start:
 * a server that sends none never pays for it.
 */
export function createMailer({ db, logger, smtpUrl }: { db: Db; logger: Logger; smtpUrl: string | undefined }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async send(mail) {
      await db('outbox').insert({ to_address: mail.to, subject: mail.subject, text: mail.text, created_at: new Date().toISOString() });
      if (smtpUrl) await (await smtp(smtpUrl)).sendMail({ from: FROM, ...mail });
      else logger.info({ to: mail.to, subject: mail.subject }, `mail (no SMTP_URL, kept in the outbox):\n${mail.text}`);
    },
  };
}
