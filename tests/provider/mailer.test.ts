import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../provider/db/schema';
import { createMailer } from '../../provider/mail/mailer';
import { createMailTransport } from '../../provider/mail/mail-transport';
import { captureLog } from '../security/support/captured-log';
import { insertBareTenant } from './support/bare-tenant';
import { createTestProvider, type TestProvider } from './support/test-provider';

/** Just enough of an SMTP server to take one message at a time; keeps what it received. */
function startFakeSmtpServer(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter((text, index, lines) => text !== '' || index < lines.length - 1)) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          message = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ seed: false });
  await insertBareTenant(provider.db, 't1');
});
afterAll(() => provider.close());

describe('the mailer', () => {
  it('delivers through SMTP_URL with nodemailer and marks the outbox row sent', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const mailer = createMailer(createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Shop <shop@example.com>' }));
      await mailer.send(provider.db, { tenantId: 't1', to: 'ana@example.com', subject: 'Hello', text: 'Your code is 123456' });
      await mailer.drain();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/To: ana@example\.com[\s\S]*Subject: Hello[\s\S]*Your code is 123456/);
      const [row] = await provider.db.select().from(outbox).where(eq(outbox.to, 'ana@example.com'));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('keeps an undeliverable mail in the outbox, unsent, and logs the failure without its address or text', async () => {
    const captured = captureLog();
    const closed = await startFakeSmtpServer();
    await closed.close();
    const mailer = createMailer(createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${closed.port}`, MAIL_FROM: 'Shop <shop@example.com>' }), captured.log);
    await mailer.send(provider.db, { tenantId: 't1', to: 'bob@example.com', subject: 'Hello', text: 'Your code is 654321' });
    await mailer.drain();
    const [row] = await provider.db.select().from(outbox).where(eq(outbox.to, 'bob@example.com'));
    expect(row).toMatchObject({ text: 'Your code is 654321', sentAt: null });
    expect(captured.entries()).toEqual([expect.objectContaining({ level: 50, msg: 'mail not delivered', mailId: row!.id, err: expect.objectContaining({ class: 'Error', code: expect.any(String) }) })]);
    for (const secret of ['654321', 'bob@example.com', 'Hello']) expect(captured.text()).not.toContain(secret);
  });

  it('logs one line without the recipient, subject or text without SMTP', async () => {
    const captured = captureLog();
    const mailer = createMailer(createMailTransport({ MAIL_FROM: 'Shop <shop@example.com>' }, captured.log));
    await mailer.send(provider.db, { tenantId: 't1', to: 'cai@example.com', subject: 'Your code', text: 'Your code is 111222' });
    await mailer.drain();
    expect(captured.entries()).toEqual([expect.objectContaining({ msg: 'mail kept in the outbox, not sent: SMTP_URL is unset' })]);
    for (const secret of ['111222', 'cai@example.com', 'Your code']) expect(captured.text()).not.toContain(secret);
  });
});
