import type { addressDistricts, countries } from '../db/schema';

/** Countries shoppers ship to, shared by every tenant. */
export const COUNTRIES: (typeof countries.$inferInsert)[] = [
  { code: 'CN', name: 'China', phoneCode: '+86' },
  { code: 'VN', name: 'Vietnam', phoneCode: '+84' },
  { code: 'RU', name: 'Russia', phoneCode: '+7' },
  { code: 'UZ', name: 'Uzbekistan', phoneCode: '+998' },
  { code: 'KZ', name: 'Kazakhstan', phoneCode: '+7' },
  { code: 'KR', name: 'South Korea', phoneCode: '+82' },
  { code: 'MY', name: 'Malaysia', phoneCode: '+60' },
  { code: 'US', name: 'United States', phoneCode: '+1' },
  { code: 'GH', name: 'Ghana', phoneCode: '+233' },
  { code: 'TH', name: 'Thailand', phoneCode: '+66' },
  { code: 'LA', name: 'Laos', phoneCode: '+856' },
  { code: 'BY', name: 'Belarus', phoneCode: '+375' },
];

/** Level-1 districts (ISO 3166-2 ids) with some of their cities; city ids extend the parent's. */
const DISTRICT_TREE: Record<string, { id: string; name: string; cities: [suffix: string, name: string][] }[]> = {
  CN: [
    { id: 'CN-BJ', name: 'Beijing', cities: [['DC', 'Dongcheng'], ['CY', 'Chaoyang'], ['HD', 'Haidian']] },
    { id: 'CN-SH', name: 'Shanghai', cities: [['HP', 'Huangpu'], ['PD', 'Pudong'], ['MH', 'Minhang']] },
    { id: 'CN-GD', name: 'Guangdong', cities: [['GZ', 'Guangzhou'], ['SZ', 'Shenzhen'], ['DG', 'Dongguan'], ['FS', 'Foshan']] },
    { id: 'CN-ZJ', name: 'Zhejiang', cities: [['HZ', 'Hangzhou'], ['NB', 'Ningbo'], ['YW', 'Yiwu'], ['WZ', 'Wenzhou']] },
    { id: 'CN-JS', name: 'Jiangsu', cities: [['NJ', 'Nanjing'], ['SZ', 'Suzhou'], ['WX', 'Wuxi']] },
    { id: 'CN-FJ', name: 'Fujian', cities: [['FZ', 'Fuzhou'], ['XM', 'Xiamen'], ['QZ', 'Quanzhou']] },
    { id: 'CN-SD', name: 'Shandong', cities: [['JN', 'Jinan'], ['QD', 'Qingdao']] },
    { id: 'CN-SC', name: 'Sichuan', cities: [['CD', 'Chengdu'], ['MY', 'Mianyang']] },
    { id: 'CN-HB', name: 'Hubei', cities: [['WH', 'Wuhan'], ['YC', 'Yichang']] },
    { id: 'CN-YN', name: 'Yunnan', cities: [['KM', 'Kunming'], ['XSBN', 'Xishuangbanna']] },
    { id: 'CN-GX', name: 'Guangxi', cities: [['NN', 'Nanning'], ['PX', 'Pingxiang']] },
    { id: 'CN-XJ', name: 'Xinjiang', cities: [['URC', 'Urumqi'], ['KHG', 'Kashgar']] },
  ],
  VN: [
    { id: 'VN-HN', name: 'Hà Nội', cities: [['HK', 'Hoàn Kiếm'], ['CG', 'Cầu Giấy'], ['DD', 'Đống Đa']] },
    { id: 'VN-SG', name: 'Hồ Chí Minh', cities: [['Q1', 'Quận 1'], ['Q3', 'Quận 3'], ['TD', 'Thủ Đức']] },
    { id: 'VN-DN', name: 'Đà Nẵng', cities: [['HC', 'Hải Châu'], ['ST', 'Sơn Trà']] },
    { id: 'VN-HP', name: 'Hải Phòng', cities: [['HB', 'Hồng Bàng'], ['LC', 'Lê Chân']] },
    { id: 'VN-CT', name: 'Cần Thơ', cities: [['NK', 'Ninh Kiều']] },
  ],
  RU: [
    { id: 'RU-MOW', name: 'Москва', cities: [['CAO', 'Центральный АО'], ['SAO', 'Северный АО'], ['UAO', 'Южный АО']] },
    { id: 'RU-SPE', name: 'Санкт-Петербург', cities: [['ADM', 'Адмиралтейский'], ['VAS', 'Василеостровский']] },
    { id: 'RU-NVS', name: 'Новосибирская область', cities: [['NSK', 'Новосибирск'], ['BRD', 'Бердск']] },
    { id: 'RU-SVE', name: 'Свердловская область', cities: [['EKB', 'Екатеринбург'], ['NTG', 'Нижний Тагил']] },
    { id: 'RU-PRI', name: 'Приморский край', cities: [['VVO', 'Владивосток'], ['NHK', 'Находка']] },
  ],
  UZ: [
    { id: 'UZ-TK', name: 'Toshkent', cities: [['YU', 'Yunusobod'], ['CH', 'Chilonzor'], ['MU', 'Mirzo Ulugʻbek']] },
    { id: 'UZ-SA', name: 'Samarqand', cities: [['SAM', 'Samarqand'], ['URG', 'Urgut']] },
    { id: 'UZ-BU', name: 'Buxoro', cities: [['BUX', 'Buxoro'], ['GIJ', 'Gʻijduvon']] },
    { id: 'UZ-FA', name: 'Fargʻona', cities: [['FAR', 'Fargʻona'], ['QOQ', 'Qoʻqon']] },
  ],
  KZ: [
    { id: 'KZ-ALA', name: 'Almaty', cities: [['MED', 'Medeu'], ['BOS', 'Bostandyk']] },
    { id: 'KZ-AST', name: 'Astana', cities: [['ESL', 'Esil'], ['SAR', 'Saryarka']] },
  ],
};

export const ADDRESS_DISTRICTS: (typeof addressDistricts.$inferInsert)[] = Object.entries(DISTRICT_TREE).flatMap(
  ([country, provinces]) => provinces.flatMap((province) => [
    { id: province.id, country, parentId: null, name: province.name, level: 1 },
    ...province.cities.map(([suffix, name]) => ({ id: `${province.id}-${suffix}`, country, parentId: province.id, name, level: 2 })),
  ]),
);
