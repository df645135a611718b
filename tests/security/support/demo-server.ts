import { inject } from 'vitest';
import { rawRequest } from './server';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo-pass-2026' };

/** The shared demo server (see global-setup.ts), with requests that may set any Host. */
export function demoServer() {
  const { origin, port } = inject('demoServer');
  const host = `localhost:${port}`;
  const request = (pathAndQuery: string, init: RequestInit & { host?: string } = {}) => rawRequest(port, pathAndQuery, init);
  return {
    origin,
    port,
    /** This site's own host, as a browser on the machine names it. */
    host,
    request,
    /** Logs the demo shopper in as a browser would (same-origin POST /auth/session); answers the Cookie header. */
    async logInCookie(): Promise<string> {
      const response = await request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://${host}` },
        body: JSON.stringify(DEMO_LOGIN),
      });
      if (response.status !== 200) throw new Error(`demo login: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    },
  };
}
