import { and, eq } from 'drizzle-orm';
import type { Notice } from '../../contract/notices';
import type { Database } from '../db/client';
import { notifications, tenants, users } from '../db/schema';
import type { AccountOwner } from '../db/ownership';
import type { Mailer } from '../mail/mailer';
import { noticeText } from './notice-text';
import { ofTenant } from '../db/ownership';

/**
 * Tells the shopper of a change they should know of (paid, purchased, arrived, refunded, a price
 * difference, a deposit confirmed): a notification stored as its kind and values (each reader
 * sees it in their language) and an e-mail through the outbox in the shopper's language.
 * Called after the change committed, so a rolled-back change never notifies.
 */
export async function notifyShopper(deps: { db: Database; mailer: Mailer }, owner: AccountOwner, notice: Notice, now: Date): Promise<void> {
  const [reader] = await deps.db.select({
    email: users.email, language: users.language, cnyExchangeRate: tenants.cnyExchangeRate, currency: tenants.currency,
  }).from(users).innerJoin(tenants, eq(tenants.id, users.tenantId)).where(and(ofTenant(users, owner.tenantId), eq(users.id, owner.userId)));
  if (!reader) return;
  await deps.db.insert(notifications).values({ ...owner, kind: notice.kind, params: notice.params, createdAt: now });
  const { title, body } = noticeText(notice, reader.language, reader);
  await deps.mailer.send(deps.db, { tenantId: owner.tenantId, to: reader.email, subject: title, text: body });
}

/** Tells each shopper what the agent's steps (committed) answered, in order; steps with nothing to tell are skipped. */
export async function notifySteps(
  deps: { db: Database; mailer: Mailer }, steps: readonly { owner: AccountOwner; notice: Notice | null }[], now: Date,
): Promise<void> {
  for (const { owner, notice } of steps) if (notice) await notifyShopper(deps, owner, notice, now);
}
