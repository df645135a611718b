import type { SiteCopy } from './site-copy';

export const vi: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `Giới thiệu về ${site.tenantName}`,
      html: `<h2>Chúng tôi là ai</h2>
<p>${site.tenantName} thay bạn mua hàng trên các sàn thương mại điện tử Trung Quốc — Taobao, Tmall, JD, 1688 và Poizon — rồi vận chuyển về tận nhà. Bạn chọn sản phẩm; chúng tôi thanh toán cho người bán bằng nhân dân tệ, kiểm tra hàng tại kho ${site.chinaWarehouse.city} và gửi tất cả về trong một kiện.</p>
<h2>Vì sao khách hàng chọn chúng tôi</h2>
<ul>
  <li><strong>Một tài khoản cho mọi sàn.</strong> Dán đường link sản phẩm và đặt hàng như ở bất kỳ cửa hàng trực tuyến nào.</li>
  <li><strong>Kiểm hàng kỹ.</strong> Nhân viên kho mở từng kiện, đối chiếu với đơn và chụp ảnh khi có điều nghi ngờ.</li>
  <li><strong>Gộp kiện miễn phí.</strong> Hàng từ nhiều shop đi chung một kiện, bạn chỉ trả phí vận chuyển quốc tế một lần.</li>
  <li><strong>Giá minh bạch.</strong> Bạn thấy giá sản phẩm, phí ship nội địa Trung Quốc và phí dịch vụ trước khi thanh toán.</li>
</ul>
<h2>Liên hệ</h2>
<p>Gửi email tới <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> hoặc gọi ${site.servicePhone}. Chúng tôi phản hồi trong vòng một ngày làm việc.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Quy trình vận chuyển quốc tế',
      html: `<h2>Từ người bán đến tay bạn</h2>
<ol>
  <li>Người bán gửi hàng đến kho của chúng tôi tại ${site.chinaWarehouse.city}, thường mất 2–5 ngày.</li>
  <li>Chúng tôi kiểm tra từng món và lưu kho miễn phí 90 ngày. Bạn theo dõi trong mục <em>Hàng trong kho</em>.</li>
  <li>Khi sẵn sàng, bạn tạo đơn vận chuyển: chọn hàng, tuyến vận chuyển và địa chỉ nhận.</li>
  <li>Chúng tôi đóng gói chung, cân kiện hàng và gửi bạn yêu cầu thanh toán phí vận chuyển.</li>
  <li>Kiện hàng rời Trung Quốc vào chuyến gần nhất của tuyến bạn chọn. Mã vận đơn được gửi qua email.</li>
</ol>
<h2>Chọn tuyến vận chuyển</h2>
<p>Tuyến đường bay nhanh nhất, phù hợp với hàng nhỏ và giá trị cao. Tuyến đường bộ rẻ hơn nhiều cho mỗi kilôgam, phù hợp với hàng nặng hoặc cồng kềnh.</p>
<h2>Trọng lượng quy đổi</h2>
<p>Hàng nhẹ nhưng to được tính theo thể tích: dài × rộng × cao (cm) ÷ 6000. Chúng tôi tính theo số lớn hơn giữa cân nặng thực và cân nặng quy đổi, và luôn đóng lại thùng nhỏ hơn khi có thể.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Bảng phí vận chuyển',
      html: `<h2>Giá hiện hành</h2>
<p>Phí tính bằng nhân dân tệ và quy đổi sang ${site.currency} theo tỷ giá hiển thị ở đầu trang tại thời điểm thanh toán.</p>
<h2>Cách tính phí</h2>
<p>Phí = giá cân đầu + (trọng lượng tính phí − cân đầu, làm tròn lên 500 g) × giá mỗi 500 g.</p>
<p>Ví dụ: kiện 1,8 kg trên tuyến có cân đầu 500 g trả giá cân đầu cộng thêm ba bước 500 g.</p>
<h2>Dịch vụ thêm</h2>
<ul>
  <li>Đóng khung gỗ cho hàng dễ vỡ: ¥30 mỗi kiện.</li>
  <li>Chụp thêm ảnh: miễn phí 3 ảnh đầu, sau đó ¥1 mỗi ảnh.</li>
  <li>Lưu kho quá 90 ngày: ¥1 mỗi kg mỗi ngày.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Hướng dẫn mua hàng tại ${site.tenantName}`,
      html: `<h2>Bước 1: Tìm sản phẩm</h2>
<p>Tìm theo từ khóa, bằng hình ảnh, hoặc dán link Taobao, Tmall, JD, 1688, Poizon vào ô tìm kiếm.</p>
<h2>Bước 2: Thêm vào giỏ hàng</h2>
<p>Chọn kích cỡ, màu sắc và số lượng. Ghi chú cho nhân viên mua hàng nếu cần hỏi lại người bán.</p>
<h2>Bước 3: Thanh toán đơn mua</h2>
<p>Nạp tiền vào số dư và thanh toán đơn. Chúng tôi đặt mua trong vòng một ngày làm việc; nếu người bán hết hàng, tiền được hoàn ngay vào số dư.</p>
<h2>Bước 4: Vận chuyển về Việt Nam</h2>
<p>Khi hàng về kho, tạo đơn vận chuyển, chọn tuyến và thanh toán phí. Theo dõi kiện hàng bằng mã vận đơn cho đến khi nhận được.</p>
<ul>
  <li>Hàng về kho Hà Nội hoặc TP. Hồ Chí Minh, giao tận nhà qua đơn vị chuyển phát trong nước.</li>
  <li>Có thể nhận trực tiếp tại kho nếu bạn muốn.</li>
</ul>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Hàng cấm mua và cấm vận chuyển',
      html: `<p>Quy định của hãng bay, hải quan và luật xuất khẩu Trung Quốc cấm một số loại hàng. Đơn mua các mặt hàng này sẽ bị hủy và hoàn tiền vào số dư.</p>
<h2>Tuyệt đối không nhận</h2>
<ul>
  <li>Vũ khí, đồ giả vũ khí, đạn dược, dao có lưỡi dài trên 15 cm</li>
  <li>Ma túy, chất gây nghiện và thuốc kê đơn</li>
  <li>Hàng dễ cháy, nổ, ăn mòn: bật lửa, pháo, sơn, sơn móng tay, bình xịt</li>
  <li>Pin lithium rời và sạc dự phòng</li>
  <li>Hàng giả nhãn hiệu, sản phẩm vi phạm bản quyền</li>
  <li>Động vật sống, cây giống, hạt giống; thực phẩm tươi sống</li>
  <li>Tiền mặt, thẻ ngân hàng, thuốc lá và rượu bia</li>
</ul>
<h2>Chỉ nhận trên một số tuyến</h2>
<ul>
  <li>Điện thoại, máy tính và thiết bị có pin gắn liền</li>
  <li>Chất lỏng, kem (mỹ phẩm) tối đa 100 ml mỗi món</li>
  <li>Nam châm và hàng dạng bột</li>
</ul>
<p>Chưa chắc chắn? Hãy hỏi chúng tôi qua <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> trước khi đặt hàng.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Điều khoản sử dụng',
      html: `<p>Thỏa thuận này được lập giữa bạn và ${site.tenantName}. Khi tạo tài khoản, bạn đồng ý với các điều khoản dưới đây.</p>
<h2>1. Dịch vụ của chúng tôi</h2>
<p>Chúng tôi là đại lý mua hàng: thay mặt bạn mua hàng từ người bán tại Trung Quốc, nhận hàng tại kho và chuyển tiếp đến bạn. Chúng tôi không phải là người bán và không bảo đảm mô tả của người bán.</p>
<h2>2. Tài khoản và số dư</h2>
<ul>
  <li>Giữ bí mật mật khẩu đăng nhập và mật khẩu thanh toán; đơn thanh toán từ tài khoản của bạn được coi là của bạn.</li>
  <li>Số dư chỉ dùng cho dịch vụ của chúng tôi. Bạn có thể rút số dư chưa dùng bất cứ lúc nào.</li>
</ul>
<h2>3. Đổi trả và hoàn tiền</h2>
<p>Nếu người bán gửi sai hoặc hỏng hàng, chúng tôi hỗ trợ đổi trả trong nội địa Trung Quốc khi người bán đồng ý, chi phí do người bán chịu. Hàng đã rời kho không thể đổi trả qua chúng tôi.</p>
<h2>4. Trách nhiệm</h2>
<p>Kiện hàng quốc tế bị mất hoặc hư hỏng được bồi thường tối đa bằng phí vận chuyển đã trả, trừ khi bạn mua bảo hiểm. Chúng tôi không chịu trách nhiệm về chậm trễ do hải quan hoặc hãng vận chuyển.</p>
<h2>5. Dữ liệu cá nhân</h2>
<p>Họ tên, địa chỉ và số điện thoại của bạn chỉ được dùng để mua, vận chuyển và giao hàng, và chỉ chia sẻ với đơn vị vận chuyển và cơ quan hải quan khi cần thiết.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Chính sách quyền riêng tư',
      html: `<p>Chính sách này giải thích ${site.tenantName} lưu những dữ liệu cá nhân nào của bạn, vì sao và trong bao lâu. Chính sách áp dụng cho trang web này và mọi đơn hàng bạn đặt qua trang.</p>
<h2>1. Chúng tôi thu thập gì</h2>
<p>Họ tên, địa chỉ e-mail và số điện thoại (với tài khoản doanh nghiệp: mã số giấy phép kinh doanh và người đại diện pháp luật); địa chỉ nhận hàng và, khi hải quan yêu cầu, số giấy tờ tùy thân; đơn hàng, kiện hàng, thanh toán và biến động số dư; ngôn ngữ bạn chọn và cookie giữ cho bạn đăng nhập.</p>
<h2>2. Chúng tôi dùng để làm gì</h2>
<p>Chỉ để mua, nhận, đóng gói và giao hàng cho bạn, giữ số dư và lịch sử số dư chính xác, trả lời tin nhắn của bạn và thực hiện nghĩa vụ pháp lý về kế toán và hải quan.</p>
<h2>3. Ai nhận dữ liệu</h2>
<p>Các hãng vận chuyển và cơ quan hải quan giao hoặc thông quan kiện hàng của bạn nhận họ tên, địa chỉ, số điện thoại và số giấy tờ họ cần. Chúng tôi không bán dữ liệu của bạn và không dùng nó cho quảng cáo của bên khác.</p>
<h2>4. Chúng tôi lưu bao lâu</h2>
<p>Đơn hàng và thanh toán được lưu theo thời hạn luật kế toán yêu cầu; mọi dữ liệu khác bị xóa khi bạn đóng tài khoản.</p>
<h2>5. Quyền của bạn</h2>
<p>Bạn có thể xem và sửa thông tin trên trang tài khoản, và yêu cầu xuất hoặc xóa dữ liệu qua <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Câu hỏi thường gặp',
      html: `<h2>Đặt hàng</h2>
<h3>Bao lâu thì hàng được mua?</h3>
<p>Chúng tôi đặt mua trong vòng một ngày làm việc sau khi bạn thanh toán. Người bán thường giao đến kho trong 2–5 ngày.</p>
<h3>Tôi có thể mua ở bất kỳ shop Trung Quốc nào không?</h3>
<p>Có, mọi shop trên Taobao, Tmall, JD, 1688 và Poizon; các shop khác theo yêu cầu.</p>
<h2>Vận chuyển</h2>
<h3>Có gộp nhiều đơn vào một kiện được không?</h3>
<p>Được. Chọn tất cả các món trong một đơn vận chuyển, chúng tôi sẽ đóng chung.</p>
<h3>Ai trả thuế nhập khẩu?</h3>
<p>Người nhận trả thuế và phí do hải quan nước nhận thu, trừ khi tuyến vận chuyển ghi "đã bao thuế".</p>
<h2>Thanh toán</h2>
<h3>Thanh toán bằng đơn vị tiền tệ nào?</h3>
<p>Bạn nạp tiền bằng ${site.currency}; giá được hiển thị cả bằng nhân dân tệ và ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Hướng dẫn thanh toán',
      html: `<h2>Nạp tiền vào số dư</h2>
<ol>
  <li>Vào <em>Tài khoản → Số dư</em> và chọn <em>Nạp tiền</em>.</li>
  <li>Chọn phương thức: chuyển khoản ngân hàng, thẻ hoặc ví điện tử (MoMo, ZaloPay).</li>
  <li>Nhập số tiền bằng ${site.currency} và làm theo hướng dẫn của cổng thanh toán.</li>
  <li>Với chuyển khoản, hãy tải lên ảnh biên lai; số dư được cộng trong vòng hai giờ làm việc.</li>
</ol>
<h2>Thanh toán đơn hàng</h2>
<p>Đơn mua và đơn vận chuyển được trả từ số dư bằng <strong>mật khẩu thanh toán</strong>, khác với mật khẩu đăng nhập. Bạn đặt mật khẩu này ở lần thanh toán đầu tiên.</p>
<h2>Thanh toán nhiều đơn cùng lúc</h2>
<p>Vào mục <em>Chờ thanh toán</em>, chọn nhiều đơn chưa trả và thanh toán một lần.</p>
<h2>Hoàn tiền</h2>
<p>Khi người bán không giao được hàng, tiền mua tự động hoàn vào số dư. Bạn có thể rút số dư về tài khoản đã nạp.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Dịch vụ tìm nguồn hàng',
      html: `<p>Không tìm được sản phẩm ưng ý, hoặc cần nhập số lượng lớn? Đội tìm nguồn hàng của chúng tôi sẽ tìm xưởng và nhà bán buôn cho bạn.</p>
<h2>Chúng tôi làm gì</h2>
<ul>
  <li>Tìm 3–5 nhà cung cấp và so sánh giá, số lượng tối thiểu, thời gian sản xuất</li>
  <li>Đặt mẫu và kiểm tra mẫu tại kho</li>
  <li>Đàm phán giá, bao bì và in logo của bạn lên sản phẩm</li>
  <li>Kiểm hàng trước khi xuất và gửi báo cáo ảnh, video</li>
</ul>
<h2>Chi phí</h2>
<p>Tìm kiếm và báo giá miễn phí. Với đơn đặt hàng, phí dịch vụ là 5% giá trị hàng (tối thiểu ¥100).</p>
<h2>Bắt đầu thế nào</h2>
<p>Gửi ảnh, mô tả và số lượng cần mua đến <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Chúng tôi gửi báo giá trong vòng ba ngày làm việc.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Làm thế nào để đặt hàng?', answerHtml: '<p>Dán link sản phẩm vào ô tìm kiếm hoặc tìm bằng từ khóa, hình ảnh; chọn phân loại rồi thêm vào giỏ hàng. Sau đó thanh toán bằng số dư.</p>' },
    { question: 'Bao lâu thì nhận được hàng?', answerHtml: `<p>Người bán giao đến kho ${site.chinaWarehouse.city} trong 2–5 ngày. Vận chuyển về Việt Nam mất ${Math.min(...site.transitOptions.map((o) => o.minDays))}–${Math.max(...site.transitOptions.map((o) => o.maxDays))} ngày tùy tuyến.</p>` },
    { question: 'Phí dịch vụ là bao nhiêu?', answerHtml: '<p>Bạn trả giá sản phẩm, phí ship nội địa của người bán, phí dịch vụ hiển thị trước khi thanh toán và phí vận chuyển quốc tế theo cân nặng. Xem <a href="/transportation-charge">bảng phí vận chuyển</a>.</p>' },
    { question: 'Có kiểm hàng trước khi gửi không?', answerHtml: '<p>Có. Chúng tôi đối chiếu từng món với đơn và chụp ảnh. Ghi chú trong đơn nếu bạn cần kiểm tra thêm như đo kích thước hay thử hàng.</p>' },
    { question: 'Hàng bị lỗi hoặc sai thì sao?', answerHtml: '<p>Chúng tôi liên hệ người bán để đổi hàng hoặc hoàn tiền trước khi kiện rời Trung Quốc. Tiền hoàn trả về số dư của bạn.</p>' },
    { question: 'Hàng được lưu kho bao lâu?', answerHtml: '<p>Miễn phí lưu kho 90 ngày kể từ khi hàng về. Sau đó phí là ¥1 mỗi kg mỗi ngày.</p>' },
    { question: 'Liên hệ hỗ trợ bằng cách nào?', answerHtml: `<p>Email <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>, gọi ${site.servicePhone} hoặc nhắn Zalo. Thông tin liên hệ có ở cuối mỗi trang.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Mua hàng Trung Quốc dễ như mua ở chợ',
    subSlogan: `${site.tenantName} mua hộ trên Taobao, 1688, JD, Poizon và giao tận nhà.`,
  }),

  announcements: () => [
    { title: 'Mở tuyến đường bộ Hà Nội giá rẻ', html: '<p>Tuyến đường bộ mới về Hà Nội chỉ từ ¥12 mỗi kg, thời gian 5–8 ngày. Chọn tuyến này khi tạo đơn vận chuyển.</p>', publishedAt: '2025-03-05T02:00:00Z' },
    { title: 'Lịch nghỉ Tết Nguyên đán', html: '<p>Kho Quảng Châu nghỉ từ 28/01 đến 04/02. Đơn mua vẫn được xử lý; kiện hàng xuất kho từ 05/02.</p>', publishedAt: '2025-01-12T02:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Đơn mua hàng',
    PARCEL: 'Kho và kiện hàng',
    TRANSIT: 'Vận chuyển và tra cứu',
    PAYMENT: 'Thanh toán và hoàn tiền',
    ACCOUNT: 'Tài khoản và bảo mật',
    SOURCING: 'Tìm nguồn và bán buôn',
    OTHER: 'Câu hỏi khác',
  },

  howToUseSteps: [
    { stepName: 'Tìm sản phẩm', stepRemark: 'Tìm theo từ khóa, hình ảnh hoặc link', stepDesc: '<p>Tìm bằng tiếng Việt hoặc tải ảnh lên. Bạn cũng có thể dán link từ <strong>Taobao, Tmall, JD, 1688 hoặc Poizon</strong>.</p>' },
    { stepName: 'Thêm vào giỏ và thanh toán', stepRemark: 'Đặt mua trong một ngày làm việc', stepDesc: '<p>Chọn kích cỡ, màu sắc và số lượng rồi thanh toán bằng số dư. Để lại ghi chú nếu cần người bán kiểm tra điều gì.</p>' },
    { stepName: 'Chúng tôi kiểm hàng', stepRemark: 'Lưu kho miễn phí 90 ngày', stepDesc: '<p>Hàng về kho của chúng tôi, nơi chúng tôi đối chiếu với đơn hàng của bạn và chụp ảnh lại.</p><ul><li>Sai kích cỡ hoặc màu? Chúng tôi lo việc đổi hàng.</li><li>Hàng bị hỏng? Chúng tôi yêu cầu người bán hoàn tiền.</li></ul>' },
    { stepName: 'Gửi hàng về nhà', stepRemark: 'Gộp mọi đơn vào một kiện', stepDesc: '<p>Tạo đơn vận chuyển, chọn tuyến và thanh toán phí. Theo dõi kiện hàng cho đến khi giao tận cửa.</p>' },
  ],

  banners: [
    { headline: 'Cả Trung Quốc trong một giỏ hàng', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Gộp kiện, tiết kiệm phí ship', caption: 'Miễn phí gộp mọi đơn hàng' },
    { headline: 'Đường bộ về Hà Nội từ ¥12/kg', caption: 'Giao trong 5–8 ngày' },
  ],
  promoTiles: [
    { headline: 'Giày sneaker từ Poizon', caption: 'Kiểm định chính hãng' },
    { headline: 'Nhập sỉ từ 1688', caption: 'Giá xưởng, số lượng nhỏ' },
  ],
};
