import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { type Logger, providerLog } from '../logger';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { ofTenant } from '../db/ownership';

export interface Mailer {
  /**
   * Writes the mail to the outbox and delivers it in the background, so the caller answers in
   * the same time whether or not mail goes out (no hint that an address has an account) and
   * a slow mail server never holds a request. An undelivered mail keeps `sent_at` null.
   */
  send(db: Database, mail: OutgoingMail & { tenantId: string }): Promise<void>;
  /** Waits for the deliveries under way; call before closing the database. */
  drain(): Promise<void>;
}

export function createMailer(transport: MailTransport, log: Logger = providerLog): Mailer {
  const inFlight = new Set<Promise<void>>();

  const deliver = async (db: Database, tenantId: string, id: number, mail: OutgoingMail): Promise<void> => {
    try {
      if (await transport.deliver(mail)) {
        await db.update(outbox).set({ sentAt: new Date() }).where(and(ofTenant(outbox, tenantId), eq(outbox.id, id)));
      }
    } catch (error) {
      // The outbox row says to whom; the log holds no address.
      log.error({ tenantId, mailId: id, err: error }, 'mail not delivered');
    }
  };

  return {
    async send(db, { tenantId, to, subject, text }) {
      const [row] = await db.insert(outbox).values({ tenantId, to, subject, text }).returning({ id: outbox.id });
      if (!row) throw new Error('The mail was not written to the outbox');
      const delivery = deliver(db, tenantId, row.id, { to, subject, text }).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async drain() {
      await Promise.all(inFlight);
    },
  };
}
