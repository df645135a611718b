// Imported by the provider and, type-stripped by Node, by `scripts/start.mjs`: Node built-ins only.
import type { Server } from 'node:http';

/**
 * How often Node looks for requests past their deadline (its default, 30 s, would let a
 * trickling request hold its connection and its in-flight slot that much longer).
 */
const DEADLINE_CHECK_EVERY_MS = 1_000;

/** REQUEST_BODY_TIMEOUT_MS, validated: a request's headers and body must arrive within it (10 s by default). */
export function requestBodyTimeoutFrom(source: Record<string, string | undefined>): number {
  const raw = source['REQUEST_BODY_TIMEOUT_MS'];
  if (!raw) return 10_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`REQUEST_BODY_TIMEOUT_MS must be a positive integer, not ${JSON.stringify(raw)}`);
  return value;
}

/**
 * A request whose headers and body have not all arrived `timeoutMs` after its first byte is
 * answered 408 by Node and its connection closed, freeing the in-flight slot it was admitted
 * to (a client sending a byte a second would otherwise hold it for as long as it liked: Node
 * allows five minutes). Call it in the tick the server was told to listen: Node reads the
 * check interval when the server starts listening.
 */
export function closeStalledRequests(server: Server, timeoutMs: number): void {
  server.headersTimeout = timeoutMs;
  server.requestTimeout = timeoutMs;
  Object.assign(server, { connectionsCheckingInterval: DEADLINE_CHECK_EVERY_MS });
}
