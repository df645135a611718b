import { EXTERNAL_PROVIDERS, type ExternalProvider } from '../../../contract/payments';
import type { ConfigurableProvider, ProviderEnv } from '../../env';
import type { TenantRow } from '../../http/app-bindings';
import { ProblemError } from '../../http/problem';
import { MIDTRANS_CURRENCY } from './midtrans';

/** Each provider with a real adapter: its PAYMENT_PROVIDERS name and the one currency it charges in. */
const REAL_ADAPTERS: Partial<Record<ExternalProvider, { name: ConfigurableProvider; currency: string }>> = {
  MIDTRANS: { name: 'midtrans', currency: MIDTRANS_CURRENCY },
};

/**
 * How a provider is taken: for real when PAYMENT_PROVIDERS names it (its keys checked at
 * start-up), by the sandbox page on a demo only, else not at all. Without DEMO no page of ours
 * can mark a payment paid (docs/product.md, Payments).
 */
export function providerMode(env: ProviderEnv, provider: ExternalProvider): 'REAL' | 'SANDBOX' | null {
  const real = REAL_ADAPTERS[provider];
  if (real && env.PAYMENT_PROVIDERS.includes(real.name)) return 'REAL';
  return env.DEMO ? 'SANDBOX' : null;
}

/** What a real provider charges in, or null for the sandbox (which shows and takes CNY fen). */
export const realCurrencyOf = (env: ProviderEnv, provider: ExternalProvider): string | null =>
  (providerMode(env, provider) === 'REAL' ? REAL_ADAPTERS[provider]?.currency ?? null : null);

/**
 * The card and wallet providers a tenant's shoppers may pay through: the sandbox takes any, a
 * real provider only a tenant whose currency it charges in (its prices are shown and converted
 * in that currency; a provider is never asked for another).
 */
export function availableProviders(env: ProviderEnv, tenant: Pick<TenantRow, 'currency'>): readonly ExternalProvider[] {
  return EXTERNAL_PROVIDERS.filter((provider) => {
    const mode = providerMode(env, provider);
    return mode === 'SANDBOX' || (mode === 'REAL' && realCurrencyOf(env, provider) === tenant.currency);
  });
}

/** 404 PAYMENT_METHOD_UNAVAILABLE unless the tenant's shoppers may pay through `provider`. */
export function requireAvailable(env: ProviderEnv, tenant: Pick<TenantRow, 'currency'>, provider: ExternalProvider): void {
  if (availableProviders(env, tenant).includes(provider)) return;
  throw new ProblemError({ status: 404, code: 'PAYMENT_METHOD_UNAVAILABLE', detail: `This site takes no payments through ${provider}.` });
}
