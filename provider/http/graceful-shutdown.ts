// Imported by the provider and, type-stripped by Node, by `scripts/start.mjs`: Node built-ins only.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long requests under way may take to finish after the listener closes, before their connections are cut. */
export const DRAIN_MS = 10_000;
/**
 * How long readiness answers 503 before the listener closes. Closing at once would reset the
 * connections waiting in the kernel's accept queue (a POST among them is lost to the load
 * balancer); by then a balancer checking every 500 ms, down after two failures, sends no more.
 */
export const NOT_READY_GRACE_MS = 2_000;

// On globalThis: the storefront's server (scripts/start.mjs) and its bundled copy of this module share one.
const DRAIN = Symbol.for('proxy-storefront.drain');
const drainController = (): AbortController => ((globalThis as { [DRAIN]?: AbortController | undefined })[DRAIN] ??= new AbortController());

/**
 * Aborted when the server stops accepting connections: answers that would never end by
 * themselves (event streams) end then, so the drain is not held up by them (their clients
 * reconnect to another process).
 */
export const drainSignal = (): AbortSignal => drainController().signal;

export interface GracefulShutdownOptions {
  /** Log prefix, e.g. `provider`. */
  name: string;
  /** Closes what the process holds (the database) once the requests are done. */
  close: () => Promise<void>;
}

export interface GracefulShutdown {
  /** True from the signal on: readiness answers 503 so the load balancer stops sending. */
  draining: () => boolean;
  /** The same shutdown the signals start, with its exit code (a failed listen exits 1). */
  shutdown: (exitCode: number) => void;
}

/**
 * On SIGTERM or SIGINT readiness turns 503 at once and every answer closes its connection (so a
 * load balancer opens the next one on another process); after NOT_READY_GRACE_MS the server stops
 * accepting connections, requests under way finish within DRAIN_MS (then their connections
 * are cut), `close` runs and the process exits 0.
 */
export function shutDownGracefully(server: Server, { name, close }: GracefulShutdownOptions): GracefulShutdown {
  let draining = false;
  let inFlight = 0;
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once('close', () => inFlight--);
    if (draining) res.setHeader('Connection', 'close');
  });

  const shutdown = (exitCode: number): void => {
    if (draining) return;
    draining = true;
    console.log(`[${name}] shutting down: not ready; closing in ${NOT_READY_GRACE_MS} ms`);
    // A failed listen has nothing to drain.
    setTimeout(stopAccepting, server.listening ? NOT_READY_GRACE_MS : 0, exitCode);
  };

  const stopAccepting = (exitCode: number): void => {
    const started = Date.now();
    console.log(`[${name}] closed to new connections: draining ${inFlight} request(s) under way`);
    drainController().abort();
    const cut = setTimeout(() => {
      console.log(`[${name}] ${inFlight} request(s) still under way after ${DRAIN_MS} ms: cutting them`);
      server.closeAllConnections();
    }, DRAIN_MS);
    // close() stops accepting and ends idle keep-alive connections; busy ones end after their answer.
    server.close(() => {
      clearTimeout(cut);
      console.log(`[${name}] requests drained in ${Date.now() - started} ms, closing`);
      close().then(
        () => process.exit(exitCode),
        (error: unknown) => {
          console.error(`[${name}] could not close cleanly:`, error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`[${name}] ${signal} received`);
      shutdown(0);
    });
  }
  return { draining: () => draining, shutdown };
}
