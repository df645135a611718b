import { JSON_BODY_MAX_BYTES } from '../../../contract/body-limits';
import { problemResponse } from '../api/problem-response';

export const bodyTooLarge = (): Response =>
  problemResponse(413, 'BODY_TOO_LARGE', 'Content Too Large', { headers: { connection: 'close' } });

/**
 * The request body, read only up to `max` bytes: `null` as soon as it declares (Content-Length)
 * or streams more, without reading the rest; an empty array without a body.
 */
export async function readBodyUpTo(request: Request, max = JSON_BODY_MAX_BYTES): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
