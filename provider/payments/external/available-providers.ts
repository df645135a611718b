import { EXTERNAL_PROVIDERS, type ExternalProvider } from '../../../contract/payments';
import type { ProviderEnv } from '../../env';
import { ProblemError } from '../../http/problem';

/**
 * The card and wallet providers shoppers may pay through. The sandbox stands in for every
 * provider on a demo only: a site without DEMO offers none, so no page of ours can ever mark a
 * payment paid there (docs/product.md, Payments).
 */
export const availableProviders = (env: ProviderEnv): readonly ExternalProvider[] => (env.DEMO ? EXTERNAL_PROVIDERS : []);

/** 404 PAYMENT_METHOD_UNAVAILABLE unless shoppers may pay through `provider`. */
export function requireAvailable(env: ProviderEnv, provider: ExternalProvider): void {
  if (availableProviders(env).includes(provider)) return;
  throw new ProblemError({ status: 404, code: 'PAYMENT_METHOD_UNAVAILABLE', detail: `This site takes no payments through ${provider}.` });
}
