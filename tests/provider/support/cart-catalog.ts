import { canonicalProductUrl, type ProductPlatformName } from '../../../contract/product-links';
import { Cart } from '../../../contract/cart';
import type { PriceTier } from '../../../contract/product';
import type { TenantPreference } from '../../../contract/tenant';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../provider/db/client';
import { categories, productSkus, products, tenants, tenantWarehouses } from '../../../provider/db/schema';
import { insertBareTenant } from './bare-tenant';
import { signUp } from './shoppers';
import { createTestProvider, expectJson, expectProblem, type TestProvider } from './test-provider';

/**
 * A small catalog for cart tests, inserted directly so that they depend neither on the full
 * demo seed nor on its random choices. Prices in fen.
 */
export const CART_CATALOG = {
  /** Retail, each SKU its own price; shop A. */
  tee: {
    id: 'TB-680000000101', platform: 'Taobao', shopId: 'shop-a', sourceId: '680000000101', priceMode: 'SKU_PRICE',
    tiers: [], skus: [{ skuId: 'TB-680000000101-1', price: 1999, stock: 5, colour: '红色' }, { skuId: 'TB-680000000101-2', price: 2999, stock: 0, colour: '蓝色' }],
  },
  /** Wholesale tiers (stored out of order on purpose); shop B. */
  socks: {
    id: 'AL-700000000101', platform: 'Alibaba', shopId: 'shop-b', sourceId: '700000000101', priceMode: 'SPU_PRICE_RANGE',
    tiers: [{ startQuantity: 100, price: 600 }, { startQuantity: 1, price: 1000 }, { startQuantity: 10, price: 800 }],
    skus: [{ skuId: 'AL-700000000101-1', price: 1000, stock: 500, colour: '黑色' }],
  },
  /** Another product of shop A. */
  mug: {
    id: 'JD-100020000101', platform: 'JD', shopId: 'shop-a', sourceId: '100020000101', priceMode: 'SKU_PRICE',
    tiers: [], skus: [{ skuId: 'JD-100020000101-1', price: 4500, stock: 3, colour: '白色' }],
  },
} as const satisfies Record<string, {
  id: string; platform: ProductPlatformName; shopId: string; sourceId: string; priceMode: 'SKU_PRICE' | 'SPU_PRICE_RANGE';
  tiers: readonly PriceTier[]; skus: readonly { skuId: string; price: number; stock: number; colour: string }[];
}>;
export type CartCatalogProduct = (typeof CART_CATALOG)[keyof typeof CART_CATALOG];

export const linkOf = (product: CartCatalogProduct) => canonicalProductUrl(product.platform, product.sourceId);

async function insertCartCatalog(db: Database): Promise<void> {
  await db.insert(categories).values({ id: 'cart-test', nameEn: 'Test', nameZh: '测试' }).onConflictDoNothing();
  for (const product of Object.values(CART_CATALOG)) {
    await db.insert(products).values({
      id: product.id,
      platform: product.platform,
      channel: product.platform === 'Alibaba' ? 'ALIBABA' : 'TAOBAO',
      canonicalUrl: linkOf(product),
      sourceProductId: product.sourceId,
      titleZh: `测试 ${product.id}`,
      titleEn: `Test ${product.id}`,
      shopId: product.shopId,
      shopName: `Shop ${product.shopId}`,
      shopWebsite: `https://${product.shopId}.example.com`,
      categoryId: 'cart-test',
      images: [`catalog/${product.id}/0.jpg`],
      properties: [{ name: '颜色', values: product.skus.map(({ colour }) => ({ value: colour, image: null })) }],
      priceMode: product.priceMode,
      priceFen: Math.min(...product.skus.map((sku) => sku.price)),
      priceTiers: [...product.tiers],
      weightGrams: 300,
      descriptionHtml: '',
    });
    await db.insert(productSkus).values(product.skus.map(({ skuId, price, stock, colour }, sort) => ({
      skuId, productId: product.id, properties: [{ name: '颜色', value: colour }], priceFen: price, stock, sort,
    })));
  }
}

/** A China and a local warehouse of a tenant; answers their ids. */
async function insertWarehouses(db: Database, tenantId: string): Promise<{ china: number; local: number }> {
  const address = { country: 'CN', province: 'Guangdong', city: 'Guangzhou', address: '1 Test Road', postcode: '510000', contactName: 'Test', phone: '1' };
  const [china, local] = await db.insert(tenantWarehouses).values([
    { tenantId, region: 'CHINA', name: `${tenantId} Guangzhou`, ...address },
    { tenantId, region: 'LOCAL', name: `${tenantId} local`, ...address },
  ]).returning({ id: tenantWarehouses.id });
  return { china: china!.id, local: local!.id };
}

const SHOW_EVERYTHING: Omit<TenantPreference, 'productPlatforms'> = {
  showExchangeRate: true, showStockin: true, showTransit: true, showUserWarehouse: true, showCnyPrice: true,
  copyProductUrlEnabled: true, refromAllowedHosts: [],
};

/** A bare tenant that offers the given platforms (and shows everything else). */
export async function insertOfferingTenant(db: Database, tenantId: string, productPlatforms: readonly ProductPlatformName[]): Promise<void> {
  await insertBareTenant(db, tenantId);
  await db.update(tenants).set({ preferences: { ...SHOW_EVERYTHING, productPlatforms: [...productPlatforms] } }).where(eq(tenants.id, tenantId));
}

export interface CartWorld {
  provider: TestProvider;
  /** Sessions of two shoppers of the default tenant, and of one of vn (with the first one's e-mail). */
  token: string;
  otherToken: string;
  vnToken: string;
  warehouses: { china: number; local: number };
  vnWarehouses: { china: number; local: number };
}

/**
 * An unseeded provider with the cart catalog, the tenants default (offering every platform of
 * the catalog) and vn (offering Taobao only), their warehouses and three shoppers.
 */
export async function createCartWorld(env: Record<string, string> = {}): Promise<CartWorld> {
  const provider = await createTestProvider({ seed: false, env });
  for (const [tenantId, productPlatforms] of [['default', ['Taobao', 'Alibaba', 'JD']], ['vn', ['Taobao']]] as const) {
    await insertOfferingTenant(provider.db, tenantId, productPlatforms);
  }
  await insertCartCatalog(provider.db);
  return {
    provider,
    warehouses: await insertWarehouses(provider.db, 'default'),
    vnWarehouses: await insertWarehouses(provider.db, 'vn'),
    token: (await signUp(provider, 'cart@example.com')).token,
    otherToken: (await signUp(provider, 'cart-other@example.com')).token,
    vnToken: (await signUp(provider, 'cart@example.com', 'vn')).token,
  };
}

/** A problem's code, once its status is `status`. */
export const problemCode = (answer: Parameters<typeof expectProblem>[0], status: number) => expectProblem(answer, status).then((problem) => problem.code);
/** The path parameter of an item's calls. */
export const param = (id: number) => ({ param: { id: String(id) } });
export const itemOf = (cart: Cart, skuId: string) => cart.shops.flatMap((shop) => shop.cartItems).find((item) => item.productSkuId === skuId)!;

/** Cart calls through the typed client, as the world's first shopper unless `as` names another token ('' for none). */
export function cartCalls(world: () => CartWorld) {
  const cartOf = (as = world().token, tenant = 'default', language?: string) => world().provider.api({ tenant, token: as, language }).front.cart;
  return {
    cartOf,
    /** The calls on one item (named by `param(id)`). */
    itemCalls: (as = world().token, tenant = 'default') => cartOf(as, tenant)[':id'],
    add: (product: CartCatalogProduct, productSkuId: string, quantity: number, extra: { message?: string } = {}, as = world().token) =>
      expectJson(cartOf(as).add.$post({ json: { productUrl: linkOf(product), productSkuId, quantity, ...extra } }), 200).then((cart) => Cart.parse(cart)),
    getCart: (as = world().token, tenant = 'default') => expectJson(cartOf(as, tenant).$get(), 200).then((cart) => Cart.parse(cart)),
  };
}
