/**
 * Words the catalog generator builds titles from: every product is a product type made of a
 * material, in a style, for an audience. Chinese first, as the marketplaces write it.
 */

export interface Word { zh: string; en: string }

/** Which selectable options a product type has. */
export type OptionKind = 'apparel' | 'shoes' | 'colour' | 'none';

export interface ProductType extends Word {
  categoryId: string;
  options: OptionKind;
  /** Typical price in fen and weight in grams; each product varies around them. */
  priceFen: number;
  weightGrams: number;
}

export interface Category extends Word { id: string; children: (Word & { id: string })[] }

export const CATEGORIES: Category[] = [
  { id: 'bags', zh: '箱包', en: 'Bags', children: [
    { id: 'bags-handbags', zh: '手提包', en: 'Handbags' }, { id: 'bags-backpacks', zh: '双肩包', en: 'Backpacks' },
    { id: 'bags-wallets', zh: '钱包', en: 'Wallets' }] },
  { id: 'apparel', zh: '服装', en: 'Clothing', children: [
    { id: 'apparel-tops', zh: '上衣', en: 'Tops' }, { id: 'apparel-dresses', zh: '连衣裙', en: 'Dresses' },
    { id: 'apparel-outerwear', zh: '外套', en: 'Outerwear' }, { id: 'apparel-trousers', zh: '裤子', en: 'Trousers' }] },
  { id: 'shoes', zh: '鞋靴', en: 'Shoes', children: [
    { id: 'shoes-sneakers', zh: '运动鞋', en: 'Sneakers' }, { id: 'shoes-boots', zh: '靴子', en: 'Boots' },
    { id: 'shoes-sandals', zh: '凉鞋', en: 'Sandals' }] },
  { id: 'accessories', zh: '配饰', en: 'Accessories', children: [
    { id: 'accessories-watches', zh: '手表', en: 'Watches' }, { id: 'accessories-jewellery', zh: '首饰', en: 'Jewellery' }] },
  { id: 'electronics', zh: '数码', en: 'Electronics', children: [
    { id: 'electronics-audio', zh: '耳机', en: 'Audio' }, { id: 'electronics-phone', zh: '手机配件', en: 'Phone accessories' }] },
  { id: 'home', zh: '家居', en: 'Home', children: [
    { id: 'home-kitchen', zh: '厨房用品', en: 'Kitchen' }, { id: 'home-decor', zh: '家居装饰', en: 'Decor' }] },
  { id: 'toys', zh: '玩具', en: 'Toys', children: [{ id: 'toys-vehicles', zh: '玩具车', en: 'Toy vehicles' }, { id: 'toys-blocks', zh: '积木', en: 'Building blocks' }] },
  { id: 'beauty', zh: '美妆', en: 'Beauty', children: [{ id: 'beauty-makeup', zh: '彩妆', en: 'Make-up' }, { id: 'beauty-skincare', zh: '护肤', en: 'Skin care' }] },
];

export const PRODUCT_TYPES: ProductType[] = [
  { zh: '手提包', en: 'handbag', categoryId: 'bags-handbags', options: 'colour', priceFen: 25_900, weightGrams: 800 },
  { zh: '斜挎包', en: 'crossbody bag', categoryId: 'bags-handbags', options: 'colour', priceFen: 15_900, weightGrams: 500 },
  { zh: '双肩包', en: 'backpack', categoryId: 'bags-backpacks', options: 'colour', priceFen: 18_900, weightGrams: 900 },
  { zh: '钱包', en: 'wallet', categoryId: 'bags-wallets', options: 'colour', priceFen: 8_900, weightGrams: 200 },
  { zh: 'T恤', en: 'T-shirt', categoryId: 'apparel-tops', options: 'apparel', priceFen: 5_900, weightGrams: 250 },
  { zh: '衬衫', en: 'shirt', categoryId: 'apparel-tops', options: 'apparel', priceFen: 9_900, weightGrams: 300 },
  { zh: '卫衣', en: 'hoodie', categoryId: 'apparel-tops', options: 'apparel', priceFen: 12_900, weightGrams: 600 },
  { zh: '连衣裙', en: 'dress', categoryId: 'apparel-dresses', options: 'apparel', priceFen: 16_900, weightGrams: 400 },
  { zh: '夹克', en: 'jacket', categoryId: 'apparel-outerwear', options: 'apparel', priceFen: 29_900, weightGrams: 900 },
  { zh: '羽绒服', en: 'down coat', categoryId: 'apparel-outerwear', options: 'apparel', priceFen: 49_900, weightGrams: 1200 },
  { zh: '牛仔裤', en: 'jeans', categoryId: 'apparel-trousers', options: 'apparel', priceFen: 13_900, weightGrams: 700 },
  { zh: '运动鞋', en: 'sneakers', categoryId: 'shoes-sneakers', options: 'shoes', priceFen: 39_900, weightGrams: 1100 },
  { zh: '跑步鞋', en: 'running shoes', categoryId: 'shoes-sneakers', options: 'shoes', priceFen: 45_900, weightGrams: 1000 },
  { zh: '靴子', en: 'boots', categoryId: 'shoes-boots', options: 'shoes', priceFen: 49_900, weightGrams: 1500 },
  { zh: '凉鞋', en: 'sandals', categoryId: 'shoes-sandals', options: 'shoes', priceFen: 9_900, weightGrams: 600 },
  { zh: '手表', en: 'watch', categoryId: 'accessories-watches', options: 'colour', priceFen: 59_900, weightGrams: 300 },
  { zh: '项链', en: 'necklace', categoryId: 'accessories-jewellery', options: 'colour', priceFen: 12_900, weightGrams: 80 },
  { zh: '耳环', en: 'earrings', categoryId: 'accessories-jewellery', options: 'none', priceFen: 4_900, weightGrams: 50 },
  { zh: '蓝牙耳机', en: 'Bluetooth earphones', categoryId: 'electronics-audio', options: 'colour', priceFen: 19_900, weightGrams: 150 },
  { zh: '手机壳', en: 'phone case', categoryId: 'electronics-phone', options: 'colour', priceFen: 2_900, weightGrams: 60 },
  { zh: '充电宝', en: 'power bank', categoryId: 'electronics-phone', options: 'none', priceFen: 9_900, weightGrams: 350 },
  { zh: '保温杯', en: 'thermos cup', categoryId: 'home-kitchen', options: 'colour', priceFen: 6_900, weightGrams: 400 },
  { zh: '餐具套装', en: 'tableware set', categoryId: 'home-kitchen', options: 'none', priceFen: 15_900, weightGrams: 1800 },
  { zh: '台灯', en: 'desk lamp', categoryId: 'home-decor', options: 'colour', priceFen: 11_900, weightGrams: 1000 },
  { zh: '抱枕', en: 'throw pillow', categoryId: 'home-decor', options: 'colour', priceFen: 3_900, weightGrams: 500 },
  { zh: '遥控车', en: 'remote control car', categoryId: 'toys-vehicles', options: 'none', priceFen: 14_900, weightGrams: 900 },
  { zh: '积木', en: 'building blocks', categoryId: 'toys-blocks', options: 'none', priceFen: 9_900, weightGrams: 700 },
  { zh: '口红', en: 'lipstick', categoryId: 'beauty-makeup', options: 'colour', priceFen: 12_900, weightGrams: 60 },
  { zh: '面霜', en: 'face cream', categoryId: 'beauty-skincare', options: 'none', priceFen: 16_900, weightGrams: 150 },
];

export const MATERIALS: Word[] = [
  { zh: '真皮', en: 'genuine leather' }, { zh: '纯棉', en: 'cotton' }, { zh: '丝绸', en: 'silk' }, { zh: '羊毛', en: 'wool' },
  { zh: '帆布', en: 'canvas' }, { zh: '不锈钢', en: 'stainless steel' }, { zh: '硅胶', en: 'silicone' }, { zh: '亚麻', en: 'linen' },
  { zh: '合金', en: 'alloy' }, { zh: '尼龙', en: 'nylon' },
];

export const STYLES: Word[] = [
  { zh: '复古', en: 'Vintage' }, { zh: '简约', en: 'Minimalist' }, { zh: '韩版', en: 'Korean-style' }, { zh: '时尚', en: 'Fashion' },
  { zh: '休闲', en: 'Casual' }, { zh: '商务', en: 'Business' }, { zh: '可爱', en: 'Cute' }, { zh: '新款', en: 'New' },
];

export const AUDIENCES: Word[] = [
  { zh: '女士', en: "women's" }, { zh: '男士', en: "men's" }, { zh: '儿童', en: "kids'" }, { zh: '情侣', en: "couple's" }, { zh: '', en: '' },
];

export const COLOURS: (Word & { rgb: [number, number, number] })[] = [
  { zh: '红色', en: 'red', rgb: [200, 40, 40] }, { zh: '黑色', en: 'black', rgb: [25, 25, 25] },
  { zh: '白色', en: 'white', rgb: [240, 240, 235] }, { zh: '蓝色', en: 'blue', rgb: [40, 80, 200] },
  { zh: '粉色', en: 'pink', rgb: [240, 150, 180] }, { zh: '绿色', en: 'green', rgb: [50, 150, 70] },
  { zh: '灰色', en: 'grey', rgb: [128, 128, 128] }, { zh: '卡其色', en: 'khaki', rgb: [190, 170, 120] },
];

export const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'];

export const SHOP_CITIES: Word[] = [
  { zh: '杭州', en: 'Hangzhou' }, { zh: '广州', en: 'Guangzhou' }, { zh: '深圳', en: 'Shenzhen' }, { zh: '义乌', en: 'Yiwu' },
  { zh: '上海', en: 'Shanghai' }, { zh: '泉州', en: 'Quanzhou' }, { zh: '苏州', en: 'Suzhou' }, { zh: '温州', en: 'Wenzhou' },
];
export const SHOP_WORDS: Word[] = [
  { zh: '优品', en: 'Youpin' }, { zh: '美尚', en: 'Meishang' }, { zh: '潮流', en: 'Trend' }, { zh: '锦绣', en: 'Jinxiu' },
  { zh: '星辰', en: 'Xingchen' }, { zh: '恒通', en: 'Hengtong' },
];

/** Property names as the marketplaces write them. */
export const COLOUR_PROPERTY = '颜色';
export const SIZE_PROPERTY = '尺码';
