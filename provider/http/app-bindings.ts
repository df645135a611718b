import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { LanguageCode } from '../../contract/language';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { operators, tenants, users } from '../db/schema';
import type { ProviderEnv } from '../env';
import type { Logger } from '../logger';
import type { ShopperEventHub } from '../live/shopper-event-hub';
import type { Mailer } from '../mail/mailer';
import type { ObjectStorage } from '../storage/object-storage';
import type { TenantRowCache } from '../tenancy/tenant-row-cache';

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OperatorRow = typeof operators.$inferSelect;

export interface AppVariables {
  db: Database;
  storage: ObjectStorage;
  env: ProviderEnv;
  clock: Clock;
  mailer: Mailer;
  /** Wakes the shoppers' event streams. */
  events: ShopperEventHub;
  /** The tenant rows the process holds (tenancy/tenant-row-cache.ts); null reads the row on every call. */
  tenantRows: TenantRowCache | null;
  /** Whether the process is shutting down, so readiness answers 503. */
  draining: () => boolean;
  /** The request's log, tagged with its request id. */
  log: Logger;
  /** The request's tenant; set by the tenant middleware on /front/* routes (and the few others that name it). */
  tenant: TenantRow;
  /** Languages to look content up in, best first: requested, tenant default, English. */
  contentLanguages: readonly LanguageCode[];
  /** The logged-in shopper and their session; set by requireUser on user routes only. */
  user: UserRow;
  sessionId: number;
  /** The signed-in operator and their session; set by requireOperator on desk routes only. */
  operator: OperatorRow;
  operatorSessionId: number;
}

export type AppBindings = { Variables: AppVariables };

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
