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
  /** URL prefix under which stored files are served (the provider's own /api/files by default). */
  PUBLIC_STORAGE_URL: z.string().default('/api/files'),
});

const EnvSchema = EnvVariables.transform(({ STORAGE_DIR, ...env }) => ({
  ...env,
  STORAGE_DIR: STORAGE_DIR ?? path.join(env.DATA_DIR, 'storage'),
}));

export type ProviderEnv = z.output<typeof EnvSchema>;

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
