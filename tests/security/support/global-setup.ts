import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The storefront every security test file shares: `npm start`'s demo, on a fresh DATA_DIR. */
    demoServer: { origin: string; port: number };
  }
}

/** One demo server for the suite (a start seeds the full catalog, over a minute on a small machine). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('demoServer', { origin: server.origin, port: server.port });
  return () => server.stop();
}
