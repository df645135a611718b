import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HttpBindings, serve } from '@hono/node-server';
import { parseTrustedProxies } from '../../contract/client-address.server';
import { createLoadShedder, type LoadShedderOptions } from './load-shedder';
import { closeStalledRequests } from './request-deadline';
import { shedLoad } from './shed-load';

export interface ProviderFrontDoorOptions {
  hostname: string;
  port: number;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client the in-flight slots are counted for. */
  trustedProxies: string;
  shedding: LoadShedderOptions;
  /** REQUEST_BODY_TIMEOUT_MS. */
  requestBodyTimeoutMs: number;
}

/**
 * `npm run provider`'s HTTP server: load shedding (per process and per client address) before
 * any routing, and a deadline for each request's headers and body.
 */
export function serveBehindFrontDoor(
  fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>,
  { hostname, port, trustedProxies, shedding, requestBodyTimeoutMs }: ProviderFrontDoorOptions,
  onListening: (info: AddressInfo) => void,
): Server {
  const door = shedLoad(createLoadShedder(shedding), parseTrustedProxies(trustedProxies), fetch);
  // This server is HTTP/1.1 (no `createServer` option): its bindings are HttpBindings.
  const server = serve({ fetch: (request, env) => door(request, env as HttpBindings), hostname, port }, onListening) as Server;
  closeStalledRequests(server, requestBodyTimeoutMs);
  return server;
}
