import type { ProviderDatabase } from '../db/client';
import type { Listen, Unlisten } from '../db/listen';
import type { tenants } from '../db/schema';

type TenantRow = typeof tenants.$inferSelect;

/** The channel the `tenants` trigger NOTIFYs with a changed tenant's id, at commit (migration `tenant_row_notify`). */
const CHANNEL = 'tenant_rows';
/** A row older than this is read again even without a NOTIFY: the bound should one ever be missed. */
export const TENANT_ROW_MAX_AGE_MS = 5_000;

export interface TenantRowCache {
  /** The tenant row under `key` (an id or a site label), read by `read` unless held; a tenant not found is never held. */
  get(key: string, read: () => Promise<TenantRow | undefined>): Promise<TenantRow | undefined>;
  /** Stops listening (the process is closing). */
  close(): Promise<void>;
}

/**
 * Every shopper and desk call needs its tenant's row; the process holds the rows it read and
 * drops one when the tenant's row changes. Every write to `tenants` (a desk write's raised
 * site version, a script, a test) NOTIFYs at commit, which reaches this process and, on
 * PostgreSQL, every other provider process; a lost LISTEN connection drops them all, and a row
 * is kept at most TENANT_ROW_MAX_AGE_MS in any case. Until it listens, nothing is held.
 */
export function createTenantRowCache(listen: Listen, now: () => number = Date.now): TenantRowCache {
  const rows = new Map<string, { row: TenantRow; readAt: number }>();
  // Raised by every drop, so a row read while a drop came in is not kept.
  let drops = 0;
  const dropTenant = (tenantId: string): void => {
    drops++;
    for (const [key, held] of rows) if (held.row.id === tenantId) rows.delete(key);
  };
  const dropAll = (): void => {
    drops++;
    rows.clear();
  };
  let listening: Promise<Unlisten> | null = null;
  const start = (): Promise<Unlisten> => {
    listening ??= listen(CHANNEL, { onPayload: dropTenant, onGap: dropAll }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };
  return {
    async get(key, read) {
      const live = await start().then(() => true, () => false);
      if (!live) return read();
      const held = rows.get(key);
      if (held && now() - held.readAt < TENANT_ROW_MAX_AGE_MS) return held.row;
      const [dropsBefore, readAt] = [drops, now()];
      const row = await read();
      if (row && drops === dropsBefore) rows.set(key, { row, readAt });
      return row;
    },
    async close() {
      const unlisten = await listening?.catch(() => null);
      listening = null;
      rows.clear();
      await unlisten?.();
    },
  };
}

/**
 * The tenant rows a provider holds on its database: on embedded PGlite, where a NOTIFY is
 * delivered before the writer's commit returns, so the next call already reads the new row.
 * On PostgreSQL the NOTIFY comes over another connection a moment after the commit, and a call
 * in that moment would answer the row as it was; there the row is read on every call (null).
 */
export const tenantRowCacheFor = (database: Pick<ProviderDatabase, 'kind' | 'listen'>): TenantRowCache | null =>
  database.kind === 'pglite' ? createTenantRowCache(database.listen) : null;
