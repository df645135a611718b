import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/client';
import type { ProviderEnv } from './env';
import type { AppBindings } from './http/app-bindings';
import { codeForStatus, ProblemError, problemResponse } from './http/problem';
import { validationHook } from './http/validation-hook';
import { addressesRouter } from './routes/addresses/addresses.index';
import { filesRouter } from './routes/files/files.index';
import { healthRouter } from './routes/health/health.index';
import { serviceCategoriesRouter } from './routes/service-categories/service-categories.index';
import { siteContentRouter } from './routes/site-content/site-content.index';
import { sitePagesRouter } from './routes/site-pages/site-pages.index';
import { tenantRouter } from './routes/tenant/tenant.index';
import { transitOptionsRouter } from './routes/transit-options/transit-options.index';
import { warehousesRouter } from './routes/warehouses/warehouses.index';
import type { ObjectStorage } from './storage/object-storage';
import { tenantMiddleware } from './tenancy/tenant-middleware';

export interface ProviderDependencies {
  db: Database;
  storage: ObjectStorage;
  env: ProviderEnv;
}

const ROUTERS = [
  healthRouter,
  filesRouter,
  tenantRouter,
  warehousesRouter,
  addressesRouter,
  transitOptionsRouter,
  serviceCategoriesRouter,
  siteContentRouter,
  sitePagesRouter,
];

/** The provider API under /api: every answer is JSON, a file, or RFC 9457 problem JSON. */
export function createProviderApp({ db, storage, env }: ProviderDependencies) {
  const app = new OpenAPIHono<AppBindings>({ defaultHook: validationHook }).basePath('/api');

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('storage', storage);
    c.set('env', env);
    await next();
  });
  // Every shopper-facing call belongs to a tenant.
  app.use('/front/*', tenantMiddleware);

  for (const router of ROUTERS) app.route('/', router);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Proxy storefront provider API',
      version: '1.0.0',
      description: 'Tenant, reference data and site content of the multi-tenant proxy-purchasing storefront. ' +
        'Select the tenant with X-Tenant-Id or X-Tenant-Domain and the content language with Accept-Language.',
    },
  });

  app.notFound((c) => problemResponse({ status: 404, code: 'NOT_FOUND', detail: `No route for ${c.req.method} ${c.req.path}.` }));

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(error.problem);
    if (error instanceof HTTPException) {
      return problemResponse({ status: error.status, code: codeForStatus(error.status), detail: error.message });
    }
    console.error(`[provider] ${c.req.method} ${c.req.path} failed:`, error);
    return problemResponse({ status: 500, code: 'INTERNAL', detail: 'The provider could not answer this request.' });
  });

  return app;
}

export type ProviderApp = ReturnType<typeof createProviderApp>;
