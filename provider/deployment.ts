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

/** What a production start must be given: its keys, and (for a provider) the mail server. */
export type ProductionSetting = ProductionSecret | 'SMTP_URL';

/**
 * The settings of a provider process: upload policies and payment notifications are checked by
 * any of them, and sign-up and password-reset codes reach the shopper only by e-mail.
 */
export const PROVIDER_SETTINGS: readonly ProductionSetting[] = ['UPLOAD_SIGNING_SECRET', 'PAYMENT_NOTIFY_SECRET', 'SMTP_URL'];

const listed = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : names.join('');

/** Refuses a production start that lacks any of `settings`, naming each and what to set it to. */
export function requireProductionSettings(source: Source, settings: readonly ProductionSetting[]): void {
  if (!isProduction(source)) return;
  const missing = settings.filter((name) => !source[name]);
  const secrets = missing.filter((name) => name !== 'SMTP_URL');
  const problems = [
    ...(secrets.length > 0 ? [`NODE_ENV=production needs ${listed(secrets)}: set ${secrets.length > 1 ? 'each' : 'it'} to a random string ` +
      'of 32+ characters, the same on every process of the site.'] : []),
    ...(missing.includes('SMTP_URL') ? ['NODE_ENV=production needs SMTP_URL (smtp:// or smtps://, the mail server): sign-up and ' +
      'password-reset codes reach shoppers only by e-mail.'] : []),
  ];
  if (problems.length > 0) throw new Error(problems.join(' '));
}
