import type { LanguageCode } from '../../../contract/language';

/** The words of the sandbox hosted payment page, in every storefront language. */
export interface SandboxCopy {
  title: string;
  notice: string;
  amount: string;
  payment: string;
  approve: string;
  decline: string;
  done: string;
}

export const SANDBOX_COPY: Record<LanguageCode, SandboxCopy> = {
  en: { title: 'Sandbox payment page', notice: 'SANDBOX: a test page standing in for the payment provider. No card is charged and no card details are asked for.', amount: 'Amount', payment: 'Payment', approve: 'Approve payment', decline: 'Decline payment', done: 'This payment session is finished.' },
  'zh-CN': { title: '沙盒支付页面', notice: '沙盒：代替支付服务商的测试页面。不会扣款，也不会要求填写银行卡信息。', amount: '金额', payment: '付款单', approve: '批准付款', decline: '拒绝付款', done: '此支付会话已结束。' },
  'zh-HK': { title: '沙盒付款頁面', notice: '沙盒：代替支付服務商的測試頁面。不會扣款，也不會要求填寫銀行卡資料。', amount: '金額', payment: '付款單', approve: '批准付款', decline: '拒絕付款', done: '此付款工作階段已結束。' },
  vi: { title: 'Trang thanh toán thử nghiệm', notice: 'SANDBOX: trang thử nghiệm thay cho nhà cung cấp thanh toán. Không thẻ nào bị trừ tiền và không cần nhập thông tin thẻ.', amount: 'Số tiền', payment: 'Khoản thanh toán', approve: 'Chấp nhận thanh toán', decline: 'Từ chối thanh toán', done: 'Phiên thanh toán này đã kết thúc.' },
  th: { title: 'หน้าชำระเงินทดสอบ', notice: 'SANDBOX: หน้าทดสอบแทนผู้ให้บริการชำระเงิน ไม่มีการตัดเงินจากบัตรและไม่ต้องกรอกข้อมูลบัตร', amount: 'จำนวนเงิน', payment: 'รายการชำระ', approve: 'อนุมัติการชำระเงิน', decline: 'ปฏิเสธการชำระเงิน', done: 'เซสชันการชำระเงินนี้สิ้นสุดแล้ว' },
  ja: { title: 'サンドボックス決済ページ', notice: 'サンドボックス：決済事業者の代わりのテストページです。カードへの請求はなく、カード情報の入力も不要です。', amount: '金額', payment: '支払い', approve: '支払いを承認', decline: '支払いを拒否', done: 'この決済セッションは終了しました。' },
  ko: { title: '샌드박스 결제 페이지', notice: '샌드박스: 결제 대행사를 대신하는 테스트 페이지입니다. 카드에 청구되지 않으며 카드 정보를 묻지 않습니다.', amount: '금액', payment: '결제', approve: '결제 승인', decline: '결제 거절', done: '이 결제 세션은 종료되었습니다.' },
  ru: { title: 'Тестовая страница оплаты', notice: 'ПЕСОЧНИЦА: тестовая страница вместо платёжного провайдера. С карты ничего не списывается, данные карты не запрашиваются.', amount: 'Сумма', payment: 'Платёж', approve: 'Подтвердить оплату', decline: 'Отклонить оплату', done: 'Этот сеанс оплаты завершён.' },
  ru2: { title: 'Песочница оплаты', notice: 'ПЕСОЧНИЦА: учебная страница вместо платёжной системы. Деньги с карты не списываются, реквизиты карты не нужны.', amount: 'Сумма', payment: 'Платёж', approve: 'Оплатить', decline: 'Отказаться', done: 'Сеанс оплаты закончен.' },
  ms: { title: 'Halaman pembayaran sandbox', notice: 'SANDBOX: halaman ujian menggantikan penyedia pembayaran. Tiada kad dicaj dan tiada butiran kad diminta.', amount: 'Jumlah', payment: 'Pembayaran', approve: 'Luluskan pembayaran', decline: 'Tolak pembayaran', done: 'Sesi pembayaran ini telah tamat.' },
  uz: { title: 'Sinov to‘lov sahifasi', notice: 'SANDBOX: to‘lov provayderi o‘rnidagi sinov sahifasi. Kartadan pul yechilmaydi va karta ma’lumotlari so‘ralmaydi.', amount: 'Summa', payment: 'To‘lov', approve: 'To‘lovni tasdiqlash', decline: 'To‘lovni rad etish', done: 'Bu to‘lov seansi tugagan.' },
  pt: { title: 'Página de pagamento sandbox', notice: 'SANDBOX: página de teste no lugar do fornecedor de pagamentos. Nenhum cartão é cobrado e não são pedidos dados de cartão.', amount: 'Valor', payment: 'Pagamento', approve: 'Aprovar pagamento', decline: 'Recusar pagamento', done: 'Esta sessão de pagamento terminou.' },
  es: { title: 'Página de pago de prueba', notice: 'SANDBOX: página de prueba en lugar del proveedor de pagos. No se cobra ninguna tarjeta ni se piden sus datos.', amount: 'Importe', payment: 'Pago', approve: 'Aprobar el pago', decline: 'Rechazar el pago', done: 'Esta sesión de pago ha terminado.' },
  fr: { title: 'Page de paiement sandbox', notice: 'SANDBOX : page de test à la place du prestataire de paiement. Aucune carte n’est débitée et aucune donnée de carte n’est demandée.', amount: 'Montant', payment: 'Paiement', approve: 'Approuver le paiement', decline: 'Refuser le paiement', done: 'Cette session de paiement est terminée.' },
  id: { title: 'Halaman pembayaran sandbox', notice: 'SANDBOX: halaman uji pengganti penyedia pembayaran. Tidak ada kartu yang ditagih dan tidak ada data kartu yang diminta.', amount: 'Jumlah', payment: 'Pembayaran', approve: 'Setujui pembayaran', decline: 'Tolak pembayaran', done: 'Sesi pembayaran ini sudah selesai.' },
  bg: { title: 'Тестова страница за плащане', notice: 'ПЯСЪЧНИК: тестова страница вместо доставчика на плащания. Не се таксува карта и не се искат данни за карта.', amount: 'Сума', payment: 'Плащане', approve: 'Одобри плащането', decline: 'Откажи плащането', done: 'Тази сесия за плащане е приключила.' },
  ar: { title: 'صفحة دفع تجريبية', notice: 'بيئة تجريبية: صفحة اختبار بدلاً من مزوّد الدفع. لا تُخصم أي بطاقة ولا تُطلب بيانات البطاقة.', amount: 'المبلغ', payment: 'الدفعة', approve: 'الموافقة على الدفع', decline: 'رفض الدفع', done: 'انتهت جلسة الدفع هذه.' },
  la: { title: 'ໜ້າຊຳລະເງິນທົດລອງ', notice: 'SANDBOX: ໜ້າທົດລອງແທນຜູ້ໃຫ້ບໍລິການຊຳລະເງິນ. ບໍ່ມີການຕັດເງິນຈາກບັດ ແລະ ບໍ່ຕ້ອງໃສ່ຂໍ້ມູນບັດ.', amount: 'ຈຳນວນເງິນ', payment: 'ການຊຳລະ', approve: 'ອະນຸມັດການຊຳລະ', decline: 'ປະຕິເສດການຊຳລະ', done: 'ການຊຳລະນີ້ສິ້ນສຸດແລ້ວ.' },
};
