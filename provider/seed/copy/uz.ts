import type { SiteCopy } from './site-copy';

/** Uzbek in the Latin script, with ʻ (U+02BB) in oʻ and gʻ and ʼ (U+02BC) for the tutuq belgisi. */
export const uz: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `${site.tenantName} haqida`,
      html: `<h2>Biz kimmiz</h2>
<p>${site.tenantName} siz uchun Xitoy savdo maydonchalari — Taobao, Tmall, JD, 1688 va Poizon — dan tovar sotib oladi va eshigingizgacha yetkazib beradi. Siz tovarni tanlaysiz, biz sotuvchiga yuanda toʻlaymiz, ${site.chinaWarehouse.city} shahridagi omborimizda tekshiramiz va hammasini bitta posilkada joʻnatamiz.</p>
<h2>Nega bizni tanlashadi</h2>
<ul>
  <li><strong>Barcha maydonchalar uchun bitta hisob.</strong> Mahsulot havolasini qoʻying va oddiy internet-doʻkondagidek buyurtma bering.</li>
  <li><strong>Tovar tekshiruvi.</strong> Ombor xodimlari har bir posilkani ochib, buyurtma bilan solishtiradi va shubhali narsani suratga oladi.</li>
  <li><strong>Posilkalarni birlashtirish.</strong> Turli sotuvchilardan kelgan tovarlar birga joʻnatiladi, xalqaro yetkazib berish uchun bir marta toʻlaysiz.</li>
  <li><strong>Ochiq narxlar.</strong> Toʻlovdan oldin tovar narxi, Xitoy ichidagi yetkazib berish va xizmat haqini koʻrasiz.</li>
</ul>
<h2>Aloqa</h2>
<p><a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> manziliga yozing yoki ${site.servicePhone} raqamiga qoʻngʻiroq qiling. Ish kunlari bir ish kuni ichida javob beramiz.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Xalqaro yetkazib berish qanday ishlaydi',
      html: `<h2>Sotuvchidan eshigingizgacha</h2>
<ol>
  <li>Sotuvchilar xaridlaringizni ${site.chinaWarehouse.city} shahridagi omborimizga yuboradi. Bu odatda 2–5 kun davom etadi.</li>
  <li>Biz har bir tovarni tekshiramiz va 90 kun bepul saqlaymiz.</li>
  <li>Tayyor boʻlganingizda yetkazib berish buyurtmasini yarating: tovarlarni, yoʻnalishni va manzilingizni tanlang.</li>
  <li>Tovarlarni birga qadoqlaymiz, posilkani tortamiz va xalqaro yetkazib berish toʻlovini soʻraymiz.</li>
  <li>Posilka tanlangan yoʻnalishning eng yaqin reysida Xitoydan joʻnaydi. Kuzatuv raqami elektron pochtangizga keladi.</li>
</ol>
<h2>Yoʻnalishni tanlash</h2>
<p>Aviayoʻnalish eng tez va kichik, qimmatbaho posilkalar uchun qulay. Avtomobil yoʻnalishi har kilogramm uchun ancha arzon va ogʻir yoki katta hajmli yuklarga mos keladi.</p>
<h2>Hajmiy ogʻirlik</h2>
<p>Yengil, ammo katta posilkalar hajmi boʻyicha hisoblanadi: uzunlik × kenglik × balandlik (sm) ÷ 6000. Haqiqiy va hajmiy ogʻirlikdan qaysi biri katta boʻlsa, oʻshasi olinadi.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Yetkazib berish narxlari',
      html: `<h2>Amaldagi tariflar</h2>
<p>Narxlar yuanda koʻrsatilgan va toʻlov paytida sahifa yuqorisidagi kurs boʻyicha ${site.currency} ga aylantiriladi.</p>
<h2>Narx qanday hisoblanadi</h2>
<p>Narx = birinchi ogʻirlik narxi + (hisobiy ogʻirlik − birinchi ogʻirlik, 500 g gacha yuqoriga yaxlitlanadi) × 500 g narxi.</p>
<p>Misol: birinchi ogʻirligi 500 g boʻlgan yoʻnalishda 1,8 kg posilka uchun birinchi ogʻirlik narxi va yana uchta 500 g qadam toʻlanadi.</p>
<h2>Qoʻshimcha xizmatlar</h2>
<ul>
  <li>Moʻrt tovarlar uchun yogʻoch karkas: har posilka uchun ¥30.</li>
  <li>Qoʻshimcha suratlar: dastlabki 3 tasi bepul, keyin har biri ¥1.</li>
  <li>90 kundan ortiq saqlash: har kg uchun kuniga ¥1.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `${site.tenantName} orqali qanday xarid qilinadi`,
      html: `<h2>1. Tovarni toping</h2>
<p>Kalit soʻz yoki rasm orqali qidiring yoki qidiruv qatoriga Taobao, Tmall, JD, 1688 yoki Poizon havolasini qoʻying.</p>
<h2>2. Savatga qoʻshing</h2>
<p>Oʻlcham, rang va miqdorni tanlang. Sotuvchidan biror narsani aniqlash kerak boʻlsa, xaridorimizga izoh qoldiring.</p>
<h2>3. Xaridni toʻlang</h2>
<p>Balansni toʻldiring va buyurtmani toʻlang. Biz tovarni bir ish kuni ichida sotib olamiz; sotuvchida tovar qolmagan boʻlsa, pul darhol balansga qaytadi.</p>
<h2>4. Uyingizga yetkazib beramiz</h2>
<p>Tovarlar Toshkentga yetib kelgach, sizga xabar beramiz. Ularni ombordan olib ketishingiz yoki kuryer orqali buyurtma qilishingiz mumkin.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Sotib olish va joʻnatish taqiqlangan tovarlar',
      html: `<p>Aviakompaniyalar, bojxona qoidalari va Xitoy eksport qonunlari baʼzi tovarlarni taqiqlaydi. Bunday buyurtmalar bekor qilinadi va pul balansga qaytariladi.</p>
<h2>Har doim taqiqlangan</h2>
<ul>
  <li>Qurol va uning nusxalari, oʻq-dorilar, tigʻi 15 sm dan uzun pichoqlar</li>
  <li>Giyohvand moddalar va retsept boʻyicha beriladigan dorilar</li>
  <li>Yonuvchi, portlovchi va zanglatuvchi moddalar: zajigalkalar, pirotexnika, boʻyoqlar, tirnoq loklari, aerozollar</li>
  <li>Alohida litiy batareyalar va pauerbanklar</li>
  <li>Soxta brend tovarlar va qaroqchilik mahsulotlari</li>
  <li>Tirik hayvonlar, oʻsimliklar va urugʻlar; tez buziladigan oziq-ovqat</li>
  <li>Pul, bank kartalari, tamaki va alkogol</li>
</ul>
<h2>Faqat baʼzi yoʻnalishlarda ruxsat etilgan</h2>
<ul>
  <li>Ichki batareyali telefonlar, noutbuklar va boshqa qurilmalar</li>
  <li>Suyuqliklar va kremlar (kosmetika) — har biri 100 ml gacha</li>
  <li>Magnitlar va kukunli tovarlar</li>
</ul>
<p>Ishonchingiz komil emasmi? Buyurtma berishdan oldin <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> orqali soʻrang.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Foydalanuvchi shartnomasi',
      html: `<p>Ushbu shartnoma siz va ${site.tenantName} oʻrtasida tuziladi. Hisob yaratish orqali siz uning shartlarini qabul qilasiz.</p>
<h2>1. Xizmatimiz</h2>
<p>Biz sizning xarid agentingiz sifatida ishlaymiz: tanlagan tovarlaringizni Xitoydagi sotuvchilardan sizning nomingizdan sotib olamiz, omborda qabul qilamiz va sizga joʻnatamiz. Biz sotuvchi emasmiz va sotuvchilarning taʼriflari uchun kafolat bermaymiz.</p>
<h2>2. Hisob va balans</h2>
<ul>
  <li>Parol va toʻlov parolini sir saqlang: hisobingizdan toʻlangan buyurtmalar sizniki hisoblanadi.</li>
  <li>Balans faqat xizmatlarimiz uchun ishlatiladi. Foydalanilmagan qoldiqni istalgan vaqtda yechib olishingiz mumkin.</li>
</ul>
<h2>3. Qaytarish</h2>
<p>Sotuvchi notoʻgʻri yoki shikastlangan tovar yuborsa, sotuvchi rozi boʻlgan hollarda Xitoy ichida uning hisobidan qaytarishni tashkil qilamiz. Omborimizdan chiqib ketgan tovarlarni biz orqali qaytarib boʻlmaydi.</p>
<h2>4. Javobgarlik</h2>
<p>Yoʻqolgan yoki shikastlangan xalqaro posilkalar uchun, sugʻurta qilinmagan boʻlsa, toʻlangan yetkazib berish narxi miqdorida tovon toʻlanadi. Bojxona yoki tashuvchilar sababli kechikishlar uchun javob bermaymiz.</p>
<h2>5. Shaxsiy maʼlumotlar</h2>
<p>Ismingiz, manzilingiz va telefon raqamingiz faqat tovarni sotib olish, joʻnatish va topshirish uchun ishlatiladi va faqat zarur boʻlgan tashuvchilar hamda bojxona organlariga beriladi.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Maxfiylik siyosati',
      html: `<p>Ushbu siyosat ${site.tenantName} siz haqingizda qaysi shaxsiy maʼlumotlarni, nima uchun va qancha muddat saqlashini tushuntiradi. U ushbu sayt va u orqali berilgan har bir buyurtmaga tegishli.</p>
<h2>1. Nimalarni yig‘amiz</h2>
<p>Ismingiz, e-mail manzilingiz va telefon raqamingiz (kompaniya hisobi uchun litsenziya raqami va qonuniy vakili); yetkazib berish manzillaringiz va bojxona talab qilsa, shaxsni tasdiqlovchi hujjat raqami; buyurtmalaringiz, posilkalaringiz, to‘lovlaringiz va balans harakatlari; tanlagan tilingiz va tizimda qolishingizni saqlaydigan cookie.</p>
<h2>2. Nima uchun ishlatamiz</h2>
<p>Faqat tovarlaringizni sotib olish, qabul qilish, qadoqlash va yetkazib berish, balansingiz va uning tarixini to‘g‘ri yuritish, xabarlaringizga javob berish hamda buxgalteriya va bojxona bo‘yicha qonuniy majburiyatlarimizni bajarish uchun.</p>
<h2>3. Kimlar oladi</h2>
<p>Posilkalaringizni yetkazadigan yoki rasmiylashtiradigan tashuvchilar va bojxona organlari o‘zlariga kerakli ism, manzil, telefon va hujjat raqamini oladi. Biz maʼlumotlaringizni sotmaymiz va boshqalarning reklamasi uchun ishlatmaymiz.</p>
<h2>4. Qancha saqlaymiz</h2>
<p>Buyurtmalar va to‘lovlar buxgalteriya qonuni talab qilgan muddat saqlanadi; qolgan hammasi hisobingizni yopganingizda o‘chiriladi.</p>
<h2>5. Sizning huquqlaringiz</h2>
<p>Maʼlumotlaringizni hisob sahifasida ko‘rishingiz va tuzatishingiz, ularni yuklab olish yoki o‘chirishni esa quyidagi manzil orqali so‘rashingiz mumkin: <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Koʻp beriladigan savollar',
      html: `<h2>Buyurtma</h2>
<h3>Tovar qancha vaqtda sotib olinadi?</h3>
<p>Toʻlovdan keyin bir ish kuni ichida sotib olamiz. Sotuvchilar odatda 2–5 kunda omborga yetkazadi.</p>
<h3>Istalgan Xitoy doʻkonidan buyurtma bersa boʻladimi?</h3>
<p>Ha, Taobao, Tmall, JD, 1688 va Poizondagi istalgan doʻkondan, boshqalaridan esa soʻrov boʻyicha.</p>
<h2>Yetkazib berish</h2>
<h3>Bir nechta buyurtmani bitta posilkaga birlashtirsa boʻladimi?</h3>
<p>Ha. Barcha tovarlarni bitta yetkazib berish buyurtmasida tanlang, biz ularni birga qadoqlaymiz.</p>
<h3>Bojxona toʻlovlarini kim toʻlaydi?</h3>
<p>Qabul qiluvchi mamlakat bojxonasi undiradigan boj va soliqlarni qabul qiluvchi toʻlaydi.</p>
<h2>Toʻlov</h2>
<h3>Qaysi valyutada toʻlanadi?</h3>
<p>Balans ${site.currency} da toʻldiriladi; narxlar yuanda va ${site.currency} da koʻrsatiladi.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Toʻlov qoʻllanmasi',
      html: `<h2>Balansni toʻldirish</h2>
<ol>
  <li><em>Shaxsiy kabinet → Balans</em> boʻlimini oching va <em>Toʻldirish</em> ni tanlang.</li>
  <li>Toʻlov usulini tanlang: bank oʻtkazmasi, Uzcard, Humo yoki Visa kartasi.</li>
  <li>Summani ${site.currency} da kiriting va toʻlov tizimi koʻrsatmalariga amal qiling.</li>
  <li>Bank oʻtkazmasida kvitansiyani yuklang: balans ikki ish soati ichida toʻldiriladi.</li>
</ol>
<h2>Buyurtmalarni toʻlash</h2>
<p>Xaridlar balansdan <strong>toʻlov paroli</strong> bilan toʻlanadi; u kirish parolidan farq qiladi. Uni birinchi toʻlovda oʻrnatasiz.</p>
<h2>Bir nechta buyurtmani birga toʻlash</h2>
<p><em>Toʻlovni kutayotganlar</em> boʻlimida bir nechta toʻlanmagan buyurtmani belgilang va birga toʻlang.</p>
<h2>Pulni qaytarish</h2>
<p>Sotuvchi tovarni yubora olmasa, xarid summasi avtomatik ravishda balansga qaytadi. Balansni u toʻldirilgan hisobga yechib olishingiz mumkin.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Yetkazib beruvchilarni qidirish xizmati',
      html: `<p>Kerakli tovarni topa olmadingizmi yoki ulgurji xarid qilasizmi? Jamoamiz siz uchun fabrikalar va ulgurji sotuvchilarni topadi.</p>
<h2>Nima qilamiz</h2>
<ul>
  <li>3–5 ta yetkazib beruvchini topib, narx, minimal partiya va ishlab chiqarish muddatini solishtiramiz</li>
  <li>Namunalarga buyurtma berib, omborda tekshiramiz</li>
  <li>Narx, qadoq va logotipingizni tushirish boʻyicha kelishamiz</li>
  <li>Joʻnatishdan oldin partiyani tekshirib, foto va video hisobot yuboramiz</li>
</ul>
<h2>Narxi</h2>
<p>Qidirish va taklif tayyorlash bepul. Buyurtmani kuzatib borish uchun tovar qiymatining 5% (kamida ¥100).</p>
<h2>Qanday boshlash kerak</h2>
<p>Rasm, tavsif va kerakli miqdorni <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> manziliga yuboring. Uch ish kuni ichida takliflar yuboramiz.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Qanday buyurtma beriladi?', answerHtml: '<p>Mahsulot havolasini qidiruv qatoriga qoʻying yoki soʻz yoki rasm orqali qidiring, parametrlarni tanlab savatga qoʻshing. Soʻng balansdan toʻlang.</p>' },
    { question: 'Yetkazib berish qancha davom etadi?', answerHtml: `<p>Sotuvchilar ${site.chinaWarehouse.city} shahridagi omborga 2–5 kunda yetkazadi. Toshkentgacha yetkazish yoʻnalishga qarab ${Math.min(...site.transitOptions.map((o) => o.minDays))}–${Math.max(...site.transitOptions.map((o) => o.maxDays))} kun.</p>` },
    { question: 'Xizmatlaringiz qancha turadi?', answerHtml: '<p>Siz tovar narxini, sotuvchining Xitoy ichidagi yetkazib berishini, toʻlovdan oldin koʻrsatiladigan xizmat haqini va ogʻirlik boʻyicha xalqaro yetkazib berishni toʻlaysiz.</p>' },
    { question: 'Joʻnatishdan oldin tovarni tekshirasizmi?', answerHtml: '<p>Ha. Har bir tovarni buyurtma bilan solishtirib, suratga olamiz. Qoʻshimcha tekshiruv kerak boʻlsa, buyurtmaga izoh yozing.</p>' },
    { question: 'Nuqsonli yoki notoʻgʻri tovar kelsa-chi?', answerHtml: '<p>Posilka hali Xitoyda ekan, sotuvchi bilan bogʻlanib, almashtirish yoki pulni qaytarishni tashkil qilamiz. Pul balansingizga qaytadi.</p>' },
    { question: 'Tovar omborda qancha saqlanadi?', answerHtml: '<p>Kelgan kundan boshlab 90 kun bepul. Keyin har kg uchun kuniga ¥1.</p>' },
    { question: 'Qoʻllab-quvvatlash xizmati bilan qanday bogʻlanaman?', answerHtml: `<p><a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> ga yozing, ${site.servicePhone} raqamiga qoʻngʻiroq qiling yoki Telegram orqali yozing.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Butun Xitoy bitta savatda',
    subSlogan: `${site.tenantName} Taobao, 1688, JD va Poizondan sotib olib, Toshkentgacha yetkazadi.`,
  }),

  announcements: () => [
    { title: 'Toshkentga yangi aviareys', html: '<p>Endi Guanchjoudan Toshkentga haftasiga uch marta aviareys: yetkazish 6–9 kun.</p>', publishedAt: '2025-03-04T05:00:00Z' },
    { title: 'Bahor bayrami munosabati bilan ombor yopiq', html: '<p>Ombor 28-yanvardan 4-fevralgacha ishlamaydi. Xaridlar davom etadi, posilkalar 5-fevraldan joʻnatiladi.</p>', publishedAt: '2025-01-13T05:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Xarid buyurtmalari',
    PARCEL: 'Ombor va posilkalar',
    TRANSIT: 'Yetkazib berish va kuzatish',
    PAYMENT: 'Toʻlov va qaytarish',
    ACCOUNT: 'Hisob va xavfsizlik',
    SOURCING: 'Yetkazib beruvchilar va ulgurji',
    OTHER: 'Boshqa savollar',
  },

  howToUseSteps: [
    { stepName: 'Tovarni toping', stepRemark: 'Soʻz, rasm yoki havola orqali qidiruv', stepDesc: '<p>Oʻzbek tilida qidiring yoki rasm yuklang. <strong>Taobao, Tmall, JD, 1688 yoki Poizon</strong> havolasini qoʻyishingiz ham mumkin.</p>' },
    { stepName: 'Savatga qoʻshing va toʻlang', stepRemark: 'Bir ish kuni ichida sotib olamiz', stepDesc: '<p>Oʻlcham, rang va miqdorni tanlang, soʻng balansdan toʻlang. Sotuvchi biror narsani tekshirishi kerak boʻlsa, izoh qoldiring.</p>' },
    { stepName: 'Tovarlaringizni tekshiramiz', stepRemark: '90 kun bepul saqlash', stepDesc: '<p>Tovarlaringiz omborimizga keladi, u yerda ularni buyurtmangiz bilan solishtirib, suratga olamiz.</p><ul><li>Oʻlcham yoki rang notoʻgʻrimi? Almashtirishni tashkil qilamiz.</li><li>Shikastlanganmi? Sotuvchidan pulni qaytarishni soʻraymiz.</li></ul>' },
    { stepName: 'Uyingizga joʻnating', stepRemark: 'Barcha buyurtmalar bitta posilkada', stepDesc: '<p>Yetkazib berish buyurtmasini yarating, yoʻnalishni tanlang va toʻlovni amalga oshiring. Posilkani eshigingizgacha kuzatib boring.</p>' },
  ],

  banners: [
    { headline: 'Butun Xitoy bitta savatda', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Toshkentga 6–9 kunda', caption: 'Haftasiga uch marta aviareys' },
  ],
  promoTiles: [
    { headline: 'Poizondan krossovkalar', caption: 'Asl ekanligi tekshiriladi' },
    { headline: '1688 dan ulgurji', caption: 'Fabrika narxlari, kichik partiyalar' },
  ],
};
