import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '../../contract/body-limits';
import { createTestProvider, type TestProvider } from '../provider/support/test-provider';
import { demoServer } from './support/demo-server';

const OVER = JSON_BODY_MAX_BYTES + 1;
/** A JSON document just over the limit. */
const bigJson = () => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(OVER) });

interface Sent {
  status: number;
  code: string | undefined;
  /** Bytes the client had written when the answer came. */
  writtenWhenAnswered: number;
}

/**
 * Sends a body of `size` bytes in 64 KiB chunks (chunked, or with its Content-Length) over a
 * plain socket, writing each chunk only after the last one drained, and stops writing once the
 * answer starts: a server that answers before reading gets far fewer bytes than were offered.
 * (A socket, not node:http, so an answer followed by a closed connection is still read.)
 */
function sendLarge(port: number, path: string, size: number, { chunked }: { chunked: boolean }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let written = 0;
    let writtenWhenAnswered: number | null = null;
    let received = Buffer.alloc(0);
    const parsed = (): Sent | null => {
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0 || writtenWhenAnswered === null) return null;
      const head = text.slice(0, headEnd);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      let body = text.slice(headEnd + 4);
      if (length !== undefined) {
        if (Buffer.byteLength(body, 'latin1') < Number(length)) return null;
      } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
        if (!body.includes('0\r\n\r\n')) return null;
        body = body.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '');
      }
      let code: string | undefined;
      try {
        code = (JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), code, writtenWhenAnswered };
    };
    const settle = (): void => {
      const sent = parsed();
      if (!sent) return;
      socket.destroy();
      resolve(sent);
    };
    socket.on('data', (data: Buffer) => {
      writtenWhenAnswered ??= written;
      received = Buffer.concat([received, data]);
      settle();
    });
    // A write error after the answer has come is the server closing: the answer decides.
    socket.on('error', () => {});
    socket.on('close', () => (parsed() ? settle() : reject(new Error(`closed without a whole answer: ${received.toString('latin1')}`))));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nOrigin: http://localhost:${port}\r\n` +
      `${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const writeMore = (): void => {
      while (writtenWhenAnswered === null && written < size && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
        written += piece.length;
        const data = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        if (!socket.write(data)) {
          socket.once('drain', writeMore);
          return;
        }
      }
      if (chunked && written >= size && writtenWhenAnswered === null) socket.write('0\r\n\r\n');
    };
    writeMore();
  });
}

describe('the storefront refuses bodies over 1 MiB before reading them', () => {
  const server = demoServer();
  // Far more than the socket buffers between the test and the server hold.
  const LARGE = 32 * 1024 * 1024;

  it.each([
    ['/api/front/user/login', false],
    ['/api/front/user/login', true],
    ['/api/front/user/profile', false],
    ['/auth/session', false],
    ['/auth/session', true],
    ['/auth/session/signup', true],
  ])('POST %s (chunked: %s) → 413 BODY_TOO_LARGE, unread', async (path, chunked) => {
    const sent = await sendLarge(server.port, path, LARGE, { chunked });
    expect(sent.status).toBe(413);
    expect(sent.code).toBe('BODY_TOO_LARGE');
    // Answered long before the body went over the wire.
    expect(sent.writtenWhenAnswered).toBeLessThan(LARGE / 2);
  });

  it('the login form posted without JavaScript is refused the same way', async () => {
    const sent = await sendLarge(server.port, '/auth/login', LARGE, { chunked: true });
    expect(sent.status).toBe(413);
  });

  it('a body within the limit still reaches the provider', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password', note: 'x'.repeat(JSON_BODY_MAX_BYTES - 200) });
    expect(body.length).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES);
    const response = await server.request('/api/front/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${server.host}` },
      body,
    });
    expect(response.status).toBe(401);
  });
});

describe('the provider refuses bodies over 1 MiB', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(() => provider.close());

  it('by Content-Length, before reading', async () => {
    const response = await provider.app.request('/api/front/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(OVER), 'x-tenant-id': 'default' },
      body: bigJson(),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('BODY_TOO_LARGE');
  });

  it('streamed without a length, as soon as it passes the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        if (pulled > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await provider.app.request('/api/front/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-tenant-id': 'default' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });
});
