import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './provider/db/schema.ts',
  out: './provider/db/migrations',
});
