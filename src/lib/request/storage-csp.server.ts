import { storageOrigins } from '../../../contract/storage-location';

/**
 * The Content-Security-Policy additions for the storage this site is configured with (the
 * provider's S3_* and PUBLIC_STORAGE_URL variables, no keys): the bucket the browser posts
 * image-search photos to (connect-src) and the CDN pictures load from (img-src). Nothing is
 * added when files and uploads stay on the site's own origin.
 */
export function storageDirectives(env: NodeJS.ProcessEnv = process.env): (`connect-src ${string}` | `img-src ${string}`)[] {
  const { upload, files } = storageOrigins(env);
  return [...(upload ? [`connect-src ${upload}` as const] : []), ...(files ? [`img-src ${files}` as const] : [])];
}

/** This site's: the environment is read once, when the server starts. */
export const STORAGE_DIRECTIVES = storageDirectives();
