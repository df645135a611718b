import { inject } from 'vitest';
import { rawRequest } from './server';

/** The shared demo server (see global-setup.ts), with requests that may set any Host. */
export function demoServer() {
  const { origin, port } = inject('demoServer');
  return {
    origin,
    port,
    /** This site's own host, as a browser on the machine names it. */
    host: `localhost:${port}`,
    request: (pathAndQuery: string, init: RequestInit & { host?: string } = {}) => rawRequest(port, pathAndQuery, init),
  };
}
