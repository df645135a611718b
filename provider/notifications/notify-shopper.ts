import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { AccountOwner } from '../ledger/ledger';

export interface ShopperNotice {
  title: string;
  body: string;
}

/**
 * Tells the shopper of a change they should know of (paid, purchased, arrived, refunded, a price
 * difference, a deposit confirmed): a user notification and an e-mail through the outbox.
 * Called after the change committed, so a rolled-back change never notifies.
 */
export async function notifyShopper(deps: { db: Database; mailer: Mailer }, owner: AccountOwner, notice: ShopperNotice, now: Date): Promise<void> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)));
  if (!user) return;
  await deps.db.insert(notifications).values({ ...owner, title: notice.title, body: notice.body, createdAt: now });
  await deps.mailer.send(deps.db, { tenantId: owner.tenantId, to: user.email, subject: notice.title, text: notice.body });
}

/** ¥1,234.50 for 123450 fen. */
export const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
