/**
 * The catalog's vocabulary (vocabulary.ts) in the shopper's languages, keyed by the Chinese the
 * marketplaces write. Each row lists one entry per language of GLOSSARY_LANGUAGES; an entry is
 * the displayed word first, then other words shoppers search with, separated by `|`.
 * Simplified Chinese is the key itself, and `ru2` (a second Russian wording of the interface)
 * shares the Russian catalog words.
 */

export const GLOSSARY_LANGUAGES = ['en', 'zh-HK', 'vi', 'th', 'ja', 'ko', 'ru', 'ms', 'uz', 'pt', 'es', 'fr', 'id', 'bg', 'ar', 'la'] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];

//                  en, zh-HK, vi, th, ja, ko, ru, ms, uz, pt, es, fr, id, bg, ar, la
export const GLOSSARY_TERMS: Readonly<Record<string, readonly string[]>> = {
  // Product types
  手提包: ['handbag|handbags', '手提包|手袋', 'túi xách tay|túi xách', 'กระเป๋าถือ', 'ハンドバッグ', '핸드백', 'сумочка|сумка', 'beg tangan', "qo'l sumkasi", 'bolsa de mão', 'bolso de mano', 'sac à main', 'tas tangan', 'ръчна чанта', 'حقيبة يد', 'ກະເປົາຖື'],
  斜挎包: ['crossbody bag|crossbody bags', '斜揹袋|斜挎包', 'túi đeo chéo', 'กระเป๋าสะพายข้าง', 'ショルダーバッグ', '크로스백', 'сумка через плечо', 'beg silang', 'yelkaga osiladigan sumka', 'bolsa transversal|bolsa tiracolo', 'bolso bandolera|bandolera', 'sac bandoulière', 'tas selempang', 'чанта през рамо', 'حقيبة كتف|حقيبة كروس', 'ກະເປົາສະພາຍ'],
  双肩包: ['backpack|backpacks', '背囊|雙肩包', 'ba lô|balo', 'กระเป๋าเป้', 'リュックサック|リュック|バックパック', '백팩|배낭', 'рюкзак', 'beg galas', 'ryukzak', 'mochila', 'mochila', 'sac à dos', 'tas ransel|ransel', 'раница', 'حقيبة ظهر', 'ກະເປົາເປ້'],
  钱包: ['wallet|wallets|purse', '銀包|錢包', 'ví|ví tiền', 'กระเป๋าสตางค์', '財布', '지갑', 'кошелёк|кошелек', 'dompet', 'hamyon', 'carteira', 'cartera|monedero', 'portefeuille', 'dompet', 'портфейл', 'محفظة', 'ກະເປົາເງິນ'],
  T恤: ['T-shirt|T-shirts|tee', 'T恤', 'áo thun|áo phông', 'เสื้อยืด', 'Tシャツ', '티셔츠', 'футболка', 'baju-T|kemeja-T', 'futbolka', 'camiseta|t-shirt', 'camiseta|playera', 't-shirt|tee-shirt', 'kaos', 'тениска', 'تي شيرت|تيشيرت', 'ເສື້ອຍືດ'],
  衬衫: ['shirt|shirts', '恤衫|襯衫', 'áo sơ mi', 'เสื้อเชิ้ต', 'シャツ|ワイシャツ', '셔츠', 'рубашка|рубашки', 'kemeja', "ko'ylak", 'camisa', 'camisa', 'chemise', 'kemeja', 'риза', 'قميص', 'ເສື້ອເຊີ້ດ'],
  卫衣: ['hoodie|hoodies|sweatshirt', '衛衣', 'áo hoodie|áo nỉ', 'เสื้อฮู้ด', 'パーカー', '후드티', 'худи|толстовка', 'baju hud|hoodie', 'xudi', 'moletom com capuz|moletom', 'sudadera con capucha|sudadera', 'sweat à capuche|hoodie', 'hoodie|sweater', 'суитшърт с качулка|худи', 'هودي', 'ເສື້ອຮູດ'],
  连衣裙: ['dress|dresses', '連身裙', 'váy liền|đầm', 'ชุดเดรส|เดรส', 'ワンピース', '원피스', 'платье', 'gaun', 'libos', 'vestido', 'vestido', 'robe', 'gaun|dress', 'рокля', 'فستان', 'ຊຸດກະໂປງ'],
  夹克: ['jacket|jackets', '夾克', 'áo khoác', 'เสื้อแจ็คเก็ต|แจ็คเก็ต', 'ジャケット', '재킷|자켓', 'куртка', 'jaket', 'kurtka', 'jaqueta', 'chaqueta', 'veste|blouson', 'jaket', 'яке', 'جاكيت|سترة', 'ເສື້ອແຈັກເກັດ'],
  羽绒服: ['down coat|down coats|puffer jacket', '羽絨服', 'áo phao|áo lông vũ', 'เสื้อโค้ทขนเป็ด', 'ダウンコート|ダウンジャケット', '패딩|다운 코트', 'пуховик', 'kot bulu pelepah', 'puxovik', 'casaco de penas|jaqueta puffer', 'abrigo de plumas|plumífero', 'doudoune', 'jaket bulu angsa', 'пухено яке', 'معطف ريش|جاكيت منفوخ', 'ເສື້ອກັນໜາວຂົນເປັດ'],
  牛仔裤: ['jeans', '牛仔褲', 'quần jean|quần bò', 'กางเกงยีนส์', 'ジーンズ|デニム', '청바지', 'джинсы', 'seluar jean', 'jinsi shim', 'calça jeans', 'vaqueros|jeans', 'jean|jeans', 'celana jeans', 'дънки', 'جينز|بنطلون جينز', 'ໂສ້ງຢີນ'],
  运动鞋: ['sneakers|trainers', '波鞋|運動鞋', 'giày thể thao', 'รองเท้าผ้าใบ', 'スニーカー', '운동화|스니커즈', 'кроссовки', 'kasut sukan', 'krossovka', 'tênis', 'zapatillas deportivas|zapatillas', 'baskets', 'sepatu olahraga|sepatu sneakers', 'маратонки', 'حذاء رياضي|سنيكرز', 'ເກີບຜ້າໃບ'],
  跑步鞋: ['running shoes', '跑鞋', 'giày chạy bộ', 'รองเท้าวิ่ง', 'ランニングシューズ', '러닝화', 'беговые кроссовки', 'kasut larian', 'yugurish krossovkasi', 'tênis de corrida', 'zapatillas de running|zapatillas para correr', 'chaussures de course|chaussures de running', 'sepatu lari', 'обувки за бягане', 'حذاء جري', 'ເກີບແລ່ນ'],
  靴子: ['boots', '靴', 'giày bốt|bốt', 'รองเท้าบูท', 'ブーツ', '부츠', 'ботинки|сапоги', 'but', 'etik', 'botas', 'botas', 'bottes', 'sepatu bot|boots', 'боти|ботуши', 'حذاء بوت|بوت', 'ເກີບບູດ'],
  凉鞋: ['sandals', '涼鞋', 'dép xăng đan|sandal', 'รองเท้าแตะ|รองเท้าแซนดัล', 'サンダル', '샌들', 'сандалии', 'sandal', 'sandal', 'sandálias', 'sandalias', 'sandales', 'sandal', 'сандали', 'صندل', 'ເກີບແຕະ'],
  手表: ['watch|watches', '手錶', 'đồng hồ', 'นาฬิกาข้อมือ|นาฬิกา', '腕時計|時計', '손목시계|시계', 'часы', 'jam tangan', 'soat', 'relógio', 'reloj', 'montre', 'jam tangan|arloji', 'часовник', 'ساعة يد|ساعة', 'ໂມງຂໍ້ມື'],
  项链: ['necklace|necklaces', '頸鏈|項鏈', 'vòng cổ|dây chuyền', 'สร้อยคอ', 'ネックレス', '목걸이', 'колье|ожерелье', 'rantai leher', "marjon", 'colar', 'collar', 'collier', 'kalung', 'колие', 'قلادة|عقد', 'ສາຍຄໍ'],
  耳环: ['earrings', '耳環', 'bông tai|khuyên tai', 'ต่างหู', 'イヤリング|ピアス', '귀걸이', 'серьги', 'subang|anting-anting', "sirg'a", 'brincos', 'pendientes|aretes', "boucles d'oreilles", 'anting', 'обеци', 'أقراط|حلق', 'ຕຸ້ມຫູ'],
  蓝牙耳机: ['Bluetooth earphones|wireless earbuds', '藍牙耳機', 'tai nghe Bluetooth', 'หูฟังบลูทูธ', 'Bluetoothイヤホン|ワイヤレスイヤホン', '블루투스 이어폰', 'Bluetooth-наушники|беспроводные наушники', 'fon telinga Bluetooth', 'Bluetooth quloqchin', 'fones Bluetooth|fone de ouvido bluetooth', 'auriculares Bluetooth', 'écouteurs Bluetooth', 'earphone Bluetooth', 'Bluetooth слушалки', 'سماعات بلوتوث', 'ຫູຟັງບລູທູດ'],
  手机壳: ['phone case|phone cases', '手機殼', 'ốp điện thoại|ốp lưng', 'เคสโทรศัพท์|เคสมือถือ', 'スマホケース', '휴대폰 케이스|폰케이스', 'чехол для телефона|чехол', 'sarung telefon', "telefon g'ilofi", 'capa de celular|capinha', 'funda de móvil|funda para celular', 'coque de téléphone|coque', 'casing HP|case hp', 'калъф за телефон', 'جراب هاتف|كفر موبايل', 'ເຄສໂທລະສັບ'],
  充电宝: ['power bank|power banks', '充電寶|尿袋', 'sạc dự phòng', 'พาวเวอร์แบงค์', 'モバイルバッテリー', '보조배터리', 'пауэрбанк|повербанк', 'bank kuasa|power bank', 'pauerbank', 'carregador portátil|power bank', 'batería externa|power bank', 'batterie externe', 'power bank|powerbank', 'външна батерия', 'باور بانك|شاحن متنقل', 'ແບັດສຳຮອງ'],
  保温杯: ['thermos cup|thermos', '保溫杯', 'cốc giữ nhiệt|bình giữ nhiệt', 'แก้วเก็บอุณหภูมิ', '保温マグ|タンブラー', '보온컵|텀블러', 'термокружка', 'cawan termos|termos', 'termos krujka', 'copo térmico', 'vaso térmico|termo', 'mug isotherme|tasse isotherme', 'tumbler|gelas termos', 'термочаша', 'كوب حراري', 'ຈອກເກັບອຸນຫະພູມ'],
  餐具套装: ['tableware set|tableware', '餐具套裝', 'bộ bát đĩa', 'ชุดจานชาม', '食器セット', '식기 세트', 'набор посуды', 'set pinggan mangkuk', "idish-tovoq to'plami", 'jogo de louça|aparelho de jantar', 'juego de vajilla|vajilla', 'service de table|set de vaisselle', 'set peralatan makan', 'комплект съдове', 'طقم أدوات مائدة|طقم صحون', 'ຊຸດຖ້ວຍຈານ'],
  台灯: ['desk lamp|desk lamps', '枱燈|檯燈', 'đèn bàn', 'โคมไฟตั้งโต๊ะ', 'デスクライト', '탁상 스탠드|스탠드', 'настольная лампа', 'lampu meja', "stol chirog'i", 'luminária de mesa', 'lámpara de escritorio', 'lampe de bureau', 'lampu belajar|lampu meja kerja', 'настолна лампа', 'مصباح مكتب', 'ໂຄມໄຟຕັ້ງໂຕະ'],
  抱枕: ['throw pillow|cushion', '攬枕|抱枕', 'gối tựa|gối ôm', 'หมอนอิง', 'クッション', '쿠션', 'декоративная подушка|подушка', 'bantal hiasan|bantal', 'yostiqcha', 'almofada', 'cojín', 'coussin', 'bantal sofa', 'декоративна възглавница|възглавница', 'وسادة زينة|مخدة', 'ໝອນອີງ'],
  遥控车: ['remote control car|rc car', '遙控車', 'xe điều khiển từ xa', 'รถบังคับ', 'ラジコンカー', 'RC카|무선 조종 자동차', 'радиоуправляемая машинка', 'kereta kawalan jauh', 'pultli mashina', 'carrinho de controle remoto', 'coche teledirigido|carro a control remoto', 'voiture télécommandée', 'mobil remote control|mobil rc', 'кола с дистанционно', 'سيارة تحكم عن بعد', 'ລົດບັງຄັບ'],
  积木: ['building blocks', '積木', 'đồ chơi xếp hình|xếp hình', 'ตัวต่อ|บล็อกตัวต่อ', 'ブロック|積み木', '블록 장난감|블록', 'конструктор', 'blok binaan', 'konstruktor', 'blocos de montar', 'bloques de construcción', 'jeu de construction|briques de construction', 'balok susun|lego', 'конструктор', 'مكعبات بناء|ليغو', 'ຕົວຕໍ່'],
  口红: ['lipstick|lipsticks', '唇膏|口紅', 'son môi|son', 'ลิปสติก', '口紅|リップ', '립스틱', 'помада', 'gincu', "lab bo'yog'i", 'batom', 'pintalabios|labial', 'rouge à lèvres', 'lipstik', 'червило', 'أحمر شفاه', 'ລິບສະຕິກ'],
  面霜: ['face cream', '面霜', 'kem dưỡng da mặt', 'ครีมทาหน้า', 'フェイスクリーム', '페이스 크림', 'крем для лица', 'krim muka', 'yuz kremi', 'creme facial', 'crema facial', 'crème visage', 'krim wajah', 'крем за лице', 'كريم للوجه|كريم وجه', 'ຄຣີມທາໜ້າ'],
  // Materials
  真皮: ['genuine leather|leather', '真皮', 'da thật', 'หนังแท้', '本革', '천연 가죽|가죽', 'натуральная кожа|кожа', 'kulit tulen', 'tabiiy charm', 'couro legítimo|couro', 'piel auténtica|cuero', 'cuir véritable|cuir', 'kulit asli', 'естествена кожа|кожа', 'جلد طبيعي|جلد', 'ໜັງແທ້'],
  纯棉: ['cotton', '純棉', 'cotton|vải bông', 'ผ้าฝ้าย', '綿|コットン', '면|코튼', 'хлопок', 'kapas', 'paxta', 'algodão', 'algodón', 'coton', 'katun', 'памук', 'قطن', 'ຝ້າຍ'],
  丝绸: ['silk', '絲綢', 'lụa', 'ผ้าไหม', 'シルク', '실크', 'шёлк|шелк', 'sutera', 'ipak', 'seda', 'seda', 'soie', 'sutra', 'коприна', 'حرير', 'ໄໝ'],
  羊毛: ['wool', '羊毛', 'len', 'ขนสัตว์|ผ้าวูล', 'ウール', '울|양모', 'шерсть', 'bulu biri-biri|wul', 'jun', 'lã', 'lana', 'laine', 'wol', 'вълна', 'صوف', 'ຂົນແກະ'],
  帆布: ['canvas', '帆布', 'vải canvas|vải bố', 'ผ้าแคนวาส', 'キャンバス', '캔버스', 'холст|канвас', 'kanvas', 'brezent', 'lona', 'lona', 'toile', 'kanvas', 'платно', 'قماش كانفاس|كانفاس', 'ຜ້າໃບ'],
  不锈钢: ['stainless steel', '不鏽鋼', 'thép không gỉ|inox', 'สแตนเลส', 'ステンレス', '스테인리스', 'нержавеющая сталь', 'keluli tahan karat', "zanglamaydigan po'lat", 'aço inoxidável|inox', 'acero inoxidable', 'acier inoxydable|inox', 'baja tahan karat|stainless', 'неръждаема стомана', 'ستانلس ستيل|فولاذ مقاوم للصدأ', 'ສະແຕນເລດ'],
  硅胶: ['silicone', '矽膠', 'silicon', 'ซิลิโคน', 'シリコン', '실리콘', 'силикон', 'silikon', 'silikon', 'silicone', 'silicona', 'silicone', 'silikon', 'силикон', 'سيليكون', 'ຊິລິໂຄນ'],
  亚麻: ['linen', '亞麻', 'vải lanh|linen', 'ผ้าลินิน', 'リネン', '린넨', 'лён|лен', 'linen', "zig'ir", 'linho', 'lino', 'lin', 'linen', 'лен', 'كتان', 'ຜ້າລິນິນ'],
  合金: ['alloy', '合金', 'hợp kim', 'โลหะผสม', '合金', '합금', 'сплав', 'aloi', 'qotishma', 'liga metálica', 'aleación', 'alliage', 'logam campuran|aloi', 'сплав', 'سبيكة معدنية|سبيكة', 'ໂລຫະປະສົມ'],
  尼龙: ['nylon', '尼龍', 'nylon', 'ไนลอน', 'ナイロン', '나일론', 'нейлон', 'nilon', 'neylon', 'náilon|nylon', 'nailon|nylon', 'nylon', 'nilon', 'найлон', 'نايلون', 'ໄນລອນ'],
  // Styles
  复古: ['vintage|retro', '復古', 'cổ điển|vintage', 'วินเทจ', 'ヴィンテージ|レトロ', '빈티지', 'винтаж|ретро', 'vintaj|retro', 'retro', 'vintage|retrô', 'vintage|retro', 'vintage|rétro', 'vintage|retro', 'винтидж|ретро', 'طراز عتيق|فينتاج', 'ວິນເທຈ'],
  简约: ['minimalist', '簡約', 'tối giản', 'มินิมอล', 'シンプル', '미니멀', 'минимализм', 'minimalis', 'minimalist', 'minimalista', 'minimalista', 'minimaliste', 'minimalis', 'минимализъм', 'تصميم بسيط', 'ມິນິມອລ'],
  韩版: ['Korean-style|korean', '韓版', 'phong cách Hàn Quốc|hàn quốc', 'สไตล์เกาหลี', '韓国風', '한국풍', 'корейский стиль', 'gaya Korea', 'koreyscha uslub', 'estilo coreano', 'estilo coreano', 'style coréen', 'gaya Korea', 'корейски стил', 'طراز كوري', 'ສະໄຕລ໌ເກົາຫຼີ'],
  时尚: ['fashion|fashionable', '時尚', 'thời trang', 'แฟชั่น', 'おしゃれ', '패션', 'модный стиль|мода', 'fesyen', 'zamonaviy', 'moda', 'moda', 'mode|tendance', 'fashion', 'модерен стил', 'موضة', 'ແຟຊັ່ນ'],
  休闲: ['casual', '休閒', 'thường ngày|casual', 'ลำลอง', 'カジュアル', '캐주얼', 'повседневный стиль|кэжуал', 'kasual', 'kundalik', 'casual', 'informal|casual', 'décontracté|casual', 'kasual', 'ежедневен стил|кежуал', 'طراز كاجوال|كاجوال', 'ລຳລອງ'],
  商务: ['business', '商務', 'công sở', 'ธุรกิจ', 'ビジネス', '비즈니스', 'деловой стиль', 'perniagaan|formal', 'biznes', 'executivo|social', 'de negocios|ejecutivo', 'business|chic', 'bisnis|kantor', 'бизнес стил', 'طراز رسمي', 'ທຸລະກິດ'],
  可爱: ['cute', '可愛', 'dễ thương', 'น่ารัก', 'かわいい', '귀여운', 'милый стиль', 'comel', 'yoqimli', 'fofo', 'bonito|mono', 'mignon', 'lucu', 'сладък дизайн', 'تصميم لطيف', 'ໜ້າຮັກ'],
  新款: ['new|new arrival', '新款', 'mẫu mới', 'รุ่นใหม่', '新作', '신상', 'новинка', 'model baharu|terbaru', 'yangi', 'novo|lançamento', 'nuevo|novedad', 'nouveauté|nouveau', 'model baru', 'ново', 'موديل جديد', 'ລຸ້ນໃໝ່'],
  // Audiences
  女士: ["women's|women|ladies", '女士', 'nữ', 'ผู้หญิง', 'レディース', '여성', 'для женщин|женская|женский|женские', 'wanita', 'ayollar uchun', 'para mulheres|feminino|feminina', 'para mujer|mujer', 'femme', 'wanita', 'за жени|дамски', 'للنساء|نسائي', 'ແມ່ຍິງ'],
  男士: ["men's|men", '男士', 'nam', 'ผู้ชาย', 'メンズ', '남성', 'для мужчин|мужская|мужской|мужские', 'lelaki', 'erkaklar uchun', 'para homens|masculino|masculina', 'para hombre|hombre', 'homme', 'pria', 'за мъже|мъжки', 'للرجال|رجالي', 'ຜູ້ຊາຍ'],
  儿童: ["kids'|kids|children", '兒童', 'trẻ em', 'เด็ก', 'キッズ', '아동|키즈', 'для детей|детская|детский|детские', 'kanak-kanak', 'bolalar uchun', 'infantil', 'infantil|niños', 'enfant', 'anak-anak', 'за деца|детски', 'للأطفال|أطفال', 'ເດັກນ້ອຍ'],
  情侣: ["couple's|couples", '情侶', 'cặp đôi', 'คู่รัก', 'ペア', '커플', 'для пар|парные', 'pasangan', 'juftliklar uchun', 'para casal', 'para pareja|pareja', 'couple', 'pasangan', 'за двойки', 'للأزواج', 'ຄູ່ຮັກ'],
  // Colours
  红色: ['red', '紅色', 'đỏ', 'สีแดง', 'レッド|赤', '빨간색|레드', 'красный', 'merah', 'qizil', 'vermelho', 'rojo', 'rouge', 'merah', 'червен', 'أحمر', 'ສີແດງ'],
  黑色: ['black', '黑色', 'đen', 'สีดำ', 'ブラック|黒', '검은색|블랙', 'чёрный|черный', 'hitam', 'qora', 'preto', 'negro', 'noir', 'hitam', 'черен', 'أسود', 'ສີດຳ'],
  白色: ['white', '白色', 'trắng', 'สีขาว', 'ホワイト|白', '흰색|화이트', 'белый', 'putih', 'oq', 'branco', 'blanco', 'blanc', 'putih', 'бял', 'أبيض', 'ສີຂາວ'],
  蓝色: ['blue', '藍色', 'xanh dương', 'สีน้ำเงิน|สีฟ้า', 'ブルー|青', '파란색|블루', 'синий', 'biru', "ko'k", 'azul', 'azul', 'bleu', 'biru', 'син', 'أزرق', 'ສີຟ້າ'],
  粉色: ['pink', '粉紅色|粉色', 'hồng', 'สีชมพู', 'ピンク', '분홍색|핑크', 'розовый', 'merah jambu', 'pushti', 'rosa', 'rosa', 'rose', 'merah muda|pink', 'розов', 'وردي', 'ສີບົວ'],
  绿色: ['green', '綠色', 'xanh lá', 'สีเขียว', 'グリーン|緑', '초록색|그린', 'зелёный|зеленый', 'hijau', 'yashil', 'verde', 'verde', 'vert', 'hijau', 'зелен', 'أخضر', 'ສີຂຽວ'],
  灰色: ['grey|gray', '灰色', 'xám', 'สีเทา', 'グレー', '회색|그레이', 'серый', 'kelabu', 'kulrang', 'cinza', 'gris', 'gris', 'abu-abu', 'сив', 'رمادي', 'ສີເທົາ'],
  卡其色: ['khaki', '卡其色', 'kaki', 'สีกากี', 'カーキ', '카키색|카키', 'хаки', 'khaki', 'xaki', 'cáqui', 'caqui', 'kaki', 'khaki', 'каки', 'كاكي', 'ສີກາກີ'],
  // Option names
  颜色: ['colour|color', '顏色', 'màu sắc|màu', 'สี', 'カラー|色', '색상', 'цвет', 'warna', 'rang', 'cor', 'color', 'couleur', 'warna', 'цвят', 'اللون', 'ສີ'],
  尺码: ['size', '尺碼', 'kích cỡ|cỡ', 'ขนาด|ไซส์', 'サイズ', '사이즈', 'размер', 'saiz', "o'lcham", 'tamanho', 'talla', 'taille', 'ukuran', 'размер', 'المقاس|مقاس', 'ຂະໜາດ'],
  // Categories
  箱包: ['bags', '箱包', 'túi và ví|túi', 'กระเป๋า', 'バッグ', '가방', 'сумки', 'beg', 'sumkalar', 'bolsas', 'bolsos', 'sacs', 'tas', 'чанти', 'حقائب', 'ກະເປົາ'],
  服装: ['clothing|clothes', '服裝', 'quần áo', 'เสื้อผ้า', '衣類|服', '의류', 'одежда', 'pakaian', 'kiyim', 'roupas', 'ropa', 'vêtements', 'pakaian', 'облекло|дрехи', 'ملابس', 'ເສື້ອຜ້າ'],
  鞋靴: ['shoes|footwear', '鞋履', 'giày dép|giày', 'รองเท้า', '靴|シューズ', '신발', 'обувь', 'kasut', 'poyabzal', 'calçados|sapatos', 'calzado|zapatos', 'chaussures', 'sepatu', 'обувки', 'أحذية', 'ເກີບ'],
  配饰: ['accessories', '配飾', 'phụ kiện', 'แอคเซสซอรี่', 'アクセサリー', '액세서리', 'аксессуары', 'aksesori', 'aksessuarlar', 'acessórios', 'accesorios', 'accessoires', 'aksesoris', 'аксесоари', 'إكسسوارات', 'ອຸປະກອນເສີມ'],
  数码: ['electronics', '數碼', 'đồ điện tử|điện tử', 'อิเล็กทรอนิกส์|ดิจิทัล', 'デジタル家電', '디지털', 'электроника', 'elektronik|digital', 'elektronika', 'eletrônicos', 'electrónica', 'électronique', 'elektronik', 'електроника', 'إلكترونيات', 'ດິຈິຕອນ'],
  家居: ['home', '家居', 'nhà cửa|đồ gia dụng', 'ของใช้ในบ้าน', '生活雑貨', '홈리빙', 'дом', 'rumah', 'uy', 'casa', 'hogar', 'maison', 'rumah', 'дом', 'المنزل', 'ເຄື່ອງໃຊ້ໃນເຮືອນ'],
  玩具: ['toys', '玩具', 'đồ chơi', 'ของเล่น', 'おもちゃ', '장난감', 'игрушки', 'mainan', "o'yinchoqlar", 'brinquedos', 'juguetes', 'jouets', 'mainan', 'играчки', 'ألعاب', 'ເຄື່ອງຫຼິ້ນ'],
  美妆: ['beauty', '美妝', 'làm đẹp|mỹ phẩm', 'ความงาม', 'コスメ|美容', '뷰티', 'красота|косметика', 'kecantikan', "go'zallik", 'beleza', 'belleza', 'beauté', 'kecantikan', 'красота', 'تجميل', 'ຄວາມງາມ'],
  上衣: ['tops', '上衣', 'áo', 'เสื้อ', 'トップス', '상의', 'топы|блузки', 'atasan|baju', "bluzkalar va futbolkalar", 'blusas|tops', 'tops|blusas', 'hauts', 'atasan', 'блузи|горнища', 'ملابس علوية', 'ເສື້ອ'],
  外套: ['outerwear|coats', '外套|褸', 'áo khoác ngoài', 'เสื้อคลุม', 'アウター', '아우터', 'верхняя одежда', 'pakaian luar', 'ustki kiyim', 'agasalhos|casacos', 'abrigos|prendas de abrigo', 'manteaux', 'pakaian luar|outer', 'връхни дрехи', 'ملابس خارجية|معاطف', 'ເສື້ອນອກ'],
  裤子: ['trousers|pants', '褲子', 'quần', 'กางเกง', 'パンツ|ズボン', '바지', 'брюки', 'seluar', 'shimlar', 'calças', 'pantalones', 'pantalons', 'celana', 'панталони', 'بناطيل|سراويل', 'ໂສ້ງ'],
  首饰: ['jewellery|jewelry', '首飾', 'trang sức', 'เครื่องประดับ', 'ジュエリー', '주얼리', 'украшения|бижутерия', 'barang kemas', 'taqinchoqlar', 'joias|bijuterias', 'joyería', 'bijoux', 'perhiasan', 'бижута', 'مجوهرات', 'ເຄື່ອງປະດັບ'],
  耳机: ['audio|headphones', '耳機', 'tai nghe', 'หูฟัง', 'オーディオ|イヤホン', '오디오|이어폰', 'аудио|наушники', 'audio|fon telinga', 'quloqchinlar', 'áudio|fones de ouvido', 'audio|auriculares', 'audio|écouteurs', 'audio|headset', 'аудио|слушалки', 'صوتيات|سماعات', 'ຫູຟັງ'],
  手机配件: ['phone accessories', '手機配件', 'phụ kiện điện thoại', 'อุปกรณ์เสริมมือถือ', 'スマホアクセサリー', '휴대폰 액세서리', 'аксессуары для телефона', 'aksesori telefon', 'telefon aksessuarlari', 'acessórios para celular', 'accesorios para móvil', 'accessoires de téléphone', 'aksesoris HP', 'аксесоари за телефон', 'إكسسوارات الهاتف', 'ອຸປະກອນໂທລະສັບ'],
  厨房用品: ['kitchen', '廚房用品', 'đồ dùng nhà bếp', 'เครื่องครัว', 'キッチン用品', '주방용품', 'для кухни|кухня', 'peralatan dapur|dapur', 'oshxona buyumlari', 'cozinha', 'cocina', 'cuisine', 'peralatan dapur', 'кухня', 'أدوات المطبخ', 'ເຄື່ອງຄົວ'],
  家居装饰: ['decor|home decor', '家居裝飾', 'đồ trang trí nhà', 'ของแต่งบ้าน', 'インテリア雑貨|インテリア', '홈 데코', 'декор', 'hiasan rumah', 'uy bezaklari', 'decoração', 'decoración', 'décoration', 'dekorasi rumah', 'декорация', 'ديكور المنزل', 'ຂອງຕົກແຕ່ງເຮືອນ'],
  玩具车: ['toy vehicles|toy cars', '玩具車', 'xe đồ chơi', 'รถของเล่น', '乗り物のおもちゃ|ミニカー', '자동차 장난감', 'игрушечные машинки', 'kereta mainan', "o'yinchoq mashinalar", 'carrinhos de brinquedo', 'coches de juguete', 'voitures jouets|véhicules miniatures', 'mobil mainan', 'играчки коли', 'سيارات ألعاب', 'ລົດຫຼິ້ນ'],
  彩妆: ['make-up|makeup', '彩妝', 'trang điểm', 'เครื่องสำอาง', 'メイクアップ|メイク', '메이크업', 'макияж', 'solekan', 'pardoz', 'maquiagem', 'maquillaje', 'maquillage', 'riasan|makeup', 'грим', 'مكياج', 'ເຄື່ອງສຳອາງ'],
  护肤: ['skin care|skincare', '護膚', 'chăm sóc da', 'บำรุงผิว', 'スキンケア', '스킨케어', 'уход за кожей', 'penjagaan kulit', 'teri parvarishi', 'cuidados com a pele|skincare', 'cuidado de la piel', 'soins de la peau', 'perawatan kulit|skincare', 'грижа за кожата', 'العناية بالبشرة', 'ບຳລຸງຜິວ'],
};
