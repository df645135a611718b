import { readStreamUpTo } from '../../contract/body-limits';
import { ProblemError } from '../http/problem';
import { UPLOAD_MAX_BYTES, type UploadCredentials } from './upload-policy';

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_FORM_BYTES = UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES;

export interface UploadForm extends UploadCredentials {
  file: File;
}

export const uploadTooLarge = () =>
  new ProblemError({ status: 413, code: 'UPLOAD_TOO_LARGE', detail: `The file is larger than ${UPLOAD_MAX_BYTES} bytes.` });

const malformed = (detail: string) => new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail });

/**
 * The multipart POST (docs/product.md, "Upload calls"). The body is read only up to what a largest allowed
 * file and its fields can take: a larger declared length is refused before reading, and a
 * longer stream is cut off there, so an oversized upload never sits whole in memory.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  if (Number(request.headers.get('Content-Length')) > MAX_FORM_BYTES) throw uploadTooLarge();
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) throw malformed('The upload must be a multipart/form-data form.');
  const body = await readStreamUpTo(request.body, MAX_FORM_BYTES);
  if (body === null) throw uploadTooLarge();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw malformed('The upload form could not be read.');
  }
  const field = (name: string): string => {
    const value = form.get(name);
    if (typeof value !== 'string') throw malformed(`The upload form lacks its ${name} field.`);
    return value;
  };
  const file = form.get('file');
  if (!(file instanceof File)) throw malformed('The upload form lacks its file.');
  return { key: field('key'), policy: field('policy'), accessKeyId: field('OSSAccessKeyId'), signature: field('signature'), file };
}
