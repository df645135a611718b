import { z } from 'zod';
import { IdText, Text, UploadKey } from './bounds';
import { LanguageCode } from './language';
import { listOf } from './problem';
import { ProductCard } from './product';

/*
 * The content desk's home page (docs/product.md, "Content desk"): OWNER and CONTENT operators
 * keep the banners (a picture without words, its headline and caption per language laid over it
 * as text, a link) and the home sections (a title per language, pinned catalog products).
 */

export const BANNERS_MAX = 20;
export const BANNER_TITLE_MAX = 120;
export const BANNER_CAPTION_MAX = 200;
export const BANNER_LINK_MAX = 500;
export const HOME_SECTIONS_MAX = 20;
export const SECTION_TITLE_MAX = 60;
export const SECTION_PRODUCTS_MAX = 60;
export const CATALOG_SEARCH_KEYWORD_MAX = 100;
export const CATALOG_SEARCH_PAGE_SIZE = 20;

/**
 * Where a banner leads: an http(s) address or a path of the site (`/how-to-use`); never a
 * `javascript:` or any other scheme, nor a `//host` address that leaves the site unnoticed.
 */
export const isBannerLink = (value: string): boolean => {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
export const BannerLink = Text(BANNER_LINK_MAX, 1).refine(isBannerLink, 'An http(s) address or a path of the site');

/** Per language of the site: the headline (the picture's alternative text) and the line under it. */
export const BannerText = z.object({
  title: Text(BANNER_TITLE_MAX, 1),
  caption: Text(BANNER_CAPTION_MAX),
});
export type BannerText = z.infer<typeof BannerText>;

const perLanguage = <T extends z.ZodType>(value: T) =>
  z.partialRecord(LanguageCode, value).refine((texts) => Object.keys(texts).length > 0, 'At least one language');

/** PUT /desk/content/banners/{id}: the words and the link; POST adds the picture (an upload key). */
export const BannerRequest = z.object({
  link: BannerLink.nullable(),
  texts: perLanguage(BannerText),
});
export type BannerRequest = z.infer<typeof BannerRequest>;
export const NewBannerRequest = BannerRequest.extend({ imageKey: UploadKey });
export type NewBannerRequest = z.infer<typeof NewBannerRequest>;

/** A banner as the desk shows it: one picture, its link, and its words in each language it has. */
export const DeskBanner = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  texts: z.partialRecord(LanguageCode, BannerText),
});
export type DeskBanner = z.infer<typeof DeskBanner>;
export const DeskBannerList = listOf(DeskBanner);

/** POST …/{id}/move: one place up (earlier) or down (later) in the home page's order. */
export const MoveRequest = z.object({ direction: z.enum(['up', 'down']) });
export type MoveRequest = z.infer<typeof MoveRequest>;

/** A home section's title per language of the site. */
export const SectionRequest = z.object({ titles: perLanguage(Text(SECTION_TITLE_MAX, 1)) });
export type SectionRequest = z.infer<typeof SectionRequest>;

/** Where the home page lists a section: featured (PREFERRED) ones first, then recommendations; each also has its own public list. */
export const SectionKind = z.enum(['PREFERRED', 'RECOMMENDED']);
export type SectionKind = z.infer<typeof SectionKind>;
/** POST /desk/content/home/sections/{id}/kind: the section becomes the last of that kind. */
export const SectionKindRequest = z.object({ kind: SectionKind });
export type SectionKindRequest = z.infer<typeof SectionKindRequest>;

/** A home section: where the home page lists it (featured ones first), its titles, its products in order. */
export const DeskSection = z.object({
  id: z.string(),
  kind: SectionKind,
  titles: z.partialRecord(LanguageCode, z.string()),
  products: z.array(ProductCard),
});
export type DeskSection = z.infer<typeof DeskSection>;
export const DeskSectionList = listOf(DeskSection);

export const SectionIdText = z.string().regex(/^[a-z0-9-]{1,60}$/, 'A section id');
export const SectionParam = z.object({ id: SectionIdText });
export const SectionProductParam = z.object({ id: SectionIdText, productId: Text(100, 1) });
export const BannerParam = z.object({ id: IdText });
export const PinRequest = z.object({ productId: Text(100, 1) });

/** GET /desk/content/home/catalog: the catalog of the site's platforms, by keyword. */
export const CatalogSearchQuery = z.object({ keyword: Text(CATALOG_SEARCH_KEYWORD_MAX, 1) });
