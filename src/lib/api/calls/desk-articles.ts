import type { KyInstance } from 'ky';
import type { LanguageCode } from '../../../../contract/language';
import type { ArticleType } from '../../../../contract/tenant';
import { ArticleDesk, ArticleRevision, ArticleSlotList, type ArticleDraftRequest } from '../../../../contract/desk-content';
import { parsed } from './query';

/** The content desk's article calls (docs/product.md, "Desk calls"): drafts, publishing, versions. */
export const deskArticleCalls = (http: KyInstance) => ({
  listArticleSlots: () => parsed(http.get('desk/content/articles'), ArticleSlotList),
  getArticleDesk: (type: ArticleType, language: LanguageCode, pageNo = 1) =>
    parsed(http.get(`desk/content/articles/${type}/${language}`, { searchParams: { pageNo } }), ArticleDesk),
  saveArticleDraft: (type: ArticleType, language: LanguageCode, body: ArticleDraftRequest) =>
    parsed(http.put(`desk/content/articles/${type}/${language}/draft`, { json: body }), ArticleRevision),
  getArticleRevision: (id: number) => parsed(http.get(`desk/content/articles/revisions/${id}`), ArticleRevision),
  publishArticleDraft: (id: number) => parsed(http.post(`desk/content/articles/revisions/${id}/publish`), ArticleRevision),
  restoreArticleVersion: (id: number) => parsed(http.post(`desk/content/articles/revisions/${id}/restore`), ArticleRevision),
});
