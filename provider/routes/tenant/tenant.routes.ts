import { createRoute } from '@hono/zod-openapi';
import { ExchangeInfo, Tenant } from '../../../contract/tenant';
import { jsonResponse, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

const tags = ['Tenant'];

export const getTenantRoute = createRoute({
  method: 'get',
  path: '/front/tenant',
  tags,
  summary: "The request's tenant: branding, languages, contacts, exchange info and preferences",
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(Tenant, 'The tenant'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const getExchangeRateRoute = createRoute({
  method: 'get',
  path: '/front/exchange-rate',
  tags,
  summary: 'Tenant-currency units per 1 CNY',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(ExchangeInfo, 'The exchange info'), ...TENANT_NOT_FOUND_RESPONSE },
});
