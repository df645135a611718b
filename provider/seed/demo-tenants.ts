import { LANGUAGE_CODES } from '../../contract/language';
import { ARTICLE_TYPES, PRODUCT_PLATFORMS, type Tenant, type TenantPreference } from '../../contract/tenant';
import type { tenantWarehouses, transitOptions } from '../db/schema';
import { ar } from './copy/ar';
import { bulgarian } from './copy/bg';
import { en } from './copy/en';
import { es } from './copy/es';
import { fr } from './copy/fr';
import { indonesian } from './copy/id';
import { japanese } from './copy/ja';
import { korean } from './copy/ko';
import { lao } from './copy/la';
import { malay } from './copy/ms';
import { pt } from './copy/pt';
import { ru } from './copy/ru';
import { thai } from './copy/th';
import { SERVICE_CATEGORY_IDS, type ServiceCategoryId, type SiteContext, type TransitOptionCopy } from './copy/site-copy';
import { uz } from './copy/uz';
import { vi } from './copy/vi';
import { zhCN } from './copy/zh-CN';
import { zhHK } from './copy/zh-HK';

/** The languages the demo prose is written in. */
export const COPY = { en, vi, ru, uz, ar, es, fr, pt, id: indonesian, ms: malay, bg: bulgarian, ja: japanese, ko: korean, th: thai, la: lao, 'zh-CN': zhCN, 'zh-HK': zhHK } as const;
export type CopyLanguage = keyof typeof COPY;

type WarehouseSeed = Omit<typeof tenantWarehouses.$inferInsert, 'id' | 'tenantId'>;

export interface DemoTenant extends Pick<Tenant,
  'id' | 'name' | 'description' | 'themeColor' | 'defaultLanguage' | 'supportedLanguages' | 'timezoneOffset' |
  'serviceEmail' | 'servicePhone' | 'serviceSocialAccounts' | 'socialMediaPlatforms' | 'footerLinks' |
  'registrationEntity' | 'enabledArticleTypes'> {
  exchangeInfo: Tenant['exchangeInfo'];
  preferences: TenantPreference;
  /** Languages its articles, FAQ, slogan, announcements, categories and how-to-use steps are written in; the default first. */
  contentLanguages: CopyLanguage[];
  serviceCategoryIds: readonly ServiceCategoryId[];
  /** The China warehouse orders are bought into, and the local pickup point when the site has one. */
  warehouses: { local?: WarehouseSeed; china: WarehouseSeed };
  transitOptions: (TransitOptionCopy & { description: string; enabled: boolean } & LineRules)[];
}

/** A line's destinations, volumetric divisor, weight step and limits, and refused goods (the columns' defaults when absent). */
type LineRules = Partial<Pick<typeof transitOptions.$inferInsert, 'countries' | 'volumetricDivisor' | 'weightStepG' | 'minWeightG' | 'maxWeightG' | 'refusedCategories'>>;

/** What the prose may say about a tenant. */
export const siteContextOf = (tenant: DemoTenant): SiteContext => ({
  tenantName: tenant.name,
  serviceEmail: tenant.serviceEmail,
  servicePhone: tenant.servicePhone,
  currency: tenant.exchangeInfo.currency,
  chinaWarehouse: tenant.warehouses.china,
  transitOptions: tenant.transitOptions.filter((option) => option.enabled),
});

const allPreferences: TenantPreference = {
  showExchangeRate: true,
  showStockin: true,
  showTransit: true,
  showUserWarehouse: true,
  showCnyPrice: true,
  copyProductUrlEnabled: true,
  productPlatforms: [...PRODUCT_PLATFORMS],
  refromAllowedHosts: [],
};

const guangzhouWarehouse = (contactName: string): WarehouseSeed => ({
  region: 'CHINA',
  name: 'Guangzhou consolidation centre',
  country: 'CN',
  province: '广东省',
  city: 'Guangzhou',
  address: '广东省广州市白云区石井街道庆丰路88号 3号仓',
  postcode: '510430',
  contactName,
  phone: '+86 20 3622 1088',
});

export const DEMO_TENANTS: DemoTenant[] = [
  {
    id: 'default',
    name: 'Mallbridge',
    description: 'Buy from Taobao, 1688, JD and Poizon in English and get it shipped worldwide.',
    themeColor: '16a34a',
    defaultLanguage: 'en',
    supportedLanguages: [...LANGUAGE_CODES],
    timezoneOffset: 0,
    serviceEmail: 'support@mallbridge.example',
    servicePhone: '+1 415 555 0134',
    serviceSocialAccounts: [
      { type: 'WHATSAPP', accountId: '+14155550134' },
      { type: 'TELEGRAM', accountId: '@mallbridge_help' },
      { type: 'LINE', accountId: 'mallbridge' },
      { type: 'WECHAT', accountId: 'mallbridge-cs' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/mallbridge.example' },
      { platform: 'INSTAGRAM', link: 'https://www.instagram.com/mallbridge.example' },
      { platform: 'YOUTUBE', link: 'https://www.youtube.com/@mallbridge-example' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@mallbridge.example' },
    ],
    footerLinks: [
      { title: 'Track a parcel', link: 'https://t.17track.net/en' },
      { title: 'Shipping fees', link: '/transportation-charge' },
      { title: 'Sourcing service', link: '/sourcing-service' },
    ],
    registrationEntity: { name: 'Mallbridge Trading (Guangzhou) Co., Ltd.', businessLicenseNo: '91440101MA59C8XK2T', websiteApprove: '粤ICP备2023012345号' },
    exchangeInfo: { cnyExchangeRate: 0.1389, currency: 'USD' },
    preferences: { ...allPreferences, refromAllowedHosts: ['partners.mallbridge.example'] },
    enabledArticleTypes: [...ARTICLE_TYPES],
    contentLanguages: ['en', 'zh-CN', 'zh-HK', 'vi', 'th', 'ja', 'ko', 'ru', 'ms', 'uz', 'pt', 'es', 'fr', 'id', 'bg', 'ar', 'la'],
    serviceCategoryIds: SERVICE_CATEGORY_IDS,
    warehouses: {
      local: { region: 'LOCAL', name: 'Los Angeles pickup point', country: 'US', province: 'California', city: 'Los Angeles', address: '1240 E 7th St, Unit B', postcode: '90021', contactName: 'Mallbridge LA', phone: '+1 213 555 0190' },
      china: guangzhouWarehouse('Mallbridge 仓库'),
    },
    transitOptions: [
      { name: 'Air Express', description: 'Door to door by air with DHL or FedEx. Duties included for most countries.', firstWeightG: 500, firstFeeFen: 12_000, extraFeePer500gFen: 4_500, minDays: 5, maxDays: 9, enabled: true, volumetricDivisor: 5000, maxWeightG: 30_000, refusedCategories: ['LIQUID', 'POWDER'] },
      { name: 'Economy Air', description: 'Shared air freight and local post. Best for parcels under 5 kg.', firstWeightG: 500, firstFeeFen: 7_500, extraFeePer500gFen: 3_200, minDays: 8, maxDays: 14, enabled: true, maxWeightG: 10_000, refusedCategories: ['BATTERY', 'LIQUID', 'POWDER', 'MAGNET'] },
      { name: 'Sea Freight', description: 'Consolidated container to your country. Best for heavy orders.', firstWeightG: 1000, firstFeeFen: 6_000, extraFeePer500gFen: 800, minDays: 30, maxDays: 45, enabled: true, weightStepG: 500, minWeightG: 1000, maxWeightG: 100_000, refusedCategories: ['FOOD'] },
    ],
  },
  {
    id: 'vn',
    name: 'Hàng Tàu Express',
    description: 'Đặt hàng Taobao, Tmall, 1688 giá gốc, vận chuyển nhanh về Hà Nội và TP. Hồ Chí Minh.',
    themeColor: '#da251d',
    defaultLanguage: 'vi',
    supportedLanguages: ['vi', 'en', 'zh-CN'],
    timezoneOffset: 420,
    serviceEmail: 'hotro@hangtau.example',
    servicePhone: '+84 24 3555 0188',
    serviceSocialAccounts: [
      { type: 'ZALO', accountId: '0901555188' },
      { type: 'FACEBOOK_MESSENGER', accountId: 'hangtau.express' },
      { type: 'WECHAT', accountId: 'hangtau-cs' },
    ],
    socialMediaPlatforms: [
      { platform: 'FACEBOOK', link: 'https://www.facebook.com/hangtau.example' },
      { platform: 'TIKTOK', link: 'https://www.tiktok.com/@hangtau.example' },
      { platform: 'YOUTUBE', link: 'https://www.youtube.com/@hangtau-example' },
    ],
    footerLinks: [
      { title: 'Tra cứu vận đơn', link: 'https://t.17track.net/vi' },
      { title: 'Bảng phí vận chuyển', link: '/transportation-charge' },
    ],
    registrationEntity: { name: 'Công ty TNHH Thương mại Hàng Tàu', businessLicenseNo: '0109876543', websiteApprove: 'Đã thông báo Bộ Công Thương' },
    exchangeInfo: { cnyExchangeRate: 3450, currency: 'VND' },
    preferences: { ...allPreferences, productPlatforms: ['Taobao', 'Tmall', 'Alibaba', 'JD', 'Poizon'] },
    enabledArticleTypes: ARTICLE_TYPES.filter((type) => type !== 'ABOUT_TRANSIT'),
    contentLanguages: ['vi', 'en', 'zh-CN'],
    serviceCategoryIds: SERVICE_CATEGORY_IDS,
    warehouses: {
      local: { region: 'LOCAL', name: 'Kho Hà Nội', country: 'VN', province: 'Hà Nội', city: 'Cầu Giấy', address: 'Số 12 ngõ 56 Nguyễn Khánh Toàn', postcode: '100000', contactName: 'Hàng Tàu Hà Nội', phone: '+84 24 3555 0188' },
      china: guangzhouWarehouse('Hàng Tàu 仓库'),
    },
    transitOptions: [
      { name: 'Đường bộ tiêu chuẩn', description: 'Xe tải qua cửa khẩu Lạng Sơn, giao tại kho Hà Nội hoặc tận nhà.', firstWeightG: 1000, firstFeeFen: 1_200, extraFeePer500gFen: 600, minDays: 5, maxDays: 8, enabled: true, countries: ['VN'], maxWeightG: 50_000 },
      { name: 'Đường bay nhanh', description: 'Bay thẳng Quảng Châu – Hà Nội, phù hợp hàng gấp và hàng nhỏ.', firstWeightG: 500, firstFeeFen: 2_800, extraFeePer500gFen: 1_400, minDays: 2, maxDays: 4, enabled: true, countries: ['VN'], maxWeightG: 20_000, refusedCategories: ['BATTERY', 'LIQUID', 'POWDER', 'MAGNET'] },
      { name: 'Đường biển', description: 'Tạm ngừng nhận hàng.', firstWeightG: 1000, firstFeeFen: 800, extraFeePer500gFen: 300, minDays: 15, maxDays: 25, enabled: false, countries: ['VN'] },
    ],
  },
  {
    id: 'ru',
    name: 'ПосылкаКитай',
    description: 'Выкуп товаров с Taobao, 1688 и Poizon и доставка по всей России.',
    themeColor: '1d4ed8',
    defaultLanguage: 'ru',
    supportedLanguages: ['ru', 'ru2', 'en'],
    timezoneOffset: 180,
    serviceEmail: 'help@posylka-kitai.example',
    servicePhone: '+7 495 555 01 77',
    serviceSocialAccounts: [
      { type: 'TELEGRAM', accountId: '@posylka_kitai' },
      { type: 'WHATSAPP', accountId: '+74955550177' },
      { type: 'VKONTAKTE', accountId: 'posylka_kitai' },
      { type: 'VIBER', accountId: '+74955550177' },
      { type: 'WECHAT', accountId: 'posylka-cs' },
    ],
    socialMediaPlatforms: [
      { platform: 'VKONTAKTE', link: 'https://vk.com/posylka_kitai_example' },
      { platform: 'TELEGRAM', link: 'https://t.me/posylka_kitai_example' },
      { platform: 'YOUTUBE', link: 'https://www.youtube.com/@posylka-kitai-example' },
    ],
    footerLinks: [
      { title: 'Отследить посылку', link: 'https://t.17track.net/ru' },
      { title: 'Оптовым клиентам', link: '/sourcing-service' },
    ],
    registrationEntity: { name: 'ООО «Посылка Китай»', businessLicenseNo: 'ОГРН 1237700123456', websiteApprove: '' },
    exchangeInfo: { cnyExchangeRate: 12.9, currency: 'RUB' },
    preferences: { ...allPreferences, showCnyPrice: false, productPlatforms: ['Taobao', 'Alibaba', 'Poizon', 'Yiwugou'] },
    enabledArticleTypes: [...ARTICLE_TYPES],
    contentLanguages: ['ru', 'en'],
    serviceCategoryIds: SERVICE_CATEGORY_IDS,
    warehouses: {
      local: { region: 'LOCAL', name: 'Склад Москва', country: 'RU', province: 'Москва', city: 'Москва', address: 'ул. Складочная, д. 1, стр. 18', postcode: '127018', contactName: 'ПосылкаКитай Москва', phone: '+7 495 555 01 77' },
      china: { region: 'CHINA', name: 'Yiwu consolidation centre', country: 'CN', province: '浙江省', city: 'Yiwu', address: '浙江省义乌市北苑街道春华路 1568 号 B2 库', postcode: '322000', contactName: 'Посылка 仓库', phone: '+86 579 8555 0166' },
    },
    transitOptions: [
      { name: 'Авиа', description: 'Авиадоставка до Москвы, далее СДЭК или Почта России.', firstWeightG: 500, firstFeeFen: 9_500, extraFeePer500gFen: 3_800, minDays: 8, maxDays: 12, enabled: true, countries: ['RU', 'BY', 'KZ'], maxWeightG: 31_000, refusedCategories: ['BATTERY', 'LIQUID', 'POWDER'] },
      { name: 'Авто через Казахстан', description: 'Автомобильная доставка через Хоргос и Казахстан, выгодно от 3 кг.', firstWeightG: 1000, firstFeeFen: 4_500, extraFeePer500gFen: 1_200, minDays: 12, maxDays: 18, enabled: true, countries: ['RU', 'BY', 'KZ'], weightStepG: 500, maxWeightG: 100_000, refusedCategories: ['LIQUID'] },
      { name: 'Ж/Д контейнер', description: 'Железнодорожный контейнер до Москвы для крупных партий.', firstWeightG: 1000, firstFeeFen: 3_500, extraFeePer500gFen: 900, minDays: 20, maxDays: 30, enabled: true, countries: ['RU'], weightStepG: 1000, minWeightG: 5000, maxWeightG: 100_000 },
    ],
  },
  {
    id: 'uz',
    name: 'Xitoy Bozor',
    description: 'Taobao, 1688 va Poizondan xarid va Toshkentgacha yetkazib berish.',
    themeColor: '0e7490',
    defaultLanguage: 'uz',
    supportedLanguages: ['uz', 'ru', 'en'],
    timezoneOffset: 300,
    serviceEmail: 'yordam@xitoybozor.example',
    servicePhone: '+998 71 555 01 55',
    serviceSocialAccounts: [
      { type: 'TELEGRAM', accountId: '@xitoybozor' },
      { type: 'WHATSAPP', accountId: '+998715550155' },
    ],
    socialMediaPlatforms: [
      { platform: 'TELEGRAM', link: 'https://t.me/xitoybozor_example' },
      { platform: 'INSTAGRAM', link: 'https://www.instagram.com/xitoybozor.example' },
    ],
    footerLinks: [{ title: 'Narxlar', link: '/transportation-charge' }],
    registrationEntity: null,
    exchangeInfo: { cnyExchangeRate: 1765, currency: 'UZS' },
    // Parcels are handed over in Tashkent, so shoppers never manage stock, transit or their own warehouses.
    preferences: { ...allPreferences, showStockin: false, showTransit: false, showUserWarehouse: false, showCnyPrice: false, productPlatforms: ['Taobao', 'Alibaba', 'Poizon'] },
    enabledArticleTypes: ARTICLE_TYPES.filter((type) => type !== 'SOURCING_SERVICE'),
    contentLanguages: ['uz', 'en', 'ru'],
    serviceCategoryIds: SERVICE_CATEGORY_IDS.filter((id) => id !== 'SOURCING'),
    warehouses: {
      local: { region: 'LOCAL', name: 'Toshkent ombori', country: 'UZ', province: 'Toshkent', city: 'Toshkent', address: 'Yunusobod tumani, Amir Temur shoh koʻchasi, 108-uy', postcode: '100084', contactName: 'Xitoy Bozor', phone: '+998 71 555 01 55' },
      china: guangzhouWarehouse('Xitoy Bozor 仓库'),
    },
    transitOptions: [
      { name: 'Avia', description: 'Guanchjou – Toshkent aviareysi, haftasiga uch marta.', firstWeightG: 500, firstFeeFen: 7_000, extraFeePer500gFen: 3_000, minDays: 6, maxDays: 9, enabled: true, countries: ['UZ'], refusedCategories: ['BATTERY', 'LIQUID', 'POWDER'] },
      { name: 'Avto', description: 'Qozogʻiston orqali avtomobil yoʻli, ogʻir yuklar uchun.', firstWeightG: 1000, firstFeeFen: 4_000, extraFeePer500gFen: 1_000, minDays: 10, maxDays: 15, enabled: true, countries: ['UZ'], weightStepG: 500, maxWeightG: 100_000 },
    ],
  },
  {
    id: 'gh',
    name: 'Accra China Shop',
    description: 'Shop Chinese marketplaces from Ghana and collect in Accra.',
    themeColor: 'ca8a04',
    defaultLanguage: 'en',
    supportedLanguages: ['en'],
    timezoneOffset: 0,
    serviceEmail: 'care@accrachinashop.example',
    servicePhone: '+233 30 255 0142',
    serviceSocialAccounts: [{ type: 'WHATSAPP', accountId: '+233302550142' }],
    socialMediaPlatforms: [{ platform: 'FACEBOOK', link: 'https://www.facebook.com/accrachinashop.example' }],
    footerLinks: [{ title: 'Shipping fees', link: '/transportation-charge' }],
    registrationEntity: null,
    // GHC is the code this tenant's back office still uses; the storefront shows it as GHS.
    exchangeInfo: { cnyExchangeRate: 2.12, currency: 'GHC' },
    preferences: { ...allPreferences, productPlatforms: ['Taobao', 'Alibaba', 'SelfOwned'] },
    enabledArticleTypes: ['ABOUT_US', 'HOW_TO_USE', 'ABOUT_TRANSIT_FEE', 'PROHIBITED_PURCHASE_ITEMS', 'USER_AGREEMENT', 'FAQ', 'PRIVACY_POLICY'],
    contentLanguages: ['en'],
    serviceCategoryIds: ['PURCHASE', 'TRANSIT', 'PAYMENT', 'OTHER'],
    warehouses: {
      local: { region: 'LOCAL', name: 'Accra collection point', country: 'GH', province: 'Greater Accra', city: 'Accra', address: 'Spintex Road, Plot 22, Baatsona', postcode: 'GA-145', contactName: 'Accra China Shop', phone: '+233 30 255 0142' },
      china: guangzhouWarehouse('Accra 仓库'),
    },
    transitOptions: [
      { name: 'Air Cargo Accra', description: 'Air cargo to Kotoka airport, collect at our Accra point.', firstWeightG: 500, firstFeeFen: 11_000, extraFeePer500gFen: 4_800, minDays: 10, maxDays: 15, enabled: true, countries: ['GH'], refusedCategories: ['BATTERY', 'LIQUID', 'POWDER'] },
      { name: 'Sea Freight Tema', description: 'Consolidated container to Tema port.', firstWeightG: 1000, firstFeeFen: 5_000, extraFeePer500gFen: 700, minDays: 40, maxDays: 55, enabled: true, countries: ['GH'], weightStepG: 500, minWeightG: 1000, maxWeightG: 100_000 },
    ],
  },
];
