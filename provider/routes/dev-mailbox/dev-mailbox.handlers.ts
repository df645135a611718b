import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema';
import type { AppRouteHandler } from '../../http/app-bindings';
import { wholeList } from '../../http/lists';
import type { listMailboxRoute } from './dev-mailbox.routes';
import { ofTenant } from '../../db/ownership';

const MAILBOX_SIZE = 50;

export const listMailbox: AppRouteHandler<typeof listMailboxRoute> = async (c) => {
  const { to } = c.req.valid('query');
  const rows = await c.var.db
    .select()
    .from(outbox)
    .where(and(ofTenant(outbox, c.var.tenant.id), eq(outbox.to, to)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MAILBOX_SIZE);
  return c.json(wholeList(rows.map(({ to, subject, text, createdAt }) => ({ to, subject, text, createdAt: createdAt.toISOString() }))), 200);
};
