import type { Context } from 'hono';
import type { AppBindings } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import { publicOrigin } from '../../uploads/public-origin';

/**
 * Where the provider's page sends the shopper back: only an address on this site (its
 * PUBLIC_URL, or the host the storefront names), so the payment page is no open redirect.
 */
export function ownReturnAddress(c: Context<AppBindings>, address: string): string {
  const own = [publicOrigin(c.req.raw, c.var.env.PUBLIC_URL), publicOrigin(c.req.raw, undefined)];
  if (own.includes(new URL(address).origin)) return address;
  throw new ProblemError({
    status: 400, code: 'VALIDATION_FAILED', detail: 'The request body is invalid.',
    errors: [{ path: 'domainUrl', message: 'Must be an address on this site' }],
  });
}
