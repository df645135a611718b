import { z } from 'zod';
import { listOf } from './problem';
import { ProductCard } from './product';
import { ArticleType } from './tenant';


/** A named group of products on the home page. */
export const ProductGroup = z.object({
  id: z.string(),
  name: z.string(),
  products: z.array(ProductCard),
});
export type ProductGroup = z.infer<typeof ProductGroup>;
export const ProductGroupList = listOf(ProductGroup);

/** A banner (carousel) or promotional image of the tenant's home page. */
export const SiteImage = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** Where a click leads; null when the image is not a link. */
  link: z.string().nullable(),
  /** Alternative text; with a caption, the headline shown over the picture, which has no text of its own. */
  title: z.string(),
  /** The line under the headline over the picture; empty when the picture carries its own text. */
  caption: z.string(),
});
export type SiteImage = z.infer<typeof SiteImage>;
export const SiteImageList = listOf(SiteImage);

export const ArticleTypeParams = z.object({ type: ArticleType });

/** An article in the best language available (requested, then the tenant's default, then English). */
export const Article = z.object({
  type: ArticleType,
  title: z.string(),
  /** HTML as the provider stores it: sanitise before rendering. */
  html: z.string(),
  /** The language the article is written in, which may differ from the one requested. */
  language: z.string(),
  /** ISO 8601 timestamp. */
  updatedAt: z.string(),
});
export type Article = z.infer<typeof Article>;

export const ArticleTypeList = listOf(ArticleType);

/** When each of the tenant's enabled articles was last published, per language: a sitemap's `lastmod`. */
export const ArticleVersion = z.object({
  type: ArticleType,
  language: z.string(),
  /** ISO 8601 timestamp. */
  updatedAt: z.string(),
});
export type ArticleVersion = z.infer<typeof ArticleVersion>;
export const ArticleVersionList = listOf(ArticleVersion);

/**
 * The tenant's terms (docs/product.md, "Terms"): the version a shopper accepts at sign-up, the
 * latest update of its enabled USER_AGREEMENT and PRIVACY_POLICY articles in any language (so a
 * re-publish is a new version); null when it has neither.
 */
export const Terms = z.object({ version: z.string().nullable() });
export type Terms = z.infer<typeof Terms>;

/** A notice shown on the home page, newest first. */
export const Announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML: sanitise before rendering. */
  html: z.string(),
  language: z.string(),
  /** ISO 8601 timestamp. */
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;
export const AnnouncementList = listOf(Announcement);

/** The home page headline; both strings are empty when the tenant has none. */
export const SiteSlogan = z.object({ slogan: z.string(), subSlogan: z.string() });
export type SiteSlogan = z.infer<typeof SiteSlogan>;

export const FaqEntry = z.object({
  id: z.number().int(),
  question: z.string(),
  /** HTML: sanitise before rendering. */
  answerHtml: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;
export const FaqEntryList = listOf(FaqEntry);

/** The ABOUT_US article's title and HTML. */
export const AboutUs = z.object({ title: z.string(), html: z.string() });
export type AboutUs = z.infer<typeof AboutUs>;

export const HowToUseStep = z.object({
  stepName: z.string(),
  /** A short line under the name. */
  stepRemark: z.string(),
  stepImage: z.string(),
  /** HTML: sanitise before rendering. */
  stepDesc: z.string(),
});
export type HowToUseStep = z.infer<typeof HowToUseStep>;

/**
 * The how-to-use guide. A tenant with steps shows the banner and the steps; a tenant
 * without steps shows `html`, its HOW_TO_USE article.
 */
export const HowToUse = z.object({
  title: z.string(),
  /** The HOW_TO_USE article's HTML, empty when the tenant has none. */
  html: z.string(),
  bannerImage: z.string().nullable(),
  steps: z.array(HowToUseStep),
  /** The language the page is written in (its steps', else its article's), which may differ from the one requested. */
  language: z.string(),
});
export type HowToUse = z.infer<typeof HowToUse>;
