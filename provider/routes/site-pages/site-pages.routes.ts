import { createRoute } from '@hono/zod-openapi';
import { AboutUs, FaqEntryList, HowToUse, SiteSlogan } from '../../../contract/site-content';
import { jsonResponse, problem, TENANT_NOT_FOUND_RESPONSE } from '../../http/openapi-responses';
import { publicCache } from '../../http/public-cache';

const tags = ['Site content'];

export const getSiteSloganRoute = createRoute({
  method: 'get',
  // The path's spelling is the API's own (docs/product.md, "Site content calls").
  path: '/front/site-slogen',
  tags,
  summary: 'The home page headline in the best available language',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(SiteSlogan, 'The slogan'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const listSiteFaqRoute = createRoute({
  method: 'get',
  path: '/front/site-faq',
  tags,
  summary: 'Questions and answers in the best available language',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(FaqEntryList, 'The FAQ entries in display order'), ...TENANT_NOT_FOUND_RESPONSE },
});

export const getSiteAboutUsRoute = createRoute({
  method: 'get',
  path: '/front/site-about-us',
  tags,
  summary: 'The about page (the ABOUT_US article)',
  middleware: [publicCache] as const,
  responses: {
    200: jsonResponse(AboutUs, 'The about page'),
    404: problem('Unknown tenant (TENANT_NOT_FOUND), or no ABOUT_US article (ARTICLE_NOT_FOUND)'),
  },
});

export const getSiteHowToUseRoute = createRoute({
  method: 'get',
  path: '/front/site-how-to-use',
  tags,
  summary: 'The how-to-use guide: banner and steps, or the HOW_TO_USE article',
  middleware: [publicCache] as const,
  responses: { 200: jsonResponse(HowToUse, 'The guide'), ...TENANT_NOT_FOUND_RESPONSE },
});
