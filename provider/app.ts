import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { type Clock, systemClock } from './clock';
import type { Database } from './db/client';
import { demoMailboxOpen, type ProviderEnv } from './env';
import type { AppBindings } from './http/app-bindings';
import { requestBodyLimit } from './http/body-limit';
import { BEARER_SCHEME, DESK_BEARER_SCHEME } from './http/openapi-responses';
import { isDatabaseUnavailable, isDataException } from './db/errors';
import { privateByDefault } from './http/private-by-default';
import { codeForStatus, ProblemError, problemResponse } from './http/problem';
import { requestLog } from './http/request-log';
import { validationHook } from './http/validation-hook';
import { type Logger, providerLog } from './logger';
import type { Mailer } from './mail/mailer';
import { billingAddressesRouter, userAddressesRouter } from './routes/address-books/address-books.index';
import { addressesRouter } from './routes/addresses/addresses.index';
import { cartRouter } from './routes/cart/cart.index';
import { customCartItemsRouter } from './routes/custom-cart-items/custom-cart-items.index';
import { customsInfoRouter } from './routes/customs-info/customs-info.index';
import { deskAuditRouter } from './routes/desk-audit/desk-audit.index';
import { deskContentRouter } from './routes/desk-content/desk-content.index';
import { deskHomeRouter } from './routes/desk-home/desk-home.index';
import { deskShippingRouter } from './routes/desk-shipping/desk-shipping.index';
import { deskContentListsRouter } from './routes/desk-content-lists/desk-content-lists.index';
import { deskHowToRouter } from './routes/desk-content-lists/desk-how-to.index';
import { deskDashboardRouter } from './routes/desk-dashboard/desk-dashboard.index';
import { deskInvitationsRouter } from './routes/desk-invitations/desk-invitations.index';
import { deskMeRouter } from './routes/desk-me/desk-me.index';
import { deskMoneyRouter } from './routes/desk-money/desk-money.index';
import { deskPreferencesRouter } from './routes/desk-preferences/desk-preferences.index';
import { deskOperatorsRouter } from './routes/desk-operators/desk-operators.index';
import { deskSettingsRouter } from './routes/desk-settings/desk-settings.index';
import { deskPackingRouter } from './routes/desk-packing/desk-packing.index';
import { deskReceivingRouter } from './routes/desk-receiving/desk-receiving.index';
import { deskPurchasingRouter } from './routes/desk-purchasing/desk-purchasing.index';
import { deskSessionRouter } from './routes/desk-session/desk-session.index';
import { deskShoppersRouter } from './routes/desk-shoppers/desk-shoppers.index';
import { devAgentRouter } from './routes/dev-agent/dev-agent.index';
import { devMailboxRouter } from './routes/dev-mailbox/dev-mailbox.index';
import { externalPaymentsRouter, paymentNotificationsRouter, sandboxPaymentsRouter } from './routes/external-payments/external-payments.index';
import { filesRouter } from './routes/files/files.index';
import { freightRouter } from './routes/freight/freight.index';
import { healthRouter } from './routes/health/health.index';
import { previewProductRouter } from './routes/preview-product/preview-product.index';
import { paymentsRouter } from './routes/payments/payments.index';
import { productRouter } from './routes/product/product.index';
import { purchaseOrdersRouter } from './routes/purchase-orders/purchase-orders.index';
import { serviceCategoriesRouter } from './routes/service-categories/service-categories.index';
import { siteContentRouter } from './routes/site-content/site-content.index';
import { sitePagesRouter } from './routes/site-pages/site-pages.index';
import { siteVersionsRouter } from './routes/site-versions/site-versions.index';
import { tenantRouter } from './routes/tenant/tenant.index';
import { stockInParcelsRouter } from './routes/stock-in-parcels/stock-in-parcels.index';
import { transitOptionsRouter } from './routes/transit-options/transit-options.index';
import { transitOrdersRouter } from './routes/transit-orders/transit-orders.index';
import { uploadsRouter } from './routes/uploads/uploads.index';
import { userCredentialsRouter } from './routes/user-credentials/user-credentials.index';
import { userAccountRouter } from './routes/user-account/user-account.index';
import { userFeedbackRouter } from './routes/user-feedback/user-feedback.index';
import { userEventsRouter } from './routes/user-events/user-events.index';
import { userNotificationsRouter } from './routes/user-notifications/user-notifications.index';
import { userProfileRouter } from './routes/user-profile/user-profile.index';
import { userRegistrationRouter } from './routes/user-registration/user-registration.index';
import { userSessionRouter } from './routes/user-session/user-session.index';
import { userWarehousesRouter } from './routes/user-warehouses/user-warehouses.index';
import { warehousesRouter } from './routes/warehouses/warehouses.index';
import type { ObjectStorage } from './storage/object-storage';
import { tenantMiddleware } from './tenancy/tenant-middleware';
import type { TenantRowCache } from './tenancy/tenant-row-cache';
import type { ShopperEventHub } from './live/shopper-event-hub';

/** A database restart is over in seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

export interface ProviderDependencies {
  db: Database;
  storage: ObjectStorage;
  env: ProviderEnv;
  mailer: Mailer;
  /** Wakes the shoppers' event streams (live/shopper-event-hub.ts). */
  events: ShopperEventHub;
  /** The tenant rows the process holds; without it every call reads its tenant's row. */
  tenantRows?: TenantRowCache | null;
  clock?: Clock;
  /** Where request and error logs go (standard output by default). */
  log?: Logger;
  /** Whether the process is shutting down (its readiness then answers 503); never, by default. */
  draining?: () => boolean;
}

/** The provider API under /api: every answer is JSON, a file, or RFC 9457 problem JSON. */
export function createProviderApp({ db, storage, env, mailer, events, tenantRows = null, clock = systemClock, log = providerLog, draining = () => false }: ProviderDependencies) {
  const app = new OpenAPIHono<AppBindings>({ defaultHook: validationHook }).basePath('/api');

  app.use('*', requestLog(log));

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('storage', storage);
    c.set('env', env);
    c.set('mailer', mailer);
    c.set('events', events);
    c.set('tenantRows', tenantRows);
    c.set('clock', clock);
    c.set('draining', draining);
    await next();
  });
  app.use('*', privateByDefault);
  app.use('*', requestBodyLimit);
  // Every shopper-facing and desk call belongs to a tenant (a desk session only to its own).
  app.use('/front/*', tenantMiddleware);
  app.use('/desk/*', tenantMiddleware);

  // One chain, so every route's path, input and answers reach the app's type (and the typed test client).
  const api = app
    .route('/', healthRouter)
    .route('/', filesRouter)
    .route('/', tenantRouter)
    .route('/', siteVersionsRouter)
    .route('/', warehousesRouter)
    .route('/', addressesRouter)
    .route('/', transitOptionsRouter)
    .route('/', serviceCategoriesRouter)
    .route('/', siteContentRouter)
    .route('/', productRouter)
    .route('/', freightRouter)
    .route('/', sitePagesRouter)
    .route('/', userRegistrationRouter)
    .route('/', userSessionRouter)
    .route('/', userProfileRouter)
    .route('/', userCredentialsRouter)
    .route('/', userAddressesRouter)
    .route('/', billingAddressesRouter)
    .route('/', customsInfoRouter)
    .route('/', userNotificationsRouter)
    .route('/', userEventsRouter)
    .route('/', userFeedbackRouter)
    .route('/', uploadsRouter)
    .route('/', customCartItemsRouter)
    .route('/', cartRouter)
    .route('/', previewProductRouter)
    .route('/', purchaseOrdersRouter)
    .route('/', paymentsRouter)
    .route('/', userAccountRouter)
    .route('/', externalPaymentsRouter)
    .route('/', paymentNotificationsRouter)
    .route('/', stockInParcelsRouter)
    .route('/', userWarehousesRouter)
    .route('/', transitOrdersRouter)
    .route('/', deskSessionRouter)
    .route('/', deskMeRouter)
    .route('/', deskOperatorsRouter)
    .route('/', deskInvitationsRouter)
    .route('/', deskAuditRouter)
    .route('/', deskShippingRouter)
    .route('/', deskDashboardRouter)
    .route('/', deskPackingRouter)
    .route('/', deskMoneyRouter)
    .route('/', deskPreferencesRouter)
    .route('/', deskReceivingRouter)
    .route('/', deskPurchasingRouter)
    .route('/', deskShoppersRouter)
    .route('/', deskContentRouter)
    .route('/', deskHomeRouter)
    .route('/', deskContentListsRouter)
    .route('/', deskHowToRouter)
    .route('/', deskSettingsRouter);
  if (demoMailboxOpen(env)) app.route('/', devMailboxRouter);
  if (env.DEMO) app.route('/', devAgentRouter);
  // The sandbox's hosted page marks payments paid: on a demo only, never on a real site.
  if (env.DEMO) app.route('/', sandboxPaymentsRouter);

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token answered by login or signup (opaque, 3 months, valid for its own tenant only).',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', DESK_BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator token answered by the desk sign-in (`desk.…`, 3 months, valid on its own tenant\'s desk only; never on a shopper route).',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Proxy storefront provider API',
      version: '1.0.0',
      description: 'Tenant, reference data, site content and shopper accounts of the multi-tenant proxy-purchasing storefront. ' +
        'Select the tenant with X-Tenant-Id or X-Tenant-Domain and the content language with Accept-Language; ' +
        'user calls carry the session token as `Authorization: Bearer`, desk calls (/desk/*) an operator token.',
    },
  });

  app.notFound((c) => problemResponse({ status: 404, code: 'NOT_FOUND', detail: `No route for ${c.req.method} ${c.req.path}.` }));

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(error.problem);
    if (error instanceof HTTPException) {
      return problemResponse({ status: error.status, code: codeForStatus(error.status), detail: error.message });
    }
    if (isDataException(error)) {
      // A value the contract should have refused reached the database: answered as bad input, logged to tighten the contract.
      c.var.log.warn({ err: error }, 'input refused by the database');
      return problemResponse({ status: 400, code: 'VALIDATION_FAILED', detail: 'The request holds a value out of range or not allowed.' });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of the database: answered at once, and the pool reconnects by itself.
      c.var.log.warn({ err: error }, 'database unavailable');
      return problemResponse({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        detail: 'The database cannot be reached for a moment: try again in a few seconds.',
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
      });
    }
    c.var.log.error({ err: error }, 'request failed');
    return problemResponse({ status: 500, code: 'INTERNAL', detail: 'The provider could not answer this request.' });
  });

  return api;
}

export type ProviderApp = ReturnType<typeof createProviderApp>;
