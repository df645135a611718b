/*
 * node-postgres warns (once per process) when a query is sent on a connection still running
 * another, and its next major refuses it: in a transaction, which is one connection, a
 * request's reads must take turns (provider/db/queries-together.ts). On PostgreSQL
 * (TEST_DATABASE_URL) the provider tests fail on that warning instead of printing it.
 */
function failOnOverlap(warning: Error): void {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    throw new Error(`Queries overlapped on one PostgreSQL connection (a Promise.all inside a transaction?): ${warning.message}`);
  }
}

// Once per worker: its test files share one module graph (vitest.config.ts), and run this each.
const listening = Symbol.for('provider-tests.fail-on-overlap');
const worker = globalThis as typeof globalThis & { [listening]?: true };
if (!worker[listening]) {
  worker[listening] = true;
  process.on('warning', failOnOverlap);
}
