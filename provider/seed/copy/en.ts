import type { SiteCopy } from './site-copy';

export const en: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `About ${site.tenantName}`,
      html: `<h2>Who we are</h2>
<p>${site.tenantName} buys goods for you on Chinese marketplaces — Taobao, Tmall, JD, 1688 and Poizon — and ships them to your door. You choose the products; we pay the sellers in yuan, check what arrives at our warehouse in ${site.chinaWarehouse.city} and send everything on in one parcel.</p>
<h2>Why shoppers use us</h2>
<ul>
  <li><strong>One account for every marketplace.</strong> Paste a product link and order it like in any online shop.</li>
  <li><strong>Quality checks.</strong> Our warehouse team opens every parcel, compares it with your order and photographs anything doubtful.</li>
  <li><strong>Consolidation.</strong> Orders from different sellers travel together, so you pay international shipping once.</li>
  <li><strong>Clear prices.</strong> You see the product price, the domestic Chinese delivery and our service fee before you pay.</li>
</ul>
<h2>Contact</h2>
<p>Write to <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> or call ${site.servicePhone}. We answer on working days within one business day.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'How international shipping works',
      html: `<h2>From the seller to your door</h2>
<ol>
  <li>Sellers ship your purchases to our warehouse in ${site.chinaWarehouse.city}. This usually takes 2–5 days.</li>
  <li>We check each item and store it free of charge for 90 days. You can follow this under <em>In-stock items</em>.</li>
  <li>When you are ready, create a transit order: pick the items, the shipping line and your delivery address.</li>
  <li>We pack the items together, weigh the parcel and ask you to pay the international shipping.</li>
  <li>The parcel leaves China on the next departure of the line you chose. You get a tracking number by e-mail.</li>
</ol>
<h2>Choosing a shipping line</h2>
<p>Air lines are the fastest and suit small, valuable parcels. Road and sea lines cost much less per kilogram and suit heavy or bulky goods. Each line has a <strong>first weight</strong> charged at a fixed price and a price for every further 500 g.</p>
<h2>Volumetric weight</h2>
<p>Light but large parcels are charged by volume: length × width × height in cm ÷ 6000. We charge whichever is higher, the real or the volumetric weight, and we repack in smaller boxes wherever it helps.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Shipping fees',
      html: `<h2>Current prices</h2>
<p>Fees are in Chinese yuan and converted to ${site.currency} at the exchange rate shown at the top of the page when you pay.</p>
<h2>How a fee is calculated</h2>
<p>Fee = first-weight price + (chargeable weight − first weight, rounded up to 500 g) × price per 500 g.</p>
<p>Example: a 1.8 kg parcel on a line with a 500 g first weight pays the first-weight price plus three further 500 g steps.</p>
<h2>Extra services</h2>
<ul>
  <li>Wooden frame for fragile goods: ¥30 per parcel.</li>
  <li>Extra photos of your items: free for the first 3, then ¥1 each.</li>
  <li>Storage beyond 90 days: ¥1 per kg per day.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `How to shop with ${site.tenantName}`,
      html: `<h2>1. Find a product</h2>
<p>Search by keyword or by picture, or paste a link from Taobao, Tmall, JD, 1688 or Poizon into the search box.</p>
<h2>2. Add it to your cart</h2>
<p>Choose the size, colour and quantity. Leave a note for our buyers if anything needs checking with the seller.</p>
<h2>3. Pay for the purchase</h2>
<p>Top up your balance and pay the order. We buy the item within one working day and tell you if the seller is out of stock; a refused purchase is refunded to your balance at once.</p>
<h2>4. Ship it home</h2>
<p>When your items reach our warehouse, create a transit order, choose a shipping line and pay the shipping fee. Follow the parcel with its tracking number until it arrives.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Items we cannot buy or ship',
      html: `<p>Airlines, customs and Chinese export rules forbid some goods. We cancel orders for them and refund your balance.</p>
<h2>Never allowed</h2>
<ul>
  <li>Weapons, replicas of weapons, ammunition, knives with a blade over 15 cm</li>
  <li>Drugs, narcotics and prescription medicines</li>
  <li>Flammable, explosive or corrosive goods: lighters, fireworks, paint, nail polish, aerosols</li>
  <li>Loose lithium batteries and power banks</li>
  <li>Counterfeit branded goods and pirated media</li>
  <li>Live animals, plants and seeds; fresh food</li>
  <li>Currency, bank cards, tobacco and alcohol</li>
</ul>
<h2>Allowed only on some lines</h2>
<ul>
  <li>Phones, laptops and other devices with built-in batteries</li>
  <li>Liquids and creams (cosmetics) up to 100 ml per item</li>
  <li>Magnets and goods containing powder</li>
</ul>
<p>Not sure? Ask us at <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> before you order.</p>`,
    },
    USER_AGREEMENT: {
      title: 'User agreement',
      html: `<p>This agreement is between you and ${site.tenantName}. By creating an account you accept it.</p>
<h2>1. Our service</h2>
<p>We act as your purchasing agent: we buy the goods you choose from sellers in China in your name, receive them at our warehouse and forward them to you. We are not the seller and do not guarantee the sellers' descriptions.</p>
<h2>2. Your account and balance</h2>
<ul>
  <li>Keep your password and payment password secret; orders paid from your account are yours.</li>
  <li>Your balance may be used only for our services. You can withdraw the unused balance at any time.</li>
</ul>
<h2>3. Returns and refunds</h2>
<p>If a seller sends a wrong or damaged item, we arrange a return within China at the seller's cost where the seller accepts it. Items that have left our warehouse cannot be returned through us.</p>
<h2>4. Liability</h2>
<p>Lost or damaged international parcels are compensated up to the shipping fee paid, unless you bought insurance. We are not liable for delays caused by customs or carriers.</p>
<h2>5. Personal data</h2>
<p>We use your name, address and phone number only to buy, ship and deliver your goods, and share them only with the carriers and customs authorities that need them.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Privacy policy',
      html: `<p>This policy explains which personal data ${site.tenantName} keeps about you, why, and for how long. It applies to this website and to every order you place through it.</p>
<h2>1. What we collect</h2>
<p>Your name, e-mail address and phone number (and, for a company account, its licence number and legal person); your delivery addresses and, where customs require it, your identity document number; your orders, parcels, payments and balance movements; your language choice and the cookie that keeps you logged in.</p>
<h2>2. Why we use it</h2>
<p>Only to buy, receive, pack and deliver your goods, to keep your balance and its history correct, to answer your messages, and to meet our legal duties for accounting and customs.</p>
<h2>3. Who receives it</h2>
<p>The carriers and customs authorities that deliver or clear your parcels receive the name, address, phone number and identity number they need. We do not sell your data or use it for anyone else's advertising.</p>
<h2>4. How long we keep it</h2>
<p>Orders and payments are kept as long as accounting law requires; everything else is deleted when you close your account.</p>
<h2>5. Your rights</h2>
<p>You can see and correct your details on your account page, and ask us to export or delete your data at <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Frequently asked questions',
      html: `<h2>Ordering</h2>
<h3>How long does a purchase take?</h3>
<p>We buy within one working day of your payment. Sellers usually deliver to our warehouse in 2–5 days.</p>
<h3>Can I order from any Chinese shop?</h3>
<p>Yes, from any shop on Taobao, Tmall, JD, 1688 and Poizon, and from other shops on request.</p>
<h2>Shipping</h2>
<h3>Can I combine several orders in one parcel?</h3>
<p>Yes. Choose all the items in one transit order and we pack them together.</p>
<h3>Who pays import duties?</h3>
<p>The receiver pays duties and taxes charged by the customs of the destination country, unless the shipping line says "duties included".</p>
<h2>Payment</h2>
<h3>Which currencies do you accept?</h3>
<p>You top up your balance in ${site.currency}; prices are shown in both yuan and ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Payment guide',
      html: `<h2>Top up your balance</h2>
<ol>
  <li>Open <em>My account → Balance</em> and choose <em>Deposit</em>.</li>
  <li>Pick a payment method: bank transfer, card or e-wallet.</li>
  <li>Enter the amount in ${site.currency} and follow the instructions of the payment provider.</li>
  <li>For bank transfers, upload the receipt; we credit your balance within two working hours.</li>
</ol>
<h2>Pay for orders</h2>
<p>Purchases and transit orders are paid from your balance with your <strong>payment password</strong>, which is separate from your login password. Set it the first time you pay.</p>
<h2>Pay several orders at once</h2>
<p>Use <em>Pending payments</em> to select several unpaid orders and pay them together.</p>
<h2>Refunds</h2>
<p>When a seller cannot deliver, the purchase amount returns to your balance automatically. You can withdraw your balance to the account it came from.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Sourcing service',
      html: `<p>Cannot find what you need, or buying in bulk? Our sourcing team finds factories and wholesalers for you.</p>
<h2>What we do</h2>
<ul>
  <li>Find three to five suppliers for your product and compare price, minimum order and lead time</li>
  <li>Order samples and check them in our warehouse</li>
  <li>Negotiate prices, packaging and your logo on the product</li>
  <li>Inspect the goods before shipping and send you a photo and video report</li>
</ul>
<h2>Fees</h2>
<p>Searching and quoting are free. For orders we charge 5% of the goods value (minimum ¥100).</p>
<h2>How to start</h2>
<p>Send a photo, a description and the quantity you need to <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. We reply with offers within three working days.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'How do I place an order?', answerHtml: '<p>Paste a product link into the search box or search by keyword or picture, choose the options and add the product to your cart. Then pay from your balance.</p>' },
    { question: 'How long does delivery take?', answerHtml: `<p>Sellers deliver to our warehouse in ${site.chinaWarehouse.city} in 2–5 days. International shipping takes from ${Math.min(...site.transitOptions.map((o) => o.minDays))} to ${Math.max(...site.transitOptions.map((o) => o.maxDays))} days depending on the line.</p>` },
    { question: 'What does your service cost?', answerHtml: '<p>You pay the product price, the seller\'s domestic delivery, a service fee shown before payment, and international shipping by weight. See <a href="/transportation-charge">shipping fees</a>.</p>' },
    { question: 'Can you check my items before shipping?', answerHtml: '<p>Yes. We compare every item with your order and take photos. Ask in the order note for extra checks such as measuring or testing.</p>' },
    { question: 'What if an item is damaged or wrong?', answerHtml: '<p>We contact the seller and arrange an exchange or refund before the parcel leaves China. The refund goes back to your balance.</p>' },
    { question: 'How long can my items stay in the warehouse?', answerHtml: '<p>Storage is free for 90 days after arrival. After that we charge ¥1 per kg per day.</p>' },
    { question: 'How do I contact support?', answerHtml: `<p>E-mail <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> or call ${site.servicePhone}. Messenger contacts are listed at the bottom of every page.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Shop all of China from one cart',
    subSlogan: `${site.tenantName} buys on Taobao, 1688, JD and Poizon for you and ships to your door.`,
  }),

  announcements: (site) => [
    { title: 'New air line with faster delivery', html: `<p>Our new air line delivers in as little as ${Math.min(...site.transitOptions.map((o) => o.minDays))} days. Choose it when you create a transit order.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Warehouse closed for the Spring Festival', html: '<p>Our warehouse is closed from 28 January to 4 February. Purchases continue; parcels are dispatched from 5 February.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Purchase orders',
    PARCEL: 'Warehouse and parcels',
    TRANSIT: 'Shipping and tracking',
    PAYMENT: 'Payments and refunds',
    ACCOUNT: 'Account and security',
    SOURCING: 'Sourcing and wholesale',
    OTHER: 'Other questions',
  },

  howToUseSteps: [
    { stepName: 'Find a product', stepRemark: 'Search by keyword, picture or link', stepDesc: '<p>Search in your language or upload a photo. You can also paste a link from <strong>Taobao, Tmall, JD, 1688 or Poizon</strong>.</p>' },
    { stepName: 'Add to cart and pay', stepRemark: 'We buy within one working day', stepDesc: '<p>Choose size, colour and quantity, then pay from your balance. Leave a note if the seller should check something.</p>' },
    { stepName: 'We check your items', stepRemark: 'Free storage for 90 days', stepDesc: '<p>Your items arrive at our warehouse, where we compare them with your order and photograph them.</p><ul><li>Wrong size or colour? We arrange an exchange.</li><li>Damaged? We ask the seller for a refund.</li></ul>' },
    { stepName: 'Ship it home', stepRemark: 'One parcel for all your orders', stepDesc: '<p>Create a transit order, pick a shipping line and pay the fee. Track the parcel until it reaches your door.</p>' },
  ],

  banners: [
    { headline: 'All of China in one cart', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Ship together, pay less', caption: 'Free consolidation of all your orders' },
    { headline: 'Buying in bulk?', caption: 'Our sourcing team finds the factory' },
  ],
  promoTiles: [
    { headline: 'Sneakers from Poizon', caption: 'Authenticated before shipping' },
    { headline: 'Wholesale from 1688', caption: 'Factory prices, small quantities' },
  ],
};
