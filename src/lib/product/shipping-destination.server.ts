import { deferred } from '../page-load/page-load.server';
import { loadTenantDestination } from './catalog.server';

/**
 * The country the product page estimates international shipping to: the logged-in
 * shopper's default address, else the tenant's main destination. Personal, so it is read
 * per request and never cached.
 */
export async function shippingDestination(locals: App.Locals): Promise<string | null> {
  if (locals.loggedIn) {
    const addresses = (await deferred(locals.api.getAddresses(), 'product page: addresses'))?.items ?? [];
    const address = addresses.find((a) => a.defaultAddress) ?? addresses[0];
    if (address) return address.country;
  }
  const destination = await loadTenantDestination(locals);
  return destination.ok ? destination.value : null;
}
