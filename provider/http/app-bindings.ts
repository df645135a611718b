import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { LanguageCode } from '../../src/lib/api/contract/language';
import type { Database } from '../db/client';
import type { tenants } from '../db/schema';
import type { ProviderEnv } from '../env';
import type { ObjectStorage } from '../storage/object-storage';

export type TenantRow = typeof tenants.$inferSelect;

export interface AppVariables {
  db: Database;
  storage: ObjectStorage;
  env: ProviderEnv;
  /** The request's tenant; set by the tenant middleware on /front/* routes only. */
  tenant: TenantRow;
  /** Languages to look content up in, best first: requested, tenant default, English. */
  contentLanguages: readonly LanguageCode[];
}

export type AppBindings = { Variables: AppVariables };

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
