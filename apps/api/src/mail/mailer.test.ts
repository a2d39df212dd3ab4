import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { createMailer } from './mailer.ts';

/** A minimal SMTP server that takes every mail and keeps what DATA carried. */
async function startSmtp(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, url: `smtp://127.0.0.1:${port}`, received };
}

describe('createMailer', () => {
  let db: Db | undefined;
  let smtp: Server | undefined;
  afterEach(async () => {
    await db?.destroy();
    smtp?.close();
  });

  async function outbox(): Promise<Db> {
    db = connect({ sqliteFile: ':memory:' });
    await migrate(db);
    return db;
  }

  it('keeps a mail in the outbox and sends it through SMTP_URL', async () => {
    const started = await startSmtp();
    smtp = started.server;
    const mailer = createMailer({ db: await outbox(), logger: pino({ level: 'silent' }), smtpUrl: started.url });
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', text: 'Open the link.' });
    await mailer.send({ to: 'bob@example.com', subject: 'Second', text: 'Again.' });
    expect(started.received).toHaveLength(2);
    expect(started.received[0]).toContain('Subject: Reset your password');
    expect(started.received[0]).toContain('To: ada@example.com');
    expect(await db!('outbox').orderBy('id').pluck('to_address')).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('says why a mail could not be sent when the SMTP server is unreachable', async () => {
    const closed = await startSmtp();
    const url = closed.url;
    closed.server.close();
    const mailer = createMailer({ db: await outbox(), logger: pino({ level: 'silent' }), smtpUrl: url });
    await expect(mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Hello.' })).rejects.toMatchObject({ code: 'ESOCKET' });
  });
});
