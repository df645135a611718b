import { parseArgs } from 'node:util';
import { z } from 'zod';
import { TenantId } from '../../contract/tenant';
import { DEFAULT_TENANT_ID } from '../../contract/tenant-host';
import { Email } from '../../contract/user';
import { COPY, type CopyLanguage } from '../seed/demo-tenants';

/** Labels a tenant can never take: the root site's own (docs/product.md, "Tenants and languages"). */
const RESERVED_LABELS = new Set([DEFAULT_TENANT_ID, 'www']);
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** The languages default articles are written in: a new tenant's one language is one of them. */
export const NEW_TENANT_LANGUAGES = Object.keys(COPY) as CopyLanguage[];

const SiteLabel = (what: string) => TenantId.refine((label) => !RESERVED_LABELS.has(label), `${what} may not be "default" or "www"`);

/** What `npm run tenant -- create` is given (docs/operations.md, "Adding a tenant"), validated. */
export const NewTenant = z.object({
  id: SiteLabel('the id'),
  /** Its sub-domain; the id when not given. */
  host: SiteLabel('the host'),
  name: z.string().trim().min(1).max(80),
  language: z.enum(NEW_TENANT_LANGUAGES as [CopyLanguage, ...CopyLanguage[]]),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code of three capital letters').refine((code) => KNOWN_CURRENCIES.has(code), 'not a currency this platform knows'),
  /** Tenant-currency units per 1 CNY, as the desk's money settings keep it (at most 8 decimals). */
  rate: z.number().positive().max(1_000_000).refine((rate) => Number(rate.toFixed(8)) === rate, 'at most 8 decimals'),
  ownerEmail: Email,
  /** Shown on the site as its service e-mail; the owner's when not given. */
  serviceEmail: Email,
});
export type NewTenant = z.infer<typeof NewTenant>;

export const CREATE_TENANT_USAGE = [
  'Usage: npm run tenant -- create --id <id> --host <sub-domain> --name <name> --language <language>',
  '         --currency <ISO 4217 code> --rate <currency units per 1 CNY> --owner <e-mail> [--service-email <e-mail>]',
  `  --language: one of ${NEW_TENANT_LANGUAGES.join(', ')}; --host defaults to --id.`,
].join('\n');

/** The command line of `npm run tenant -- create`, validated: the input, or every problem in words. */
export function parseCreateTenantArgs(args: readonly string[]): { ok: true; tenant: NewTenant } | { ok: false; message: string } {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        id: { type: 'string' }, host: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' },
        currency: { type: 'string' }, rate: { type: 'string' }, owner: { type: 'string' }, 'service-email': { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, message: `${error instanceof Error ? error.message : String(error)}\n${CREATE_TENANT_USAGE}` };
  }
  if (positionals.length !== 1 || positionals[0] !== 'create') return { ok: false, message: CREATE_TENANT_USAGE };
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const rate = text('rate');
  const parsed = NewTenant.safeParse({
    id: text('id'), host: text('host') ?? text('id'), name: text('name'), language: text('language'), currency: text('currency'),
    rate: rate !== undefined && /^\d+(\.\d+)?$/.test(rate) ? Number(rate) : rate, ownerEmail: text('owner'),
    serviceEmail: text('service-email') ?? text('owner'),
  });
  if (parsed.success) return { ok: true, tenant: parsed.data };
  const problems = parsed.error.issues.map((issue) => `  --${OPTION_OF[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
  return { ok: false, message: `${problems.join('\n')}\n${CREATE_TENANT_USAGE}` };
}

const OPTION_OF: Record<string, string> = { ownerEmail: 'owner', serviceEmail: 'service-email' };
