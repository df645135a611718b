import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BANNERS_MAX, type BannerRequest, type BannerText, type DeskBanner, type MoveRequest, type NewBannerRequest,
} from '../../../contract/desk-home';
import type { LanguageCode } from '../../../contract/language';
import type { Tenant } from '../../../contract/tenant';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { siteImages } from '../../db/schema';
import { ProblemError, stateConflict } from '../../http/problem';
import type { DeskActor } from '../audit';
import { recordSiteChange } from '../site-change';
import { dropUnusedPictures, keepSitePicture, type PictureDeps, withKeptPicture } from '../site-pictures';
import { movedOrder } from './move-order';
import { ensureOfferedLanguages } from './offered-languages';

/*
 * The home page's banners on the content desk (docs/product.md, "Content desk"). A banner is one
 * picture without words: `site_images` keeps a row per language with the headline (the picture's
 * alternative text) and caption the home page lays over it as text, all rows of a picture sharing
 * its link and place. The desk names a banner by its first row's id. Every change raises the site
 * version (recordSiteChange), so the storefront shows it at once.
 */

type BannerTenant = Pick<Tenant, 'id' | 'supportedLanguages' | 'defaultLanguage'>;
type BannerRow = typeof siteImages.$inferSelect;

const ofBanners = (tenantId: string) => and(ofTenant(siteImages, tenantId), eq(siteImages.kind, 'banner'));

/** The banners in the home page's order, each with its words in every language it has. */
function bannersOf(rows: readonly BannerRow[], defaultLanguage: string): (DeskBanner & { rowIds: number[] })[] {
  const byImage = new Map<string, BannerRow[]>();
  for (const row of rows) byImage.set(row.imageUrl, [...(byImage.get(row.imageUrl) ?? []), row]);
  return [...byImage.values()].map((group) => {
    const first = group.reduce((a, b) => (a.id < b.id ? a : b));
    const texts: Partial<Record<LanguageCode, BannerText>> = {};
    // A row for every language is shown as the site's default language's; saving keeps it per language.
    for (const row of group) texts[(row.language ?? defaultLanguage) as LanguageCode] = { title: row.title, caption: row.caption };
    return { id: first.id, imageUrl: first.imageUrl, link: first.link, texts, rowIds: group.map((row) => row.id) };
  });
}

async function bannerRows(db: Database, tenantId: string, lock = false): Promise<BannerRow[]> {
  const query = db.select().from(siteImages).where(ofBanners(tenantId)).orderBy(asc(siteImages.sort), asc(siteImages.id));
  return lock ? query.for('update') : query;
}

export async function listBanners(db: Database, tenant: BannerTenant): Promise<DeskBanner[]> {
  return bannersOf(await bannerRows(db, tenant.id), tenant.defaultLanguage).map(({ rowIds: _rowIds, ...banner }) => banner);
}

function bannerIn(banners: ReturnType<typeof bannersOf>, id: number) {
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'No such banner on this site.' });
  return banner;
}

/** Writes a banner's rows: one per language given (kept, added), none for the others. */
async function writeTexts(tx: Database, tenantId: string, imageUrl: string, input: BannerRequest, sort: number, rowIds: readonly number[]) {
  if (rowIds.length > 0) await tx.delete(siteImages).where(and(ofTenant(siteImages, tenantId), inArray(siteImages.id, [...rowIds])));
  const rows = Object.entries(input.texts).map(([language, text]) => ({
    tenantId, kind: 'banner' as const, imageUrl, link: input.link, title: text.title, caption: text.caption, language, sort,
  }));
  const [first] = await tx.insert(siteImages).values(rows).returning({ id: siteImages.id });
  if (!first) throw new Error('The banner was not kept');
  return first.id;
}

const auditOf = ({ imageUrl, link, texts }: Pick<DeskBanner, 'imageUrl' | 'link' | 'texts'>) => ({ imageUrl, link, texts });

/** Adds a banner last with the operator's upload kept as its picture; at most BANNERS_MAX (else 409 ORDER_STATE_CONFLICT). */
export async function addBanner(deps: PictureDeps, tenant: BannerTenant, actor: DeskActor, input: NewBannerRequest, now: Date): Promise<DeskBanner> {
  ensureOfferedLanguages(tenant, Object.keys(input.texts), 'texts');
  const imageUrl = await keepSitePicture(deps, tenant.id, 'banner', input.imageKey, 'imageKey', now);
  const id = await withKeptPicture(deps, tenant.id, imageUrl, () => deps.db.transaction(async (tx) => {
    const banners = bannersOf(await bannerRows(tx, tenant.id, true), tenant.defaultLanguage);
    if (banners.length >= BANNERS_MAX) {
      throw stateConflict(`A site has at most ${BANNERS_MAX} banners.`);
    }
    const added = await writeTexts(tx, tenant.id, imageUrl, input, banners.length, []);
    await recordSiteChange(tx, actor, { action: 'banner.add', recordType: 'banner', recordId: added, after: auditOf({ imageUrl, ...input }) }, now);
    return added;
  }));
  return bannerIn(bannersOf(await bannerRows(deps.db, tenant.id), tenant.defaultLanguage), id);
}

export async function updateBanner(db: Database, tenant: BannerTenant, actor: DeskActor, id: number, input: BannerRequest, now: Date): Promise<DeskBanner> {
  ensureOfferedLanguages(tenant, Object.keys(input.texts), 'texts');
  const newId = await db.transaction(async (tx) => {
    const banners = bannersOf(await bannerRows(tx, tenant.id, true), tenant.defaultLanguage);
    const banner = bannerIn(banners, id);
    const written = await writeTexts(tx, tenant.id, banner.imageUrl, input, banners.indexOf(banner), banner.rowIds);
    await recordSiteChange(tx, actor, {
      action: 'banner.update', recordType: 'banner', recordId: id, before: auditOf(banner), after: auditOf({ imageUrl: banner.imageUrl, ...input }),
    }, now);
    return written;
  });
  return bannerIn(bannersOf(await bannerRows(db, tenant.id), tenant.defaultLanguage), newId);
}

/** Removes a banner; its picture leaves storage once the removal committed, unless another row shows it. */
export async function removeBanner(deps: PictureDeps, tenant: BannerTenant, actor: DeskActor, id: number, now: Date): Promise<void> {
  const imageUrl = await deps.db.transaction(async (tx) => {
    const banner = bannerIn(bannersOf(await bannerRows(tx, tenant.id, true), tenant.defaultLanguage), id);
    await tx.delete(siteImages).where(and(ofTenant(siteImages, tenant.id), inArray(siteImages.id, banner.rowIds)));
    await recordSiteChange(tx, actor, { action: 'banner.remove', recordType: 'banner', recordId: id, before: auditOf(banner) }, now);
    return banner.imageUrl;
  });
  await dropUnusedPictures(deps, tenant.id, [imageUrl]);
}

/** Moves a banner one place; every banner's rows take their new place. */
export async function moveBanner(db: Database, tenant: BannerTenant, actor: DeskActor, id: number, move: MoveRequest, now: Date): Promise<DeskBanner[]> {
  await db.transaction(async (tx) => {
    const banners = bannersOf(await bannerRows(tx, tenant.id, true), tenant.defaultLanguage);
    const order = movedOrder(banners.map((banner) => banner.id), id, move, 'banner');
    for (const [sort, bannerId] of order.entries()) {
      await tx.update(siteImages).set({ sort }).where(inArray(siteImages.id, bannerIn(banners, bannerId).rowIds));
    }
    await recordSiteChange(tx, actor, {
      action: 'banner.move', recordType: 'banner', recordId: id, before: { order: banners.map((banner) => banner.id) }, after: { order },
    }, now);
  });
  return listBanners(db, tenant);
}
