import { randomUUID } from 'node:crypto';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { summarizeError } from '../../contract/logging.server';
import type { Database } from '../db/client';
import { ofTenant } from '../db/ownership';
import { announcements, articleRevisions, articles, faqs, howToUseSteps, siteImages, tenants } from '../db/schema';
import type { Logger } from '../logger';
import { isStorageKey, type ObjectStorage } from '../storage/object-storage';
import { ensureUploaded } from '../uploads/uploaded-key';

/*
 * The site's own pictures (docs/product.md, "Content desk", "Settings"): an operator's upload
 * kept as a banner or the logo, and the seed's drawings. A picture leaves storage only after the
 * change that stopped using it committed (a rolled-back change still shows it) and only when no
 * row of the site names it any more: the seed draws identical artwork once, so rows may share it.
 */

export interface PictureDeps {
  db: Database;
  storage: ObjectStorage;
  log: Logger;
}

/** Copies an upload of this tenant (else 400 at `path`) to a key of its own, out of reach of the image-search sweep; answers its URL. */
export async function keepSitePicture(
  deps: Pick<PictureDeps, 'db' | 'storage'>, tenantId: string, name: string, uploadKey: string, path: string, now: Date,
): Promise<string> {
  await ensureUploaded(deps, tenantId, uploadKey, path, now);
  const upload = await deps.storage.get(uploadKey);
  if (!upload) throw new Error(`The upload ${uploadKey} is recorded but not stored`);
  const kept = `site/${tenantId}/${name}-${randomUUID()}.${upload.contentType === 'image/png' ? 'png' : 'jpg'}`;
  await deps.storage.put(kept, upload.bytes, upload.contentType);
  return deps.storage.urlFor(kept);
}

/** The key of a picture the site itself stored (kept by the desk, or drawn by the seed), or null for any other address. */
function ownPictureKey(storage: ObjectStorage, tenantId: string, url: string): string | null {
  for (const folder of [`site/${tenantId}/`, `seed/${tenantId}/`]) {
    const at = url.lastIndexOf(folder);
    const key = at < 0 ? '' : url.slice(at);
    if (isStorageKey(key) && storage.urlFor(key) === url) return key;
  }
  return null;
}

const names = (column: PgColumn, url: string): SQL => eq(column, url);
const mentions = (column: PgColumn, url: string): SQL => sql`position(${url} in ${column}) > 0`;

/** Whether any row of the site still shows the picture: a banner or image, the logo, a step, or an article, FAQ or announcement's HTML. */
async function isInUse(db: Database, tenantId: string, url: string): Promise<boolean> {
  const uses = [
    db.select({ one: sql`1` }).from(siteImages).where(and(ofTenant(siteImages, tenantId), names(siteImages.imageUrl, url))).limit(1),
    db.select({ one: sql`1` }).from(tenants)
      .where(and(eq(tenants.id, tenantId), or(names(tenants.logoImage, url), names(tenants.howToUseBannerImage, url)))).limit(1),
    db.select({ one: sql`1` }).from(howToUseSteps).where(and(ofTenant(howToUseSteps, tenantId), names(howToUseSteps.stepImage, url))).limit(1),
    db.select({ one: sql`1` }).from(articles).where(and(ofTenant(articles, tenantId), mentions(articles.html, url))).limit(1),
    // A kept version may be restored, so its pictures stay too.
    db.select({ one: sql`1` }).from(articleRevisions).where(and(ofTenant(articleRevisions, tenantId), mentions(articleRevisions.html, url))).limit(1),
    db.select({ one: sql`1` }).from(faqs).where(and(ofTenant(faqs, tenantId), mentions(faqs.answerHtml, url))).limit(1),
    db.select({ one: sql`1` }).from(announcements).where(and(ofTenant(announcements, tenantId), mentions(announcements.html, url))).limit(1),
  ];
  return (await Promise.all(uses)).some((rows) => rows.length > 0);
}

/**
 * Deletes the site's pictures at these addresses that no row uses any more. Call it after the
 * change committed (or after one failed, for the copy it had kept). A picture that cannot be
 * deleted now is logged, never an error: the change itself is done.
 */
export async function dropUnusedPictures(deps: PictureDeps, tenantId: string, urls: readonly string[]): Promise<void> {
  for (const url of new Set(urls)) {
    const key = ownPictureKey(deps.storage, tenantId, url);
    if (!key) continue;
    try {
      if (!(await isInUse(deps.db, tenantId, url))) await deps.storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: summarizeError(error), key }, 'a site picture no longer used was not deleted');
    }
  }
}

/** Runs a change that shows a newly kept picture; if the change fails, the copy goes (unless something uses it). */
export async function withKeptPicture<T>(deps: PictureDeps, tenantId: string, url: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await dropUnusedPictures(deps, tenantId, [url]);
    throw error;
  }
}
