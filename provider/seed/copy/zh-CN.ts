import { feesTableHtml } from './fees-table';
import type { SiteCopy } from './site-copy';

export const zhCN: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `关于 ${site.tenantName}`,
      html: `<h2>我们是谁</h2>
<p>${site.tenantName} 替您在中国电商平台——淘宝、天猫、京东、1688 和得物——购买商品，并送货上门。您挑选商品，我们用人民币向卖家付款，在${site.chinaWarehouse.city}的仓库验货，再把所有商品合成一个包裹发出。</p>
<h2>买家为什么选择我们</h2>
<ul>
  <li><strong>一个账号买遍所有平台。</strong>粘贴商品链接，像在普通网店一样下单。</li>
  <li><strong>质量检查。</strong>仓库团队拆开每个包裹，与您的订单核对，并为有疑问的商品拍照。</li>
  <li><strong>合箱发货。</strong>不同卖家的订单一起运输，国际运费只付一次。</li>
  <li><strong>价格透明。</strong>付款前即可看到商品价格、国内运费和我们的服务费。</li>
</ul>
<h2>联系我们</h2>
<p>请发邮件至 <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> 或致电 ${site.servicePhone}。工作日内一个工作日之内回复。</p>`,
    },
    ABOUT_TRANSIT: {
      title: '国际运输流程',
      html: `<h2>从卖家到您家门口</h2>
<ol>
  <li>卖家把您购买的商品寄到我们在${site.chinaWarehouse.city}的仓库，通常需要 2–5 天。</li>
  <li>我们逐件检查，并免费保管 90 天。您可以在<em>在库商品</em>中查看。</li>
  <li>准备好后，创建转运订单：选择商品、运输线路和收货地址。</li>
  <li>我们把商品合并打包、称重，并请您支付国际运费。</li>
  <li>包裹随所选线路的下一班次离开中国，运单号会通过电子邮件发给您。</li>
</ol>
<h2>如何选择运输线路</h2>
<p>空运最快，适合小而贵重的包裹。陆运和海运每公斤便宜得多，适合重货或大件。每条线路都有按固定价格计费的<strong>首重</strong>，以及每续重 500 克的价格。</p>
<h2>体积重量</h2>
<p>轻而大的包裹按体积计费：长 × 宽 × 高（厘米）÷ 6000。我们按实际重量和体积重量中较高者计费，并尽可能换用更小的箱子重新包装。</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: '运费说明',
      html: `<h2>当前价格</h2>
<p>运费以人民币计价，付款时按页面顶部显示的汇率换算为 ${site.currency}。</p>
${feesTableHtml(site.transitOptions, { option: '运输线路', firstWeight: '首重', extra: '每续重 500 克', days: '时效' }, { grams: '克', days: '天' })}
<h2>运费如何计算</h2>
<p>运费 = 首重价格 +（计费重量 − 首重，向上取整到 500 克）× 每 500 克价格。</p>
<p>例如：1.8 公斤的包裹走首重 500 克的线路，需支付首重价格加三个续重 500 克的费用。</p>
<h2>增值服务</h2>
<ul>
  <li>易碎品打木架：每个包裹 ¥30。</li>
  <li>商品加拍照片：前 3 张免费，之后每张 ¥1。</li>
  <li>超过 90 天的仓储：每公斤每天 ¥1。</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `如何在 ${site.tenantName} 购物`,
      html: `<h2>1. 找到商品</h2>
<p>按关键词或图片搜索，或把淘宝、天猫、京东、1688、得物的链接粘贴到搜索框。</p>
<h2>2. 加入购物车</h2>
<p>选择尺码、颜色和数量。如需向卖家确认什么，请给我们的采购员留言。</p>
<h2>3. 支付货款</h2>
<p>充值余额并支付订单。我们在一个工作日内下单购买，卖家缺货会通知您；未能购买的款项立即退回余额。</p>
<h2>4. 寄回家</h2>
<p>商品到达仓库后，创建转运订单，选择运输线路并支付运费。凭运单号跟踪包裹直到签收。</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: '不能代购或运输的物品',
      html: `<p>航空公司、海关和中国出口规定禁止部分商品。此类订单我们会取消并退款到您的余额。</p>
<h2>一律禁止</h2>
<ul>
  <li>武器、仿真武器、弹药，刀刃超过 15 厘米的刀具</li>
  <li>毒品、麻醉品和处方药</li>
  <li>易燃、易爆或腐蚀性物品：打火机、烟花、油漆、指甲油、喷雾</li>
  <li>单独的锂电池和充电宝</li>
  <li>假冒品牌商品和盗版音像制品</li>
  <li>活体动物、植物和种子；生鲜食品</li>
  <li>货币、银行卡、烟草和酒类</li>
</ul>
<h2>仅部分线路可运</h2>
<ul>
  <li>内置电池的手机、笔记本电脑和其他设备</li>
  <li>每件不超过 100 毫升的液体和膏体（化妆品）</li>
  <li>磁铁和含粉末的商品</li>
</ul>
<p>不确定？下单前请发邮件至 <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> 咨询。</p>`,
    },
    USER_AGREEMENT: {
      title: '用户协议',
      html: `<p>本协议由您与 ${site.tenantName} 订立。创建账号即表示您接受本协议。</p>
<h2>1. 我们的服务</h2>
<p>我们是您的代购代理：以您的名义向中国卖家购买您选定的商品，在我们的仓库收货后转寄给您。我们不是卖家，不保证卖家的商品描述。</p>
<h2>2. 您的账号和余额</h2>
<ul>
  <li>请妥善保管登录密码和支付密码；从您账号支付的订单由您负责。</li>
  <li>余额仅可用于我们的服务，未使用的余额可随时提现。</li>
</ul>
<h2>3. 退货和退款</h2>
<p>卖家发错货或商品损坏时，如卖家同意，我们在中国境内安排退货，费用由卖家承担。已离开我们仓库的商品不能通过我们退货。</p>
<h2>4. 责任</h2>
<p>国际包裹丢失或损坏的赔偿以已付运费为限，购买保险的除外。因海关或承运商造成的延误，我们不承担责任。</p>
<h2>5. 个人信息</h2>
<p>您的姓名、地址和电话仅用于购买、运输和派送您的商品，并只提供给需要这些信息的承运商和海关。</p>`,
    },
    FAQ: {
      title: '常见问题',
      html: `<h2>下单</h2>
<h3>购买需要多长时间？</h3>
<p>付款后一个工作日内我们会下单。卖家通常 2–5 天送到我们的仓库。</p>
<h3>可以在任何中国店铺下单吗？</h3>
<p>可以，淘宝、天猫、京东、1688 和得物上的任何店铺都可以，其他店铺也可按需代购。</p>
<h2>运输</h2>
<h3>可以把几个订单合成一个包裹吗？</h3>
<p>可以。在一个转运订单中选择所有商品，我们会一起打包。</p>
<h3>进口关税由谁支付？</h3>
<p>目的国海关征收的关税和税费由收件人支付，除非运输线路注明“包税”。</p>
<h2>付款</h2>
<h3>接受哪些货币？</h3>
<p>余额以 ${site.currency} 充值；价格同时显示人民币和 ${site.currency}。</p>`,
    },
    PAYMENT_GUIDE: {
      title: '付款指南',
      html: `<h2>充值余额</h2>
<ol>
  <li>打开<em>我的账户 → 余额</em>，选择<em>充值</em>。</li>
  <li>选择付款方式：银行转账、银行卡或电子钱包。</li>
  <li>输入 ${site.currency} 金额，按支付服务商的提示操作。</li>
  <li>银行转账请上传凭证，我们会在两个工作小时内入账。</li>
</ol>
<h2>支付订单</h2>
<p>代购订单和转运订单均从余额支付，需输入<strong>支付密码</strong>，它与登录密码不同。首次付款时设置。</p>
<h2>一次支付多个订单</h2>
<p>在<em>待付款</em>中勾选多个未付订单，一起支付。</p>
<h2>退款</h2>
<p>卖家无法发货时，货款会自动退回余额。余额可提现到原付款账户。</p>`,
    },
    SOURCING_SERVICE: {
      title: '寻源服务',
      html: `<p>找不到想要的商品，或需要批量采购？我们的寻源团队为您寻找工厂和批发商。</p>
<h2>我们做什么</h2>
<ul>
  <li>为您的产品找到三到五家供应商，比较价格、起订量和交期</li>
  <li>订购样品并在我们的仓库检查</li>
  <li>洽谈价格、包装以及在产品上印您的标志</li>
  <li>发货前验货，并发送照片和视频报告</li>
</ul>
<h2>费用</h2>
<p>寻源和报价免费。下单按货值收取 5%（最低 ¥100）。</p>
<h2>如何开始</h2>
<p>把照片、描述和所需数量发送至 <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>。我们会在三个工作日内回复报价。</p>`,
    },
  }),

  faqs: (site) => [
    { question: '如何下单？', answerHtml: '<p>把商品链接粘贴到搜索框，或按关键词、图片搜索，选好规格后加入购物车，再用余额付款。</p>' },
    { question: '送货需要多久？', answerHtml: `<p>卖家 2–5 天送到我们在${site.chinaWarehouse.city}的仓库。国际运输视线路需要 ${Math.min(...site.transitOptions.map((o) => o.minDays))}–${Math.max(...site.transitOptions.map((o) => o.maxDays))} 天。</p>` },
    { question: '服务怎么收费？', answerHtml: '<p>您需支付商品价格、卖家的国内运费、付款前显示的服务费，以及按重量计算的国际运费。详见<a href="/transportation-charge">运费说明</a>。</p>' },
    { question: '发货前能帮我检查商品吗？', answerHtml: '<p>可以。我们会逐件与订单核对并拍照。如需测量、试用等额外检查，请在订单备注中说明。</p>' },
    { question: '商品损坏或发错怎么办？', answerHtml: '<p>我们会在包裹离开中国前联系卖家换货或退款，退款退回您的余额。</p>' },
    { question: '商品可以在仓库存放多久？', answerHtml: '<p>到仓后 90 天内免费存放，之后每公斤每天收取 ¥1。</p>' },
    { question: '如何联系客服？', answerHtml: `<p>发邮件至 <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> 或致电 ${site.servicePhone}。每页底部列有即时通讯联系方式。</p>` },
  ],

  slogan: (site) => ({
    slogan: '一个购物车，买遍全中国',
    subSlogan: `${site.tenantName} 替您在淘宝、1688、京东和得物购物，送货上门。`,
  }),

  announcements: (site) => [
    { title: '新空运线路，时效更快', html: `<p>新空运线路最快 ${Math.min(...site.transitOptions.map((o) => o.minDays))} 天送达。创建转运订单时即可选择。</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: '春节期间仓库暂停作业', html: '<p>仓库 1 月 28 日至 2 月 4 日暂停作业。代购照常进行，包裹自 2 月 5 日起发出。</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: '代购订单',
    PARCEL: '仓库和包裹',
    TRANSIT: '运输和跟踪',
    PAYMENT: '付款和退款',
    ACCOUNT: '账号和安全',
    SOURCING: '寻源和批发',
    OTHER: '其他问题',
  },

  howToUseSteps: [
    { stepName: '找到商品', stepRemark: '按关键词、图片或链接搜索', stepDesc: '<p>用中文搜索或上传图片，也可以粘贴<strong>淘宝、天猫、京东、1688 或得物</strong>的商品链接。</p>' },
    { stepName: '加入购物车并付款', stepRemark: '一个工作日内下单', stepDesc: '<p>选择尺码、颜色和数量，然后用余额支付。如需卖家核实什么，请留言备注。</p>' },
    { stepName: '我们验货', stepRemark: '免费仓储 90 天', stepDesc: '<p>商品到达我们的仓库后，我们会对照订单核验并拍照。</p><ul><li>尺码或颜色不对？我们安排换货。</li><li>有破损？我们向卖家申请退款。</li></ul>' },
    { stepName: '寄回家', stepRemark: '所有订单合成一个包裹', stepDesc: '<p>创建转运订单，选择运输线路并支付运费。全程跟踪包裹，直到送到家门口。</p>' },
  ],

  banners: [
    { headline: '一个购物车，买遍全中国', caption: '淘宝 · 1688 · 京东 · 得物' },
    { headline: '合箱发货，更省运费', caption: '所有订单免费合箱' },
    { headline: '需要批量采购？', caption: '寻源团队帮您找工厂' },
  ],
  promoTiles: [
    { headline: '得物球鞋', caption: '发货前鉴定' },
    { headline: '1688 批发', caption: '工厂价，小批量' },
  ],
};
