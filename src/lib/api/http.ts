import ky, { isHTTPError, type KyInstance } from 'ky';
import { Problem } from '../../../contract/problem';

/** Every call times out after 30 s (docs/product.md, "API calls"). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface HttpContext {
  /** `/api/` in the browser; an absolute URL on the server. */
  baseUrl: string;
  /** Host name of the site the shopper is on (`X-Tenant-Domain`). */
  tenantDomain: string;
  /** Tenant id (`X-Tenant-Id`): the forced tenant when one is configured, else the resolved one. */
  tenantId?: string | undefined;
  /** Interface language (`Accept-Language`). */
  language: string;
  /** Access token; only the server holds it (the browser's cookie is HttpOnly). */
  token?: string | undefined;
  /** The shopper's address (`X-Forwarded-For`) when the server calls on their behalf: the provider limits login tries per client. */
  clientAddress?: string | undefined;
  /** Per-attempt timeout; server rendering uses a shorter one than the shopper's calls. */
  timeoutMs?: number;
  /** Transport; the server passes the provider connection (in-process or remote). */
  fetch?: typeof fetch;
}

let onUnauthorized: (() => void) | null = null;

/**
 * Features register what a 401 means (log out, toast, go to login); the client stays at
 * the bottom of the dependency graph and knows no feature. One listener for every call
 * that carries the session: the provider's, through this client, and the storefront's own.
 */
export function setUnauthorizedListener(listener: (() => void) | null): void {
  onUnauthorized = listener;
}

/** A call that carried the session met a 401: the session is gone. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

/** The one test for a 401 a provider call failed with: the session is expired, revoked or of another tenant. */
export const isUnauthorized = (error: unknown): boolean => isHTTPError(error) && error.response.status === 401;
export const isNotFound = (error: unknown): boolean => isHTTPError(error) && error.response.status === 404;

/** The one HTTP client: base, tenant and language headers, bearer token, timeout, 401 rule. */
export function createHttp(ctx: HttpContext): KyInstance {
  return ky.create({
    baseUrl: ctx.baseUrl,
    timeout: ctx.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // Retrying a slow provider only makes the shopper wait longer; failures surface at once.
    retry: 0,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('X-Tenant-Domain', ctx.tenantDomain);
          if (ctx.tenantId) request.headers.set('X-Tenant-Id', ctx.tenantId);
          request.headers.set('Accept-Language', ctx.language);
          if (ctx.token) request.headers.set('Authorization', `Bearer ${ctx.token}`);
          if (ctx.clientAddress) request.headers.set('X-Forwarded-For', ctx.clientAddress);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (response.status === 401) reportUnauthorized();
        },
      ],
    },
  });
}

/** The problem JSON (RFC 9457) a failed call carried, if any. */
export function problemOf(error: unknown): Problem | null {
  if (!isHTTPError(error)) return null;
  const parsed = Problem.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
