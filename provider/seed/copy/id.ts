import type { SiteCopy } from './site-copy';

export const indonesian: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `Tentang ${site.tenantName}`,
      html: `<h2>Siapa kami</h2>
<p>${site.tenantName} membelikan barang untuk Anda di marketplace Tiongkok — Taobao, Tmall, JD, 1688 dan Poizon — lalu mengirimkannya sampai ke rumah. Anda memilih produknya; kami membayar penjual dalam yuan, memeriksa barang yang tiba di gudang kami di ${site.chinaWarehouse.city}, lalu mengirim semuanya dalam satu paket.</p>
<h2>Mengapa pembeli memilih kami</h2>
<ul>
  <li><strong>Satu akun untuk semua marketplace.</strong> Tempel tautan produk dan pesan seperti di toko online biasa.</li>
  <li><strong>Pemeriksaan kualitas.</strong> Tim gudang membuka setiap paket, mencocokkannya dengan pesanan Anda, dan memotret apa pun yang meragukan.</li>
  <li><strong>Konsolidasi.</strong> Pesanan dari penjual berbeda dikirim bersama, jadi Anda membayar ongkos kirim internasional sekali saja.</li>
  <li><strong>Harga jelas.</strong> Sebelum membayar, Anda melihat harga produk, ongkos kirim dalam Tiongkok, dan biaya layanan kami.</li>
</ul>
<h2>Kontak</h2>
<p>Kirim e-mail ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> atau telepon ${site.servicePhone}. Kami membalas pada hari kerja dalam satu hari kerja.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Cara kerja pengiriman internasional',
      html: `<h2>Dari penjual sampai ke pintu Anda</h2>
<ol>
  <li>Penjual mengirim belanjaan Anda ke gudang kami di ${site.chinaWarehouse.city}. Biasanya memakan waktu 2–5 hari.</li>
  <li>Kami memeriksa setiap barang dan menyimpannya gratis selama 90 hari. Pantau di <em>Barang di gudang</em>.</li>
  <li>Saat siap, buat pesanan pengiriman: pilih barang, jalur pengiriman, dan alamat tujuan.</li>
  <li>Kami mengemas barang bersama, menimbang paket, dan meminta Anda membayar ongkos kirim internasional.</li>
  <li>Paket meninggalkan Tiongkok pada keberangkatan berikutnya dari jalur yang Anda pilih. Nomor pelacakan dikirim lewat e-mail.</li>
</ol>
<h2>Memilih jalur pengiriman</h2>
<p>Jalur udara paling cepat dan cocok untuk paket kecil yang berharga. Jalur darat dan laut jauh lebih murah per kilogram dan cocok untuk barang berat atau besar. Setiap jalur punya <strong>berat pertama</strong> dengan harga tetap dan harga untuk setiap 500 g berikutnya.</p>
<h2>Berat volumetrik</h2>
<p>Paket ringan tetapi besar dihitung berdasarkan volume: panjang × lebar × tinggi dalam cm ÷ 6000. Kami mengenakan yang lebih besar antara berat sebenarnya dan berat volumetrik, dan mengemas ulang ke kardus yang lebih kecil bila membantu.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Ongkos kirim',
      html: `<h2>Harga saat ini</h2>
<p>Ongkos dalam yuan Tiongkok dan dikonversi ke ${site.currency} saat membayar, dengan kurs yang tampil di bagian atas halaman.</p>
<h2>Cara menghitung ongkos</h2>
<p>Ongkos = harga berat pertama + (berat yang dikenakan − berat pertama, dibulatkan ke atas per 500 g) × harga per 500 g.</p>
<p>Contoh: paket 1,8 kg pada jalur dengan berat pertama 500 g membayar harga berat pertama ditambah tiga kali 500 g berikutnya.</p>
<h2>Layanan tambahan</h2>
<ul>
  <li>Rangka kayu untuk barang mudah pecah: ¥30 per paket.</li>
  <li>Foto tambahan barang Anda: 3 foto pertama gratis, selanjutnya ¥1 per foto.</li>
  <li>Penyimpanan lebih dari 90 hari: ¥1 per kg per hari.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Cara belanja di ${site.tenantName}`,
      html: `<h2>1. Temukan produk</h2>
<p>Cari dengan kata kunci atau gambar, atau tempel tautan dari Taobao, Tmall, JD, 1688 atau Poizon di kotak pencarian.</p>
<h2>2. Masukkan ke keranjang</h2>
<p>Pilih ukuran, warna, dan jumlah. Tinggalkan catatan untuk tim pembeli kami jika ada yang perlu ditanyakan ke penjual.</p>
<h2>3. Bayar pembelian</h2>
<p>Isi saldo dan bayar pesanan. Kami membeli barang dalam satu hari kerja dan memberi tahu jika stok penjual habis; pembelian yang ditolak langsung dikembalikan ke saldo Anda.</p>
<h2>4. Kirim ke rumah</h2>
<p>Setelah barang tiba di gudang, buat pesanan pengiriman, pilih jalur, dan bayar ongkos kirim. Lacak paket dengan nomor pelacakan sampai tiba.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Barang yang tidak dapat kami beli atau kirim',
      html: `<p>Maskapai, bea cukai, dan aturan ekspor Tiongkok melarang beberapa barang. Pesanan untuk barang tersebut kami batalkan dan saldo Anda dikembalikan.</p>
<h2>Selalu dilarang</h2>
<ul>
  <li>Senjata, replika senjata, amunisi, pisau dengan bilah lebih dari 15 cm</li>
  <li>Narkoba, zat adiktif, dan obat resep</li>
  <li>Barang mudah terbakar, mudah meledak, atau korosif: korek api, kembang api, cat, cat kuku, aerosol</li>
  <li>Baterai litium lepas dan power bank</li>
  <li>Barang bermerek palsu dan media bajakan</li>
  <li>Hewan hidup, tanaman, dan benih; makanan segar</li>
  <li>Uang tunai, kartu bank, tembakau, dan alkohol</li>
</ul>
<h2>Hanya boleh di jalur tertentu</h2>
<ul>
  <li>Ponsel, laptop, dan perangkat lain dengan baterai tertanam</li>
  <li>Cairan dan krim (kosmetik) hingga 100 ml per barang</li>
  <li>Magnet dan barang yang mengandung bubuk</li>
</ul>
<p>Ragu? Tanyakan ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> sebelum memesan.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Perjanjian pengguna',
      html: `<p>Perjanjian ini berlaku antara Anda dan ${site.tenantName}. Dengan membuat akun, Anda menyetujuinya.</p>
<h2>1. Layanan kami</h2>
<p>Kami bertindak sebagai agen pembelian Anda: membeli atas nama Anda barang yang Anda pilih dari penjual di Tiongkok, menerimanya di gudang kami, lalu meneruskannya kepada Anda. Kami bukan penjual dan tidak menjamin deskripsi penjual.</p>
<h2>2. Akun dan saldo Anda</h2>
<ul>
  <li>Rahasiakan kata sandi dan kata sandi pembayaran Anda; pesanan yang dibayar dari akun Anda adalah tanggung jawab Anda.</li>
  <li>Saldo hanya dapat dipakai untuk layanan kami. Saldo yang tidak terpakai dapat ditarik kapan saja.</li>
</ul>
<h2>3. Pengembalian dan refund</h2>
<p>Jika penjual mengirim barang yang salah atau rusak, kami mengatur pengembalian di dalam Tiongkok atas biaya penjual bila penjual menyetujuinya. Barang yang sudah keluar dari gudang kami tidak dapat dikembalikan melalui kami.</p>
<h2>4. Tanggung jawab</h2>
<p>Paket internasional yang hilang atau rusak diganti paling banyak sebesar ongkos kirim yang dibayar, kecuali Anda membeli asuransi. Kami tidak bertanggung jawab atas keterlambatan akibat bea cukai atau kurir.</p>
<h2>5. Data pribadi</h2>
<p>Nama, alamat, dan nomor telepon Anda hanya kami gunakan untuk membeli, mengirim, dan mengantarkan barang, dan hanya dibagikan kepada kurir dan bea cukai yang memerlukannya.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Kebijakan privasi',
      html: `<p>Kebijakan ini menjelaskan data pribadi apa saja yang disimpan ${site.tenantName} tentang Anda, untuk apa, dan berapa lama. Kebijakan ini berlaku untuk situs ini dan setiap pesanan yang Anda buat melaluinya.</p>
<h2>1. Yang kami kumpulkan</h2>
<p>Nama, alamat e-mail, dan nomor telepon Anda (untuk akun perusahaan: nomor izin usaha dan penanggung jawab hukum); alamat pengiriman dan, bila bea cukai memintanya, nomor dokumen identitas; pesanan, paket, pembayaran, dan mutasi saldo Anda; bahasa pilihan Anda dan cookie yang menjaga Anda tetap masuk.</p>
<h2>2. Untuk apa kami menggunakannya</h2>
<p>Hanya untuk membeli, menerima, mengemas, dan mengirim barang Anda, menjaga saldo dan riwayatnya tetap benar, menjawab pesan Anda, serta memenuhi kewajiban hukum kami di bidang akuntansi dan kepabeanan.</p>
<h2>3. Siapa yang menerimanya</h2>
<p>Jasa pengiriman dan otoritas bea cukai yang mengantar atau mengurus paket Anda menerima nama, alamat, nomor telepon, dan nomor identitas yang mereka perlukan. Kami tidak menjual data Anda dan tidak memakainya untuk iklan pihak lain.</p>
<h2>4. Berapa lama kami menyimpannya</h2>
<p>Pesanan dan pembayaran disimpan selama yang diwajibkan hukum akuntansi; selebihnya dihapus saat Anda menutup akun.</p>
<h2>5. Hak Anda</h2>
<p>Anda dapat melihat dan memperbaiki data Anda di halaman akun, serta meminta kami mengekspor atau menghapusnya melalui <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Pertanyaan umum',
      html: `<h2>Pemesanan</h2>
<h3>Berapa lama proses pembelian?</h3>
<p>Kami membeli dalam satu hari kerja setelah Anda membayar. Penjual biasanya mengirim ke gudang kami dalam 2–5 hari.</p>
<h3>Bisakah saya memesan dari toko Tiongkok mana pun?</h3>
<p>Bisa, dari toko mana pun di Taobao, Tmall, JD, 1688 dan Poizon, serta dari toko lain atas permintaan.</p>
<h2>Pengiriman</h2>
<h3>Bisakah beberapa pesanan digabung dalam satu paket?</h3>
<p>Bisa. Pilih semua barang dalam satu pesanan pengiriman dan kami mengemasnya bersama.</p>
<h3>Siapa yang membayar bea masuk?</h3>
<p>Penerima membayar bea dan pajak yang dikenakan bea cukai negara tujuan, kecuali jalur pengiriman menyebut "termasuk bea".</p>
<h2>Pembayaran</h2>
<h3>Mata uang apa yang diterima?</h3>
<p>Anda mengisi saldo dalam ${site.currency}; harga ditampilkan dalam yuan dan ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Panduan pembayaran',
      html: `<h2>Isi saldo</h2>
<ol>
  <li>Buka <em>Akun saya → Saldo</em> dan pilih <em>Setor</em>.</li>
  <li>Pilih metode pembayaran: transfer bank, kartu, atau dompet digital.</li>
  <li>Masukkan jumlah dalam ${site.currency} dan ikuti petunjuk penyedia pembayaran.</li>
  <li>Untuk transfer bank, unggah bukti transfer; saldo Anda kami tambahkan dalam dua jam kerja.</li>
</ol>
<h2>Bayar pesanan</h2>
<p>Pembelian dan pesanan pengiriman dibayar dari saldo dengan <strong>kata sandi pembayaran</strong>, yang berbeda dari kata sandi login. Atur saat pertama kali membayar.</p>
<h2>Bayar beberapa pesanan sekaligus</h2>
<p>Gunakan <em>Pembayaran tertunda</em> untuk memilih beberapa pesanan yang belum dibayar dan membayarnya bersama.</p>
<h2>Refund</h2>
<p>Jika penjual tidak dapat mengirim, jumlah pembelian otomatis kembali ke saldo Anda. Saldo dapat ditarik ke rekening asalnya.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Layanan pencarian pemasok',
      html: `<p>Tidak menemukan yang Anda cari, atau membeli dalam jumlah besar? Tim kami mencarikan pabrik dan grosir untuk Anda.</p>
<h2>Yang kami lakukan</h2>
<ul>
  <li>Mencari tiga sampai lima pemasok untuk produk Anda dan membandingkan harga, pesanan minimum, dan waktu produksi</li>
  <li>Memesan sampel dan memeriksanya di gudang kami</li>
  <li>Menegosiasikan harga, kemasan, dan logo Anda pada produk</li>
  <li>Memeriksa barang sebelum dikirim dan mengirimkan laporan foto dan video</li>
</ul>
<h2>Biaya</h2>
<p>Pencarian dan penawaran gratis. Untuk pesanan, kami mengenakan 5% dari nilai barang (minimal ¥100).</p>
<h2>Cara memulai</h2>
<p>Kirim foto, deskripsi, dan jumlah yang dibutuhkan ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Kami membalas dengan penawaran dalam tiga hari kerja.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Bagaimana cara memesan?', answerHtml: '<p>Tempel tautan produk di kotak pencarian atau cari dengan kata kunci atau gambar, pilih opsinya, lalu masukkan produk ke keranjang. Setelah itu bayar dari saldo Anda.</p>' },
    { question: 'Berapa lama pengirimannya?', answerHtml: `<p>Penjual mengirim ke gudang kami di ${site.chinaWarehouse.city} dalam 2–5 hari. Pengiriman internasional memakan ${Math.min(...site.transitOptions.map((o) => o.minDays))}–${Math.max(...site.transitOptions.map((o) => o.maxDays))} hari, tergantung jalurnya.</p>` },
    { question: 'Berapa biaya layanan Anda?', answerHtml: '<p>Anda membayar harga produk, ongkos kirim penjual di dalam Tiongkok, biaya layanan yang tampil sebelum pembayaran, dan ongkos kirim internasional menurut berat. Lihat <a href="/transportation-charge">ongkos kirim</a>.</p>' },
    { question: 'Bisakah barang saya diperiksa sebelum dikirim?', answerHtml: '<p>Bisa. Kami mencocokkan setiap barang dengan pesanan Anda dan memotretnya. Minta pemeriksaan tambahan, seperti mengukur atau mencoba, di catatan pesanan.</p>' },
    { question: 'Bagaimana jika barang rusak atau salah?', answerHtml: '<p>Kami menghubungi penjual dan mengatur penukaran atau refund sebelum paket meninggalkan Tiongkok. Refund kembali ke saldo Anda.</p>' },
    { question: 'Berapa lama barang boleh disimpan di gudang?', answerHtml: '<p>Penyimpanan gratis selama 90 hari sejak tiba. Setelah itu kami mengenakan ¥1 per kg per hari.</p>' },
    { question: 'Bagaimana menghubungi layanan pelanggan?', answerHtml: `<p>Kirim e-mail ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> atau telepon ${site.servicePhone}. Kontak aplikasi pesan ada di bagian bawah setiap halaman.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Belanja dari seluruh Tiongkok dalam satu keranjang',
    subSlogan: `${site.tenantName} membelikan untuk Anda di Taobao, 1688, JD dan Poizon lalu mengirim sampai ke rumah.`,
  }),

  announcements: (site) => [
    { title: 'Jalur udara baru, pengiriman lebih cepat', html: `<p>Jalur udara baru kami mengantar hanya dalam ${Math.min(...site.transitOptions.map((o) => o.minDays))} hari. Pilih saat membuat pesanan pengiriman.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Gudang tutup selama Tahun Baru Imlek', html: '<p>Gudang kami tutup dari 28 Januari sampai 4 Februari. Pembelian tetap berjalan; paket dikirim mulai 5 Februari.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Pesanan pembelian',
    PARCEL: 'Gudang dan paket',
    TRANSIT: 'Pengiriman dan pelacakan',
    PAYMENT: 'Pembayaran dan refund',
    ACCOUNT: 'Akun dan keamanan',
    SOURCING: 'Pemasok dan grosir',
    OTHER: 'Pertanyaan lain',
  },

  howToUseSteps: [
    { stepName: 'Temukan produk', stepRemark: 'Cari dengan kata kunci, gambar, atau tautan', stepDesc: '<p>Cari dalam bahasa Indonesia atau unggah foto. Anda juga bisa menempelkan tautan dari <strong>Taobao, Tmall, JD, 1688, atau Poizon</strong>.</p>' },
    { stepName: 'Masukkan ke keranjang dan bayar', stepRemark: 'Kami membeli dalam satu hari kerja', stepDesc: '<p>Pilih ukuran, warna, dan jumlah, lalu bayar dengan saldo Anda. Tinggalkan catatan jika ada yang perlu dicek oleh penjual.</p>' },
    { stepName: 'Kami memeriksa barang Anda', stepRemark: 'Penyimpanan gratis selama 90 hari', stepDesc: '<p>Barang Anda tiba di gudang kami, lalu kami mencocokkannya dengan pesanan Anda dan memotretnya.</p><ul><li>Ukuran atau warna salah? Kami urus penukarannya.</li><li>Barang rusak? Kami minta pengembalian dana dari penjual.</li></ul>' },
    { stepName: 'Kirim ke rumah', stepRemark: 'Satu paket untuk semua pesanan', stepDesc: '<p>Buat pesanan pengiriman, pilih jalur, dan bayar ongkos kirim. Lacak paket sampai tiba di depan pintu Anda.</p>' },
  ],

  banners: [
    { headline: 'Seluruh Tiongkok dalam satu keranjang', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Kirim bersama, bayar lebih hemat', caption: 'Konsolidasi gratis untuk semua pesanan' },
    { headline: 'Belanja grosir?', caption: 'Tim kami mencarikan pabriknya' },
  ],
  promoTiles: [
    { headline: 'Sneakers dari Poizon', caption: 'Diautentikasi sebelum dikirim' },
    { headline: 'Grosir dari 1688', caption: 'Harga pabrik, jumlah kecil' },
  ],
};
