import type { BannerRequest, MoveRequest, SectionKind, SectionRequest } from '../../../contract/desk-home';
import { browserApi } from '../api/browser';
import { uploadPicture } from '../uploads/upload-picture';

/*
 * The content desk's banner and home-section actions, and the moves and removals of its lists,
 * in the browser (docs/product.md, "Content desk"): the `/api/desk` forwarder sends the operator
 * cookie's token; the page is then loaded again, rendered with the change.
 */

/** Banners are drawn wide: a picture is redrawn at most this many pixels a side. */
const BANNER_MAX_SIDE = 2400;

/** What a move or remove button acts on. */
export type OrderTarget =
  | { kind: 'banner'; id: number }
  | { kind: 'section'; id: string }
  | { kind: 'product'; sectionId: string; productId: string }
  | { kind: 'faq'; id: number }
  | { kind: 'how-to-step'; id: number };

export async function addBanner(picture: File, words: BannerRequest): Promise<void> {
  const imageKey = await uploadPicture(picture, BANNER_MAX_SIDE, (ext) => browserApi().getBannerUploadToken(ext));
  await browserApi().addBanner({ ...words, imageKey });
}

export const updateBanner = (id: number, words: BannerRequest) => browserApi().updateBanner(id, words);

export const saveSection = (id: string | null, titles: SectionRequest) =>
  (id === null ? browserApi().addSection(titles) : browserApi().retitleSection(id, titles));

export const searchCatalog = async (keyword: string) => (await browserApi().searchDeskCatalog(keyword)).items;

export const pinProduct = (sectionId: string, productId: string) => browserApi().pinProduct(sectionId, productId);

export const changeSectionKind = (sectionId: string, kind: SectionKind) => browserApi().changeSectionKind(sectionId, { kind });

export async function move(target: OrderTarget, direction: MoveRequest['direction']): Promise<void> {
  const api = browserApi();
  if (target.kind === 'banner') await api.moveBanner(target.id, { direction });
  else if (target.kind === 'faq') await api.moveFaq(target.id, { direction });
  else if (target.kind === 'section') await api.moveSection(target.id, { direction });
  else if (target.kind === 'how-to-step') await api.moveHowToStep(target.id, { direction });
  else await api.moveProduct(target.sectionId, target.productId, { direction });
}

export async function remove(target: OrderTarget): Promise<void> {
  const api = browserApi();
  if (target.kind === 'banner') await api.removeBanner(target.id);
  else if (target.kind === 'faq') await api.removeFaq(target.id);
  else if (target.kind === 'section') await api.removeSection(target.id);
  else if (target.kind === 'how-to-step') await api.removeHowToStep(target.id);
  else await api.unpinProduct(target.sectionId, target.productId);
}
