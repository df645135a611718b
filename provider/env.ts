import path from 'node:path';
import { z } from 'zod';
import { BUCKET_NAME } from '../contract/storage-location';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '../contract/client-address.server';
import { FULL_CATALOG_SIZE, MAX_CATALOG_SIZE, MIN_CATALOG_SIZE } from './catalog/generator';
import { PROVIDER_SETTINGS, requireProductionSettings, withDemoDecided } from './deployment';

/** The card and wallet providers with a real adapter, as PAYMENT_PROVIDERS names them. */
export const CONFIGURABLE_PROVIDERS = ['midtrans'] as const;
export type ConfigurableProvider = (typeof CONFIGURABLE_PROVIDERS)[number];

/** PGlite keeps its data in memory instead of DATA_DIR (tests). */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** The keys' rule, named in the start-up error (as the storefront's SESSION_SECRET is). */
const SECRET_MIN_LENGTH = 32;
const SECRET_RULE = `Expected at least ${SECRET_MIN_LENGTH} characters (a random string, the same on every provider process)`;

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
  /** The storefront's port: the desk's set-up links name http://localhost:PORT when neither PUBLIC_URL nor SITE_DOMAIN is set. */
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  /**
   * Signs upload policies (HMAC-SHA256); at least 32 characters, the same on every provider
   * process. When unset, a random key is kept in DATA_DIR.
   */
  UPLOAD_SIGNING_SECRET: z.string().min(SECRET_MIN_LENGTH, SECRET_RULE).optional(),
  /**
   * Addresses and CIDR ranges (comma-separated) whose X-Forwarded-For is believed: the
   * storefront processes and proxies in front of the provider. Anyone else is known by their socket.
   */
  TRUSTED_PROXIES: z.string().default(DEFAULT_TRUSTED_PROXIES).refine((list) => {
    try {
      parseTrustedProxies(list);
      return true;
    } catch {
      return false;
    }
  }, 'Expected IP addresses or CIDR ranges, comma-separated'),
  /**
   * URL prefix under which stored files are served: the provider's own /api/files by default
   * (which reads them from the storage backend), or a CDN or bucket address such as
   * https://cdn.shop.example.
   */
  PUBLIC_STORAGE_URL: z.string().regex(/^(\/|https?:\/\/)/, 'Expected a path (/api/files) or an http(s) URL').default('/api/files'),
  /** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Aliyun OSS) holds the files instead of STORAGE_DIR. */
  S3_BUCKET: z.string().regex(BUCKET_NAME, 'Expected a bucket name (3-63 lower-case letters, digits, dots, hyphens)').optional(),
  /** The store's API endpoint, e.g. http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com; unset for AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket's region (`auto` on R2); us-east-1 when unset. */
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'Expected a region name such as us-east-1 or auto').optional(),
  /** The access key pair; when both are unset, the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `1`: address the bucket as {endpoint}/{bucket} (MinIO, most self-hosted stores) instead of {bucket}.{endpoint host}. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  /**
   * A LibreTranslate-compatible machine-translation service (e.g. http://127.0.0.1:5000) for
   * catalog titles and queries the glossary does not know; when unset or down, the glossary alone.
   */
  TRANSLATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The service's api_key, when it asks for one. */
  TRANSLATE_API_KEY: z.string().optional(),
  /**
   * smtp:// or smtps:// URL of the mail server; required with NODE_ENV=production. When unset,
   * mail is only logged and kept in the outbox.
   */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'Expected an smtp:// or smtps:// URL').optional(),
  /** Sender of the provider's mail. */
  MAIL_FROM: z.string().default('Proxy storefront <no-reply@localhost>'),
  /**
   * `1` runs the demo extras: the outbox at GET /api/dev/mailbox (unless SMTP delivers real
   * mail; anyone can read every code there), the demo shoppers, demo fulfilment. Never on a
   * public site. The entry points settle it with demoEnabled (deployment.ts).
   */
  DEMO: z.enum(['0', '1']).default('0').transform((value) => value === '1'),
  /** Image-search upload bytes one client address, and one logged-in shopper, may store per 24 hours. */
  UPLOAD_DAILY_BYTES_PER_CLIENT: z.coerce.number().int().min(1).max(2_000_000_000).default(100 * 1_048_576),
  /** Image-search upload bytes the whole site stores per 24 hours, all tenants together. */
  UPLOAD_DAILY_BYTES_TOTAL: z.coerce.number().int().min(1).default(2048 * 1_048_576),
  /** Hours an image-search upload is kept before the background sweep deletes it. */
  UPLOAD_RETENTION_HOURS: z.coerce.number().min(0.01).max(24 * 365).default(24),
  /** Minutes an unpaid purchase order waits for its payment before it closes by itself. */
  ORDER_PAY_WITHIN_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(24 * 60),
  /**
   * Milliseconds between two rounds of the scheduled work: closing unpaid orders past their
   * deadline and completing delivered transit orders; storage reminders every tenth round.
   */
  SCHEDULE_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Milliseconds between two steps of the demo fulfilment worker. */
  DEMO_STEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(20_000),
  /**
   * Signs the notifications of the sandbox payment providers (HMAC-SHA256); at least 32
   * characters, the same on every provider process. When unset, a random key is kept in DATA_DIR.
   */
  PAYMENT_NOTIFY_SECRET: z.string().min(SECRET_MIN_LENGTH, SECRET_RULE).optional(),
  /**
   * The card and wallet providers taken for real (comma-separated: `midtrans`), each with its
   * keys below; without DEMO, a provider not named here is not offered at all.
   */
  PAYMENT_PROVIDERS: z.string().optional().transform((list) => (list ? list.split(',') : [])).pipe(z.array(z.enum(CONFIGURABLE_PROVIDERS))),
  /** Midtrans Snap: the merchant's server key (Basic auth of its API, and the key of its notifications' signature_key). */
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  /** Midtrans Snap's API origin: https://app.midtrans.com (production) or https://app.sandbox.midtrans.com. */
  MIDTRANS_API_URL: z.url({ protocol: /^https?$/ }).default('https://app.midtrans.com'),
  /** Products the demo catalog is seeded with on the first start (the bench measures larger catalogs). */
  CATALOG_SIZE: z.coerce.number().int().min(MIN_CATALOG_SIZE).max(MAX_CATALOG_SIZE).default(FULL_CATALOG_SIZE),
});

/** The keys each provider PAYMENT_PROVIDERS names must be given. */
const PROVIDER_KEYS = { midtrans: ['MIDTRANS_SERVER_KEY'] } as const satisfies Record<ConfigurableProvider, readonly string[]>;

/** The S3_* variables only mean something with a bucket, and a key pair comes whole. */
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const EnvSchema = EnvVariables.superRefine((env, context) => {
  if (!env.S3_BUCKET) {
    for (const name of S3_SETTINGS) {
      if (env[name]) context.addIssue({ code: 'custom', path: [name], message: 'Set S3_BUCKET too, or unset this' });
    }
  }
  for (const provider of env.PAYMENT_PROVIDERS) {
    for (const name of PROVIDER_KEYS[provider]) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `Set it: PAYMENT_PROVIDERS names ${provider}` });
    }
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
  }
}).transform(({ STORAGE_DIR, ...env }) => ({
  ...env,
  STORAGE_DIR: STORAGE_DIR ?? path.join(env.DATA_DIR, 'storage'),
}));

export type ProviderEnv = z.output<typeof EnvSchema>;

/** Whether GET /api/dev/mailbox is served: a demo without a real mail server. */
export const demoMailboxOpen = (env: ProviderEnv): boolean => env.DEMO && !env.SMTP_URL;

/**
 * The environment of a provider process (embedded or alone): DEMO settled by the one rule,
 * and a production start refused without its keys (upload policies, payment notifications) or
 * its mail server.
 */
export function loadProcessEnv(source: Record<string, string | undefined> = process.env): ProviderEnv {
  requireProductionSettings(source, PROVIDER_SETTINGS);
  return loadEnv(withDemoDecided(source));
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
