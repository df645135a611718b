import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');

/**
 * Settings a production start needs: keys (any 32+ characters do for a test) and a mail
 * server. The SMTP connection is made only when a mail goes out, so nothing listens there.
 */
export const PRODUCTION_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  UPLOAD_SIGNING_SECRET: 'test-upload-secret-0123456789abcdef',
  PAYMENT_NOTIFY_SECRET: 'test-payment-notify-secret-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

export interface RunningServer {
  origin: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** GET/POST against the server without following redirects, with any Host header. */
  request(pathAndQuery: string, init?: RequestInit & { host?: string }): Promise<Response>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `node scripts/start.mjs` as `npm start` runs it (building first when the sources are newer), on a free port and a fresh DATA_DIR. */
export function spawnStart(env: Record<string, string>, port: number, dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let printed = '';
  const child = spawn(NODE, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { printed += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => printed, exited };
}

/** Starts the real storefront (embedded provider) and waits until it says it is ready. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'security-test-'));
  const { child, output, exited } = spawnStart(env, port, dataDir);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output().includes('[start] ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 200);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${output()}`));
    });
  });
  await ready;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    output,
    request: (pathAndQuery, init) => rawRequest(port, pathAndQuery, init),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One HTTP request with the headers exactly as given (fetch would not let a test set Host;
 * `localhost:<port>` unless `host` says otherwise), answered as a Response; redirects are not followed.
 */
export async function rawRequest(port: number, pathAndQuery: string, { host, ...init }: RequestInit & { host?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { host: host ?? `localhost:${port}`, ...Object.fromEntries(new Headers(init.headers)) };
  const body = init.body == null ? undefined : Buffer.from(typeof init.body === 'string' ? init.body : new Uint8Array(await new Response(init.body).arrayBuffer()));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: pathAndQuery, method: init.method ?? 'GET', headers, setHost: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
        }
        const status = incoming.statusCode ?? 0;
        resolve(new Response([101, 204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
