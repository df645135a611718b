import { createRoute } from '@hono/zod-openapi';
import { DESK_AREAS } from '../../../contract/desk';
import { ArticleDesk, ArticleDeskQuery, ArticleDraftRequest, ArticleRevision, ArticleRevisionIdParam, ArticleSlotList, ArticleSlotParams } from '../../../contract/desk-content';
import { deskRoute } from '../../desk/require-operator';
import { DESK_REFUSALS, jsonBody, jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';

const tags = ['Desk content'];
const contentRoute = { tags, ...deskRoute(DESK_AREAS.content) };
const slotPath = '/desk/content/articles/{type}/{language}';

export const listArticleSlotsRoute = createRoute({
  ...contentRoute, method: 'get', path: '/desk/content/articles',
  summary: 'Each enabled article type in each language of the site: when it last changed, and whether a draft waits (OWNER, CONTENT)',
  responses: { 200: jsonResponse(ArticleSlotList, 'The articles'), ...DESK_REFUSALS, ...TENANT_NOT_FOUND_RESPONSE },
});

export const getArticleDeskRoute = createRoute({
  ...contentRoute, method: 'get', path: slotPath,
  summary: 'One article in one language: the live text, the draft, and the published versions newest first (OWNER, CONTENT)',
  request: { params: ArticleSlotParams, query: ArticleDeskQuery },
  responses: {
    200: jsonResponse(ArticleDesk, 'The article'),
    400: problem('Unknown type or a language the site does not offer (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem('The type is not enabled for the site (ARTICLE_NOT_FOUND)'),
  },
});

export const saveArticleDraftRoute = createRoute({
  ...contentRoute, method: 'put', path: `${slotPath}/draft`,
  summary: 'Saves the article\'s draft, its HTML sanitised as the pages sanitise it; shoppers see nothing of it until it is published (OWNER, CONTENT)',
  request: { params: ArticleSlotParams, body: jsonBody(ArticleDraftRequest, 'The title and the HTML') },
  responses: {
    200: jsonResponse(ArticleRevision, 'The draft as kept'),
    400: problem('Malformed path or body, too long, or a language the site does not offer (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem('The type is not enabled for the site (ARTICLE_NOT_FOUND)'),
  },
});

/** A route of one revision by its id: a preview's read, a publish, a restore. */
const revisionRoute = <M extends 'get' | 'post', A extends '' | '/publish' | '/restore'>(method: M, action: A, summary: string, answer: string, missing: string) => createRoute({
  ...contentRoute, method, path: `/desk/content/articles/revisions/{id}${action}` as const, summary,
  request: { params: ArticleRevisionIdParam },
  responses: {
    200: jsonResponse(ArticleRevision, answer),
    400: problem('Malformed id (VALIDATION_FAILED)'),
    ...DESK_REFUSALS,
    404: problem(missing),
  },
});

export const getArticleRevisionRoute = revisionRoute('get', '',
  'A draft or published version, as its preview shows it (OWNER, CONTENT)', 'The revision', 'No such revision on this site (NOT_FOUND)');

export const publishArticleDraftRoute = revisionRoute('post', '/publish',
  'Publishes a draft: the site shows it from now on, and it is kept as a version (OWNER, CONTENT)', 'The published version',
  'No such draft on this site, or it was published already (NOT_FOUND)');

export const restoreArticleVersionRoute = revisionRoute('post', '/restore',
  'Publishes an earlier version\'s content again, as a new version (OWNER, CONTENT)', 'The new version', 'No such published version on this site (NOT_FOUND)');
