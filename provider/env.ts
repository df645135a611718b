import path from 'node:path';
import { z } from 'zod';

/** PGlite keeps its data in memory instead of DATA_DIR (tests). */
export const IN_MEMORY_DATA_DIR = 'memory://';

const EnvVariables = z.object({
  /** PostgreSQL connection string; when unset the provider embeds PGlite. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL').optional(),
  /** PGlite data, the lock file and (by default) stored files; `memory://` keeps PGlite in memory. */
  DATA_DIR: z.string().default('.data'),
  PROVIDER_PORT: z.coerce.number().int().min(1).max(65535).default(4322),
  PROVIDER_HOST: z.string().default('127.0.0.1'),
  STORAGE_DIR: z.string().optional(),
  /** Base domain whose sub-domains name tenants (e.g. shop.example), as the storefront's SITE_DOMAIN. */
  SITE_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, 'Expected a domain name').optional(),
  /**
   * The site's public origin (e.g. https://shop.example.com), for the absolute upload address in
   * upload tokens; when unset it comes from X-Forwarded-Host/-Proto or the request itself.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Signs upload policies (HMAC-SHA256); at least 32 characters, the same on every provider
   * process. When unset, a random key is kept in DATA_DIR.
   */
  UPLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  /** URL prefix under which stored files are served (the provider's own /api/files by default). */
  PUBLIC_STORAGE_URL: z.string().default('/api/files'),
  /** smtp:// or smtps:// URL of the mail server; when unset, mail is only logged and kept in the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'Expected an smtp:// or smtps:// URL').optional(),
  /** Sender of the provider's mail. */
  MAIL_FROM: z.string().default('Proxy storefront <no-reply@localhost>'),
  /**
   * `1` serves the outbox at GET /api/dev/mailbox, so a demo can finish sign-up without SMTP.
   * Anyone can read every code there: never on a public site.
   */
  DEMO_MAILBOX: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
  /** Minutes an unpaid purchase order waits for its payment before it closes by itself. */
  ORDER_PAY_WITHIN_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(24 * 60),
  /**
   * `1` runs the demo fulfilment worker: paid orders move on by themselves, bank deposits are
   * confirmed. Only for a demo: it plays the agent with the shoppers' money.
   */
  DEMO: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
  /** Milliseconds between two steps of the demo fulfilment worker. */
  DEMO_STEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(20_000),
  /**
   * Signs the notifications of the sandbox payment providers (HMAC-SHA256); at least 32
   * characters, the same on every provider process. When unset, a random key is kept in DATA_DIR.
   */
  PAYMENT_NOTIFY_SECRET: z.string().min(32).optional(),
});

const EnvSchema = EnvVariables.transform(({ STORAGE_DIR, ...env }) => ({
  ...env,
  STORAGE_DIR: STORAGE_DIR ?? path.join(env.DATA_DIR, 'storage'),
}));

export type ProviderEnv = z.output<typeof EnvSchema>;

/**
 * The demo mailbox opens by default where a person tries the product on their own machine:
 * the provider embedded in the storefront, and `npm run provider` outside production. It stays
 * closed when DEMO_MAILBOX is given, or when SMTP delivers real mail.
 */
export function withDemoMailboxByDefault(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return source['DEMO_MAILBOX'] !== undefined || source['SMTP_URL'] ? source : { ...source, DEMO_MAILBOX: '1' };
}

/** Validates the environment once at start-up; an empty variable counts as unset. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ProviderEnv {
  const present = Object.fromEntries(
    Object.keys(EnvVariables.shape).flatMap((key) => (source[key] ? [[key, source[key]]] : [])),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid provider environment:\n${problems}`);
  }
  return result.data;
}
