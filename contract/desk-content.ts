import { z } from 'zod';
import { Html, IdText, Text } from './bounds';
import { LanguageCode } from './language';
import { PageQuery } from './paging';
import { listOf } from './problem';
import { ArticleType } from './tenant';

/*
 * The content desk's articles (docs/product.md, "Content desk"): OWNER and CONTENT operators
 * write each enabled article per language of the site as a draft, preview it on its page,
 * publish it (a kept version) and restore an earlier version.
 */

/** An article's HTML as the editor sends it, at most this many characters (sanitised before it is kept). */
export const ARTICLE_HTML_MAX = 200_000;
export const ARTICLE_TITLE_MAX = 200;

/** `/desk/content/articles/{type}/{language}`: one article of the site in one of its languages. */
export const ArticleSlotParams = z.object({ type: ArticleType, language: LanguageCode });
export type ArticleSlotParams = z.infer<typeof ArticleSlotParams>;

/** PUT …/draft: the draft's title and HTML. */
export const ArticleDraftRequest = z.object({
  title: Text(ARTICLE_TITLE_MAX, 1),
  html: Html(ARTICLE_HTML_MAX),
});
export type ArticleDraftRequest = z.infer<typeof ArticleDraftRequest>;

export const ArticleRevisionIdParam = z.object({ id: IdText });

/** A draft or a published version of an article. `html` is sanitised. */
export const ArticleRevision = z.object({
  id: z.number().int(),
  type: ArticleType,
  language: z.string(),
  state: z.enum(['DRAFT', 'PUBLISHED']),
  title: z.string(),
  html: z.string(),
  savedAt: z.string(),
  /** The address of the operator who saved it; null when they are gone or for a change made outside the desk. */
  savedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
});
export type ArticleRevision = z.infer<typeof ArticleRevision>;

/** A published version as the history lists it (the content is fetched to restore it). */
export const ArticleVersionEntry = ArticleRevision.pick({ id: true, title: true, publishedAt: true, publishedBy: true });
export type ArticleVersionEntry = z.infer<typeof ArticleVersionEntry>;

/** How many published versions one page of an article's history lists; older ones are on later pages. */
export const ARTICLE_VERSIONS_PAGE_SIZE = 50;

/** The query of GET /desk/content/articles/{type}/{language}: which page of the versions (`pageNo`, 1 = newest). */
export const ArticleDeskQuery = PageQuery.pick({ pageNo: true });
export type ArticleDeskQuery = z.infer<typeof ArticleDeskQuery>;

/** GET /desk/content/articles/{type}/{language}: what the site shows now, the draft, and one page of the versions newest first. */
export const ArticleDesk = z.object({
  type: ArticleType,
  language: z.string(),
  live: z.object({ title: z.string(), html: z.string(), updatedAt: z.string() }).nullable(),
  draft: ArticleRevision.nullable(),
  versions: z.array(ArticleVersionEntry),
  /** Where `versions` is in the whole history: `total` published versions, `pageSize` a page. */
  versionsPage: z.object({ pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type ArticleDesk = z.infer<typeof ArticleDesk>;

/** GET /desk/content/articles: each enabled type in each language of the site. */
export const ArticleSlot = z.object({
  type: ArticleType,
  language: z.string(),
  /** ISO 8601 when the live article last changed; null when the site has none in this language. */
  liveUpdatedAt: z.string().nullable(),
  hasDraft: z.boolean(),
});
export type ArticleSlot = z.infer<typeof ArticleSlot>;
export const ArticleSlotList = listOf(ArticleSlot);
export type ArticleSlotList = z.infer<typeof ArticleSlotList>;
