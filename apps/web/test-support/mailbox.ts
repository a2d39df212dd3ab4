// A mail catcher for the browser suites: a local SMTP server the API sends to (SMTP_URL), so a test reads
// its mail the way a person reads theirs, whatever database the server keeps.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** SMTP_URL for the server under test. */
  url: string;
  /** Every mail to `to` so far whose subject matches, oldest first. */
  received(to: string, subject?: RegExp): ReceivedMail[];
  /** The path and query of a link to `path` (`/verify-email`) in the newest mail to `to` that has one; waits for that mail to arrive. */
  link(to: string, path: string): Promise<string>;
  /** The `token` of that link, as its landing page reads it. */
  token(to: string, path: string): Promise<string>;
  stop(): Promise<void>;
}

const WAIT_MS = 30_000;

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Starts the catcher on a free local port. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      readAll(stream)
        .then((raw) => PostalMime.parse(raw))
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          for (const wake of waiting) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const received = (to: string, subject?: RegExp) => mails.filter((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)));
  const findLink = (to: string, path: string): string | undefined => {
    const pattern = new RegExp(`https?://[^/\\s]+(${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=[A-Za-z0-9_%.-]+)`);
    for (const mail of received(to).reverse()) {
      const match = pattern.exec(mail.text);
      if (match?.[1]) return match[1];
    }
    return undefined;
  };
  const link = (to: string, path: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = findLink(to, path);
        if (found === undefined) return;
        settle();
        resolve(found);
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`no mail to ${to} with a ${path} link within ${WAIT_MS / 1000} s (${received(to).length} mails to that address)`));
      }, WAIT_MS);
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    link,
    async token(to, path) {
      return new URL(await link(to, path), 'http://mail.invalid').searchParams.get('token') ?? '';
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
