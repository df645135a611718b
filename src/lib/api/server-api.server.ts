import { createApiClient, type ApiClient } from './client';
import { createHttp } from './http';
import { PROVIDER_ORIGIN, SERVER_RENDER_TIMEOUT_MS, serverRenderFetch } from './provider-connection.server';

export interface ServerApiContext {
  tenantId: string;
  tenantDomain: string;
  language: string;
  token?: string | undefined;
  clientAddress?: string | undefined;
}

/** The typed client as the server uses it while rendering a page: short timeout, fail-fast transport. */
export function serverApi(ctx: ServerApiContext): ApiClient {
  return createApiClient(
    createHttp({
      ...ctx,
      baseUrl: `${PROVIDER_ORIGIN}/api/`,
      timeoutMs: SERVER_RENDER_TIMEOUT_MS,
      fetch: serverRenderFetch as typeof fetch,
    }),
  );
}
