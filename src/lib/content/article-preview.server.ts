import type { AstroGlobal } from 'astro';
import { sanitize } from '../../../contract/article-html.server';
import type { Article } from '../../../contract/site-content';
import type { ArticleType } from '../../../contract/tenant';
import { PREVIEW_PARAM } from '../desk/article-pages';
import { readOperatorToken } from '../desk/desk-session.server';
import { log } from '../logger.server';

/** Whether a page request asks for a draft's preview: such a page is never cached (middleware) nor indexed. */
export const asksForPreview = (url: URL): boolean => url.searchParams.has(PREVIEW_PARAM);

/**
 * The draft (or kept version) an article page shows in place of the live article
 * (docs/product.md, "Content desk"): only for a signed-in OWNER or CONTENT operator of this
 * site, whose cookie the provider checks, and only a revision of this page's type. Anyone else
 * gets null, and the page shows the live article.
 */
export async function loadArticlePreview(astro: Pick<AstroGlobal, 'url' | 'cookies' | 'locals'>, type: ArticleType): Promise<Article | null> {
  const id = astro.url.searchParams.get(PREVIEW_PARAM);
  const token = readOperatorToken(astro.cookies);
  if (id === null || !/^[1-9]\d{0,9}$/.test(id) || !token) return null;
  try {
    const revision = await astro.locals.apiFor(token).getArticleRevision(Number(id));
    if (revision.type !== type) return null;
    return { type, title: revision.title, html: sanitize(revision.html), language: revision.language, updatedAt: revision.savedAt };
  } catch (error) {
    log.warn({ err: error }, 'article preview refused');
    return null;
  }
}
