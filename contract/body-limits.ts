/** JSON and form bodies: refused with 413 BODY_TOO_LARGE above this many bytes, before they are read. */
export const JSON_BODY_MAX_BYTES = 1_048_576;

/** Where upload tokens send the signed multipart form (under /api); it has its own, larger limit. */
export const STORAGE_UPLOAD_PATH = '/storage/upload';
