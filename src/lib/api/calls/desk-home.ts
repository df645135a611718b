import type { KyInstance } from 'ky';
import {
  DeskBanner, DeskBannerList, DeskSection, DeskSectionList, type BannerRequest, type MoveRequest, type NewBannerRequest, type SectionKindRequest, type SectionRequest,
} from '../../../../contract/desk-home';
import { ProductCardList } from '../../../../contract/product';
import { UploadToken } from '../../../../contract/requests';
import { parsed } from './query';

const SECTIONS = 'desk/content/home/sections';
const productPath = (sectionId: string, productId: string) => `${SECTIONS}/${sectionId}/products/${encodeURIComponent(productId)}`;

/** The content desk's banner and home-section calls (docs/product.md, "Desk calls"). */
export const deskHomeCalls = (http: KyInstance) => ({
  listDeskBanners: () => parsed(http.get('desk/content/banners'), DeskBannerList),
  getBannerUploadToken: (ext: 'jpg' | 'png') => parsed(http.get('desk/content/banners/upload-token', { searchParams: { ext } }), UploadToken),
  addBanner: (body: NewBannerRequest) => parsed(http.post('desk/content/banners', { json: body }), DeskBanner),
  updateBanner: (id: number, body: BannerRequest) => parsed(http.put(`desk/content/banners/${id}`, { json: body }), DeskBanner),
  removeBanner: (id: number) => http.delete(`desk/content/banners/${id}`),
  moveBanner: (id: number, body: MoveRequest) => parsed(http.post(`desk/content/banners/${id}/move`, { json: body }), DeskBannerList),
  listDeskSections: () => parsed(http.get(SECTIONS), DeskSectionList),
  searchDeskCatalog: (keyword: string) => parsed(http.get('desk/content/home/catalog', { searchParams: { keyword } }), ProductCardList),
  addSection: (body: SectionRequest) => parsed(http.post(SECTIONS, { json: body }), DeskSection),
  retitleSection: (id: string, body: SectionRequest) => parsed(http.put(`${SECTIONS}/${id}`, { json: body }), DeskSection),
  removeSection: (id: string) => http.delete(`${SECTIONS}/${id}`),
  changeSectionKind: (id: string, body: SectionKindRequest) => parsed(http.post(`${SECTIONS}/${id}/kind`, { json: body }), DeskSection),
  moveSection: (id: string, body: MoveRequest) => parsed(http.post(`${SECTIONS}/${id}/move`, { json: body }), DeskSectionList),
  pinProduct: (id: string, productId: string) => parsed(http.post(`${SECTIONS}/${id}/products`, { json: { productId } }), DeskSection),
  unpinProduct: (id: string, productId: string) => parsed(http.delete(productPath(id, productId)), DeskSection),
  moveProduct: (id: string, productId: string, body: MoveRequest) => parsed(http.post(`${productPath(id, productId)}/move`, { json: body }), DeskSection),
});
