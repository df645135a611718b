import { canonicalProductUrl, type ProductPlatformName } from '../../contract/product-links';
import { type Channel, CHANNEL_PLATFORMS, CHANNELS, type PriceMode, type PriceTier, type ProductProperty } from '../../contract/product';
import { createPrng, type Prng, seedOf } from './prng';
import {
  APPAREL_SIZES, AUDIENCES, CATEGORIES, COLOUR_PROPERTY, COLOURS, MATERIALS, PRODUCT_TYPES, type ProductType, SHOE_SIZES,
  SHOP_CITIES, SHOP_WORDS, SIZE_PROPERTY, STYLES,
} from './vocabulary';

/**
 * The demo catalog, generated deterministically from its size: the same ids, titles, prices
 * and SKUs on every machine, so links, tests and benchmarks can name products.
 */

export const FULL_CATALOG_SIZE = 10_000;
/** The sizes CATALOG_SIZE may ask for: the bench measures up to a million products. */
export const MIN_CATALOG_SIZE = 100;
export const MAX_CATALOG_SIZE = 2_000_000;
export const IMAGES_PER_PRODUCT = 3;

interface PlatformPlan {
  platform: ProductPlatformName;
  prefix: string;
  /** Share of the catalog. */
  weight: number;
  firstSourceId: number;
  shopWebsite: (shopNo: number) => string;
}

const PLATFORMS: PlatformPlan[] = [
  { platform: 'Taobao', prefix: 'TB', weight: 30, firstSourceId: 680_000_000_001, shopWebsite: (n) => `https://shop${100_000 + n}.taobao.com` },
  { platform: 'Tmall', prefix: 'TM', weight: 15, firstSourceId: 690_000_000_001, shopWebsite: (n) => `https://store${n}.tmall.com` },
  { platform: 'JD', prefix: 'JD', weight: 15, firstSourceId: 100_020_000_001, shopWebsite: (n) => `https://mall.jd.com/index-${1_000_000 + n}.html` },
  { platform: 'Alibaba', prefix: 'AL', weight: 15, firstSourceId: 700_000_000_001, shopWebsite: (n) => `https://shop${200_000 + n}.1688.com` },
  { platform: 'Yiwugou', prefix: 'YW', weight: 10, firstSourceId: 900_001, shopWebsite: (n) => `https://www.yiwugo.com/shop/${30_000 + n}.html` },
  { platform: 'Poizon', prefix: 'PZ', weight: 10, firstSourceId: 1_000_001, shopWebsite: () => 'https://m.dewu.com' },
  { platform: 'SelfOwned', prefix: 'SO', weight: 5, firstSourceId: 10_001, shopWebsite: () => '' },
];
const WEIGHT_SUM = PLATFORMS.reduce((sum, plan) => sum + plan.weight, 0);
const SHOPS_PER_PLATFORM = 40;
const channelOfPlatform = (platform: ProductPlatformName): Channel =>
  CHANNELS.find((channel) => CHANNEL_PLATFORMS[channel].includes(platform)) ?? 'TAOBAO';
const WHOLESALE_PLATFORMS: ProductPlatformName[] = ['Alibaba', 'Yiwugou'];

export interface GeneratedSku {
  skuId: string;
  productId: string;
  properties: { name: string; value: string }[];
  priceFen: number;
  stock: number;
  sort: number;
}

export interface GeneratedProduct {
  id: string;
  platform: ProductPlatformName;
  channel: Channel;
  canonicalUrl: string;
  sourceProductId: string;
  titleZh: string;
  titleEn: string;
  shopId: string;
  shopName: string;
  shopWebsite: string;
  categoryId: string;
  /** Storage keys of the pictures, cover first. */
  images: string[];
  properties: ProductProperty[];
  priceMode: PriceMode;
  priceFen: number;
  priceTiers: PriceTier[];
  minOrderQuantity: number;
  salesCount: number;
  weightGrams: number;
  descriptionHtml: string;
  skus: GeneratedSku[];
}

export const catalogImageKey = (productId: string, index: number) => `catalog/${productId}/${index}.jpg`;

/** How many of `size` products each platform gets; every platform gets at least one. */
function platformCounts(size: number): number[] {
  const counts = PLATFORMS.map((plan) => Math.max(1, Math.floor((size * plan.weight) / WEIGHT_SUM)));
  counts[0] = (counts[0] ?? 0) + size - counts.reduce((sum, count) => sum + count, 0);
  return counts;
}

const roundPrice = (fen: number) => Math.max(100, Math.round(fen / 10) * 10 - 10);

function shopOf(plan: PlatformPlan, shopNo: number) {
  const random = createPrng(seedOf(`${plan.prefix}-shop-${shopNo}`));
  const city = random.pick(SHOP_CITIES);
  const word = random.pick(SHOP_WORDS);
  const selfOwned = plan.platform === 'SelfOwned';
  return {
    shopId: `${plan.prefix}-shop-${shopNo}`,
    shopName: selfOwned ? '自营 Self-owned' : `${city.zh}${word.zh}${shopNo}号店 ${city.en} ${word.en} Store ${shopNo}`,
    shopWebsite: plan.shopWebsite(shopNo),
  };
}

function propertiesOf(type: ProductType, random: Prng): ProductProperty[] {
  if (type.options === 'none') return [];
  const colours = random.sample(COLOURS, random.int(2, 4)).map((colour) => ({ value: colour.zh, image: null }));
  const properties: ProductProperty[] = [{ name: COLOUR_PROPERTY, values: colours }];
  if (type.options === 'apparel') properties.push({ name: SIZE_PROPERTY, values: random.sample(APPAREL_SIZES, random.int(3, 5)).map((value) => ({ value, image: null })) });
  if (type.options === 'shoes') properties.push({ name: SIZE_PROPERTY, values: random.sample(SHOE_SIZES, random.int(4, 7)).map((value) => ({ value, image: null })) });
  return properties;
}

/** Every combination of the property values, in property order. */
function combinations(properties: ProductProperty[]): { name: string; value: string }[][] {
  return properties.reduce<{ name: string; value: string }[][]>(
    (rows, property) => rows.flatMap((row) => property.values.map(({ value }) => [...row, { name: property.name, value }])),
    [[]],
  );
}

function wholesaleTiers(unitFen: number, random: Prng): PriceTier[] {
  const minOrderQuantity = random.pick([1, 2, 5, 10, 50]);
  return [
    { startQuantity: minOrderQuantity, price: unitFen },
    { startQuantity: minOrderQuantity * 10, price: roundPrice(unitFen * 0.9) },
    { startQuantity: minOrderQuantity * 100, price: roundPrice(unitFen * 0.8) },
  ];
}

/** A product's type is the first thing drawn from its id's seed. */
const drawType = (random: Prng): ProductType => random.pick(PRODUCT_TYPES);
const CATALOG_ID = new RegExp(`^(?:(?:${PLATFORMS.filter((plan) => plan.platform !== 'SelfOwned').map((plan) => plan.prefix).join('|')})-\\d+|SO-\\d+)$`);

/** The type of the catalog product with this id (what its pictures show), without generating it; null for any other id. */
export const productTypeOf = (id: string): ProductType | null => (CATALOG_ID.test(id) ? drawType(createPrng(seedOf(id))) : null);

function generateProduct(plan: PlatformPlan, sourceNo: number): GeneratedProduct {
  const sourceProductId = plan.platform === 'SelfOwned' ? `SO-${plan.firstSourceId + sourceNo}` : String(plan.firstSourceId + sourceNo);
  const id = plan.platform === 'SelfOwned' ? sourceProductId : `${plan.prefix}-${sourceProductId}`;
  const random = createPrng(seedOf(id));
  const type = drawType(random);
  const material = random.pick(MATERIALS);
  const style = random.pick(STYLES);
  const audience = random.pick(AUDIENCES);
  const titleZh = `${style.zh}${audience.zh}${material.zh}${type.zh}`;
  const titleEn = [style.en, audience.en, material.en, type.en].filter(Boolean).join(' ');
  const unitFen = roundPrice(type.priceFen * (0.4 + random.next() * 1.4));
  const wholesale = WHOLESALE_PLATFORMS.includes(plan.platform);
  const priceTiers = wholesale ? wholesaleTiers(roundPrice(unitFen * 0.6), random) : [];
  const properties = propertiesOf(type, random);
  const skus = combinations(properties).map((skuProperties, index): GeneratedSku => ({
    skuId: `${id}-${index + 1}`,
    productId: id,
    properties: skuProperties,
    // Wholesale SKUs all cost the first tier; retail sizes and colours vary a little.
    priceFen: wholesale ? (priceTiers[0]?.price ?? unitFen) : roundPrice(unitFen * (1 + random.int(0, 3) * 0.05)),
    stock: random.next() < 0.1 ? 0 : random.int(1, 500),
    sort: index,
  }));
  const shop = shopOf(plan, (sourceNo % SHOPS_PER_PLATFORM) + 1);
  return {
    id,
    platform: plan.platform,
    channel: channelOfPlatform(plan.platform),
    canonicalUrl: canonicalProductUrl(plan.platform, sourceProductId),
    sourceProductId,
    titleZh,
    titleEn: titleEn.charAt(0).toUpperCase() + titleEn.slice(1),
    ...shop,
    categoryId: type.categoryId,
    images: Array.from({ length: IMAGES_PER_PRODUCT }, (_, index) => catalogImageKey(id, index)),
    properties,
    priceMode: wholesale ? 'SPU_PRICE_RANGE' : 'SKU_PRICE',
    priceFen: Math.min(...skus.map((sku) => sku.priceFen), ...priceTiers.map((tier) => tier.price)),
    priceTiers,
    minOrderQuantity: priceTiers[0]?.startQuantity ?? 1,
    salesCount: Math.floor(random.next() ** 3 * 20_000),
    weightGrams: Math.round(type.weightGrams * (0.8 + random.next() * 0.4)),
    descriptionHtml: `<p>${titleZh}</p><p>${titleEn}. ${material.en}, ${style.en.toLowerCase()} style.</p>`,
    skus,
  };
}

/**
 * The first `size` products of the demo catalog, one at a time (a million products do not fit
 * comfortably in memory at once); a smaller catalog is a prefix of each platform's share.
 */
export function* generateProducts(size: number): Generator<GeneratedProduct> {
  const counts = platformCounts(size);
  for (const [index, plan] of PLATFORMS.entries()) {
    for (let sourceNo = 0; sourceNo < (counts[index] ?? 0); sourceNo++) yield generateProduct(plan, sourceNo);
  }
}

export const generateCatalog = (size: number): GeneratedProduct[] => [...generateProducts(size)];

export function generateCategories() {
  return CATEGORIES.flatMap((top, index) => [
    { id: top.id, parentId: null, nameEn: top.en, nameZh: top.zh, sort: index },
    ...top.children.map((child, childIndex) => ({ id: child.id, parentId: top.id, nameEn: child.en, nameZh: child.zh, sort: childIndex })),
  ]);
}
