import { createApiClient, type ApiClient } from './client';
import { createHttp } from './http';

let client: ApiClient | undefined;

/**
 * The typed client as islands use it: same-origin `/api/`, whose forwarder adds the tenant
 * and the token. The page language comes from `<html data-lng>`.
 */
export function browserApi(): ApiClient {
  client ??= createApiClient(
    createHttp({
      baseUrl: '/api/',
      tenantDomain: location.hostname,
      language: document.documentElement.dataset.lng ?? 'en',
    }),
  );
  return client;
}
