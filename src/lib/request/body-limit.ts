import { JSON_BODY_MAX_BYTES, readStreamUpTo } from '../../../contract/body-limits';
import { problemResponse } from '../endpoints/problem-response';

export const bodyTooLarge = (): Response => problemResponse(413, 'BODY_TOO_LARGE', 'Content Too Large');

/**
 * The request body, read only up to `max` bytes: `null` when it declares (Content-Length) or
 * streams more, without reading the rest; an empty array without a body.
 */
export async function readBodyUpTo(request: Request, max = JSON_BODY_MAX_BYTES): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length')) > max) return null;
  return readStreamUpTo(request.body, max);
}
