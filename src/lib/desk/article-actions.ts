import type { ArticleDraftRequest } from '../../../contract/desk-content';
import type { LanguageCode } from '../../../contract/language';
import type { ArticleType } from '../../../contract/tenant';
import { browserApi } from '../api/browser';

/** The content desk's article actions in the browser (docs/product.md, "Content desk"); the `/api/desk` forwarder sends the operator cookie's token. */
export const saveArticleDraft = (type: ArticleType, language: LanguageCode, draft: ArticleDraftRequest) =>
  browserApi().saveArticleDraft(type, language, draft);

export const publishArticleDraft = (id: number) => browserApi().publishArticleDraft(id);

export const restoreArticleVersion = (id: number) => browserApi().restoreArticleVersion(id);
