/** JSON and form bodies: refused with 413 BODY_TOO_LARGE above this many bytes, before they are read. */
export const JSON_BODY_MAX_BYTES = 1_048_576;

/** Where upload tokens send the signed multipart form (under /api); it has its own, larger limit. */
export const STORAGE_UPLOAD_PATH = '/storage/upload';

/**
 * A body stream read only up to `maxBytes`: `null` as soon as it passes them, an empty array
 * for no body. The one capped reader of both sides. The rest is left unread, not cancelled:
 * cancelling would reset the connection, and the client could lose the 413 sent back.
 */
export async function readStreamUpTo(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
