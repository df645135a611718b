/**
 * What kind of start this is, decided from the environment alone: the one rule for the
 * storefront (`npm start`), its embedded provider and `npm run provider`. Plain TypeScript
 * without imports, so `scripts/start.mjs` can load it before anything is built.
 */
type Source = Record<string, string | undefined>;

export const isProduction = (source: Source): boolean => source['NODE_ENV'] === 'production';

/**
 * The demo extras (the readable mailbox, the demo shoppers with their published password, demo
 * fulfilment): `DEMO=1` turns them on and `DEMO=0` off; unset, they are on outside production only.
 */
export function demoEnabled(source: Source): boolean {
  const demo = source['DEMO'];
  if (demo === '1') return true;
  if (demo === '0') return false;
  if (demo) throw new Error(`DEMO must be 1 or 0, not ${JSON.stringify(demo)}`);
  return !isProduction(source);
}

/** The environment with `DEMO` settled to `1` or `0` by demoEnabled. */
export const withDemoDecided = (source: Source): Source => ({ ...source, DEMO: demoEnabled(source) ? '1' : '0' });

/** Keys a production start must be given: unset, each process would make its own and sessions or uploads break across them. */
export type ProductionSecret = 'SESSION_SECRET' | 'UPLOAD_SIGNING_SECRET' | 'PAYMENT_NOTIFY_SECRET';

/** The keys of a provider process: upload policies and payment notifications are checked by any of them. */
export const PROVIDER_SECRETS: readonly ProductionSecret[] = ['UPLOAD_SIGNING_SECRET', 'PAYMENT_NOTIFY_SECRET'];

/** Refuses a production start that lacks any of `secrets`, naming each. */
export function requireProductionSecrets(source: Source, secrets: readonly ProductionSecret[]): void {
  if (!isProduction(source)) return;
  const missing = secrets.filter((name) => !source[name]);
  if (missing.length === 0) return;
  const named = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''}` : missing.join('');
  throw new Error(`NODE_ENV=production needs ${named}: set ${missing.length > 1 ? 'each' : 'it'} to a random string of 32+ characters, ` +
    'the same on every process of the site.');
}
