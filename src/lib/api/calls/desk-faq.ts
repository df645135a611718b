import type { KyInstance } from 'ky';
import type { LanguageCode } from '../../../../contract/language';
import { Faq, FaqList, type FaqInput, type FaqUpdate, type MoveRequest } from '../../../../contract/desk-content-lists';
import { parsed } from './query';

const FAQ = 'desk/content/faq';

/** The content desk's FAQ calls (docs/product.md, "Desk calls"). */
export const deskFaqCalls = (http: KyInstance) => ({
  listDeskFaqs: (language: LanguageCode) => parsed(http.get(FAQ, { searchParams: { language } }), FaqList),
  addFaq: (body: FaqInput) => parsed(http.post(FAQ, { json: body }), Faq),
  updateFaq: (id: number, body: FaqUpdate) => parsed(http.put(`${FAQ}/${id}`, { json: body }), Faq),
  removeFaq: (id: number) => http.delete(`${FAQ}/${id}`),
  moveFaq: (id: number, body: MoveRequest) => parsed(http.post(`${FAQ}/${id}/move`, { json: body }), FaqList),
});
