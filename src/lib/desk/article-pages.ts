import type { ArticleType } from '../../../contract/tenant';
import { GUIDE_ROUTES, POLICY_ROUTES } from '../content/article-routes';

/** Where the content desk edits one article in one language. */
export const articleEditorPath = (type: ArticleType, language: string): string => `/desk/content/articles/${type}/${language}`;

/** The query parameter a storefront article page reads to show a draft to the signed-in operator instead of the live text. */
export const PREVIEW_PARAM = 'preview';

// The pages that render one article as a whole (ArticlePage); /how-to-use shows its steps instead.
const ARTICLE_PAGES = [...GUIDE_ROUTES, ...POLICY_ROUTES].filter((route) => route.article !== 'HOW_TO_USE');

/**
 * The storefront page that shows an article of this type (docs/product.md, "Content desk"), with
 * a revision in its place for the preview; null for a type no page shows by itself.
 */
export function articlePreviewPath(type: ArticleType, language: string, revisionId: number): string | null {
  const route = ARTICLE_PAGES.find((candidate) => candidate.article === type);
  return route ? `${route.path}?lang=${encodeURIComponent(language)}&${PREVIEW_PARAM}=${revisionId}` : null;
}
