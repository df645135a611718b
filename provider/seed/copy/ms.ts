import type { SiteCopy } from './site-copy';

export const malay: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `Tentang ${site.tenantName}`,
      html: `<h2>Siapa kami</h2>
<p>${site.tenantName} membeli barangan untuk anda di pasaran dalam talian China — Taobao, Tmall, JD, 1688 dan Poizon — dan menghantarnya ke pintu rumah anda. Anda memilih produk; kami membayar penjual dalam yuan, memeriksa barangan yang tiba di gudang kami di ${site.chinaWarehouse.city} dan menghantar semuanya dalam satu bungkusan.</p>
<h2>Mengapa pembeli memilih kami</h2>
<ul>
  <li><strong>Satu akaun untuk semua pasaran.</strong> Tampal pautan produk dan buat pesanan seperti di mana-mana kedai dalam talian.</li>
  <li><strong>Pemeriksaan kualiti.</strong> Pasukan gudang membuka setiap bungkusan, membandingkannya dengan pesanan anda dan mengambil gambar apa-apa yang meragukan.</li>
  <li><strong>Penggabungan.</strong> Pesanan daripada penjual berlainan dihantar bersama, jadi anda membayar penghantaran antarabangsa sekali sahaja.</li>
  <li><strong>Harga yang jelas.</strong> Sebelum membayar, anda melihat harga produk, penghantaran dalam China dan yuran perkhidmatan kami.</li>
</ul>
<h2>Hubungi kami</h2>
<p>E-mel ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> atau hubungi ${site.servicePhone}. Kami membalas pada hari bekerja dalam tempoh satu hari bekerja.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Cara penghantaran antarabangsa berfungsi',
      html: `<h2>Daripada penjual ke pintu anda</h2>
<ol>
  <li>Penjual menghantar pembelian anda ke gudang kami di ${site.chinaWarehouse.city}. Biasanya ini mengambil masa 2–5 hari.</li>
  <li>Kami memeriksa setiap barang dan menyimpannya secara percuma selama 90 hari. Ikuti perkembangannya di <em>Barang dalam stok</em>.</li>
  <li>Apabila bersedia, buat pesanan penghantaran: pilih barang, laluan penghantaran dan alamat penerimaan.</li>
  <li>Kami membungkus barang bersama, menimbang bungkusan dan meminta anda membayar penghantaran antarabangsa.</li>
  <li>Bungkusan meninggalkan China pada perlepasan seterusnya bagi laluan yang anda pilih. Nombor penjejakan dihantar melalui e-mel.</li>
</ol>
<h2>Memilih laluan penghantaran</h2>
<p>Laluan udara paling pantas dan sesuai untuk bungkusan kecil yang bernilai. Laluan darat dan laut jauh lebih murah sekilogram dan sesuai untuk barangan berat atau besar. Setiap laluan mempunyai <strong>berat pertama</strong> pada harga tetap dan harga bagi setiap 500 g tambahan.</p>
<h2>Berat volumetrik</h2>
<p>Bungkusan yang ringan tetapi besar dikenakan caj mengikut isi padu: panjang × lebar × tinggi dalam cm ÷ 6000. Kami mengenakan yang lebih tinggi antara berat sebenar dan berat volumetrik, dan membungkus semula dalam kotak yang lebih kecil apabila membantu.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Caj penghantaran',
      html: `<h2>Harga semasa</h2>
<p>Caj dalam yuan China dan ditukar kepada ${site.currency} semasa pembayaran, mengikut kadar pertukaran yang dipaparkan di bahagian atas halaman.</p>
<h2>Cara caj dikira</h2>
<p>Caj = harga berat pertama + (berat boleh caj − berat pertama, dibundarkan ke atas kepada 500 g) × harga setiap 500 g.</p>
<p>Contoh: bungkusan 1.8 kg pada laluan dengan berat pertama 500 g membayar harga berat pertama ditambah tiga langkah 500 g.</p>
<h2>Perkhidmatan tambahan</h2>
<ul>
  <li>Bingkai kayu untuk barangan mudah pecah: ¥30 setiap bungkusan.</li>
  <li>Gambar tambahan barangan anda: 3 yang pertama percuma, kemudian ¥1 setiap satu.</li>
  <li>Penyimpanan melebihi 90 hari: ¥1 sekilogram sehari.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Cara membeli-belah dengan ${site.tenantName}`,
      html: `<h2>1. Cari produk</h2>
<p>Cari dengan kata kunci atau gambar, atau tampal pautan daripada Taobao, Tmall, JD, 1688 atau Poizon dalam kotak carian.</p>
<h2>2. Tambah ke troli</h2>
<p>Pilih saiz, warna dan kuantiti. Tinggalkan nota untuk pembeli kami jika ada perkara yang perlu disemak dengan penjual.</p>
<h2>3. Bayar pembelian</h2>
<p>Tambah nilai baki anda dan bayar pesanan. Kami membeli barang dalam satu hari bekerja dan memaklumkan anda jika stok penjual habis; pembelian yang ditolak dipulangkan ke baki anda serta-merta.</p>
<h2>4. Hantar ke rumah</h2>
<p>Apabila barangan tiba di gudang kami, buat pesanan penghantaran, pilih laluan dan bayar caj penghantaran. Jejaki bungkusan dengan nombor penjejakan sehingga tiba.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Barangan yang tidak boleh kami beli atau hantar',
      html: `<p>Syarikat penerbangan, kastam dan peraturan eksport China melarang sesetengah barangan. Kami membatalkan pesanan tersebut dan memulangkan baki anda.</p>
<h2>Dilarang sama sekali</h2>
<ul>
  <li>Senjata, replika senjata, peluru, pisau dengan bilah melebihi 15 cm</li>
  <li>Dadah, narkotik dan ubat preskripsi</li>
  <li>Barangan mudah terbakar, mudah meletup atau menghakis: pemetik api, bunga api, cat, pengilat kuku, aerosol</li>
  <li>Bateri litium lepas dan power bank</li>
  <li>Barangan jenama tiruan dan media cetak rompak</li>
  <li>Haiwan hidup, tumbuhan dan biji benih; makanan segar</li>
  <li>Wang tunai, kad bank, tembakau dan alkohol</li>
</ul>
<h2>Dibenarkan pada sesetengah laluan sahaja</h2>
<ul>
  <li>Telefon, komputer riba dan peranti lain dengan bateri terbina dalam</li>
  <li>Cecair dan krim (kosmetik) sehingga 100 ml setiap barang</li>
  <li>Magnet dan barangan yang mengandungi serbuk</li>
</ul>
<p>Tidak pasti? Tanya kami di <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> sebelum membuat pesanan.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Perjanjian pengguna',
      html: `<p>Perjanjian ini adalah antara anda dan ${site.tenantName}. Dengan membuat akaun, anda menerimanya.</p>
<h2>1. Perkhidmatan kami</h2>
<p>Kami bertindak sebagai ejen pembelian anda: kami membeli atas nama anda barangan yang anda pilih daripada penjual di China, menerimanya di gudang kami dan menghantarnya kepada anda. Kami bukan penjual dan tidak menjamin keterangan penjual.</p>
<h2>2. Akaun dan baki anda</h2>
<ul>
  <li>Rahsiakan kata laluan dan kata laluan pembayaran anda; pesanan yang dibayar daripada akaun anda adalah tanggungjawab anda.</li>
  <li>Baki hanya boleh digunakan untuk perkhidmatan kami. Anda boleh mengeluarkan baki yang tidak digunakan pada bila-bila masa.</li>
</ul>
<h2>3. Pemulangan dan bayaran balik</h2>
<p>Jika penjual menghantar barang yang salah atau rosak, kami mengatur pemulangan di dalam China atas kos penjual jika penjual bersetuju. Barangan yang telah meninggalkan gudang kami tidak boleh dipulangkan melalui kami.</p>
<h2>4. Liabiliti</h2>
<p>Bungkusan antarabangsa yang hilang atau rosak dipampas sehingga jumlah caj penghantaran yang dibayar, kecuali anda membeli insurans. Kami tidak bertanggungjawab atas kelewatan yang disebabkan oleh kastam atau syarikat penghantaran.</p>
<h2>5. Data peribadi</h2>
<p>Kami menggunakan nama, alamat dan nombor telefon anda hanya untuk membeli, menghantar dan menyerahkan barangan anda, dan berkongsi hanya dengan syarikat penghantaran dan pihak kastam yang memerlukannya.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Dasar privasi',
      html: `<p>Dasar ini menerangkan data peribadi yang disimpan oleh ${site.tenantName} tentang anda, sebabnya dan berapa lama. Ia terpakai untuk laman web ini dan setiap pesanan yang anda buat melaluinya.</p>
<h2>1. Apa yang kami kumpul</h2>
<p>Nama, alamat e-mel dan nombor telefon anda (bagi akaun syarikat: nombor lesen dan wakil sahnya); alamat penghantaran dan, jika kastam memerlukannya, nombor dokumen pengenalan anda; pesanan, bungkusan, bayaran dan pergerakan baki anda; bahasa pilihan anda dan kuki yang mengekalkan log masuk anda.</p>
<h2>2. Mengapa kami menggunakannya</h2>
<p>Hanya untuk membeli, menerima, membungkus dan menghantar barangan anda, memastikan baki dan sejarahnya betul, menjawab mesej anda, dan memenuhi kewajipan undang-undang kami bagi perakaunan dan kastam.</p>
<h2>3. Siapa yang menerimanya</h2>
<p>Syarikat penghantaran dan pihak kastam yang menghantar atau melepaskan bungkusan anda menerima nama, alamat, nombor telefon dan nombor pengenalan yang mereka perlukan. Kami tidak menjual data anda dan tidak menggunakannya untuk iklan pihak lain.</p>
<h2>4. Berapa lama kami menyimpannya</h2>
<p>Pesanan dan bayaran disimpan selama yang dikehendaki undang-undang perakaunan; selebihnya dipadam apabila anda menutup akaun.</p>
<h2>5. Hak anda</h2>
<p>Anda boleh melihat dan membetulkan butiran anda di halaman akaun, dan meminta kami mengeksport atau memadam data anda di <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Soalan lazim',
      html: `<h2>Membuat pesanan</h2>
<h3>Berapa lama pembelian mengambil masa?</h3>
<p>Kami membeli dalam satu hari bekerja selepas anda membayar. Penjual biasanya menghantar ke gudang kami dalam 2–5 hari.</p>
<h3>Bolehkah saya memesan dari mana-mana kedai China?</h3>
<p>Boleh, dari mana-mana kedai di Taobao, Tmall, JD, 1688 dan Poizon, serta kedai lain atas permintaan.</p>
<h2>Penghantaran</h2>
<h3>Bolehkah saya menggabungkan beberapa pesanan dalam satu bungkusan?</h3>
<p>Boleh. Pilih semua barang dalam satu pesanan penghantaran dan kami membungkusnya bersama.</p>
<h3>Siapa yang membayar duti import?</h3>
<p>Penerima membayar duti dan cukai yang dikenakan oleh kastam negara destinasi, melainkan laluan penghantaran menyatakan "termasuk duti".</p>
<h2>Pembayaran</h2>
<h3>Mata wang apakah yang diterima?</h3>
<p>Anda menambah nilai baki dalam ${site.currency}; harga dipaparkan dalam yuan dan ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Panduan pembayaran',
      html: `<h2>Tambah nilai baki anda</h2>
<ol>
  <li>Buka <em>Akaun saya → Baki</em> dan pilih <em>Deposit</em>.</li>
  <li>Pilih kaedah pembayaran: pindahan bank, kad atau e-dompet.</li>
  <li>Masukkan jumlah dalam ${site.currency} dan ikut arahan penyedia pembayaran.</li>
  <li>Untuk pindahan bank, muat naik resit; kami mengkreditkan baki anda dalam dua jam bekerja.</li>
</ol>
<h2>Bayar pesanan</h2>
<p>Pembelian dan pesanan penghantaran dibayar daripada baki dengan <strong>kata laluan pembayaran</strong> anda, yang berbeza daripada kata laluan log masuk. Tetapkannya kali pertama anda membayar.</p>
<h2>Bayar beberapa pesanan sekali gus</h2>
<p>Gunakan <em>Pembayaran belum selesai</em> untuk memilih beberapa pesanan yang belum dibayar dan membayarnya bersama.</p>
<h2>Bayaran balik</h2>
<p>Apabila penjual tidak dapat menghantar, jumlah pembelian kembali ke baki anda secara automatik. Anda boleh mengeluarkan baki ke akaun asalnya.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Perkhidmatan mencari pembekal',
      html: `<p>Tidak menemui apa yang anda perlukan, atau membeli secara pukal? Pasukan kami mencari kilang dan pemborong untuk anda.</p>
<h2>Apa yang kami lakukan</h2>
<ul>
  <li>Mencari tiga hingga lima pembekal untuk produk anda dan membandingkan harga, pesanan minimum dan tempoh pengeluaran</li>
  <li>Memesan sampel dan memeriksanya di gudang kami</li>
  <li>Merundingkan harga, pembungkusan dan logo anda pada produk</li>
  <li>Memeriksa barangan sebelum dihantar dan menghantar laporan gambar dan video</li>
</ul>
<h2>Yuran</h2>
<p>Carian dan sebut harga adalah percuma. Untuk pesanan, kami mengenakan 5% daripada nilai barangan (minimum ¥100).</p>
<h2>Cara bermula</h2>
<p>Hantar gambar, keterangan dan kuantiti yang diperlukan ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Kami membalas dengan tawaran dalam tiga hari bekerja.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Bagaimanakah cara membuat pesanan?', answerHtml: '<p>Tampal pautan produk dalam kotak carian atau cari dengan kata kunci atau gambar, pilih pilihan dan tambah produk ke troli. Kemudian bayar daripada baki anda.</p>' },
    { question: 'Berapa lama penghantaran?', answerHtml: `<p>Penjual menghantar ke gudang kami di ${site.chinaWarehouse.city} dalam 2–5 hari. Penghantaran antarabangsa mengambil masa ${Math.min(...site.transitOptions.map((o) => o.minDays))}–${Math.max(...site.transitOptions.map((o) => o.maxDays))} hari bergantung pada laluan.</p>` },
    { question: 'Berapakah kos perkhidmatan anda?', answerHtml: '<p>Anda membayar harga produk, penghantaran dalam China oleh penjual, yuran perkhidmatan yang dipaparkan sebelum pembayaran dan penghantaran antarabangsa mengikut berat. Lihat <a href="/transportation-charge">caj penghantaran</a>.</p>' },
    { question: 'Bolehkah barangan saya diperiksa sebelum dihantar?', answerHtml: '<p>Boleh. Kami membandingkan setiap barang dengan pesanan anda dan mengambil gambar. Minta pemeriksaan tambahan seperti mengukur atau menguji dalam nota pesanan.</p>' },
    { question: 'Bagaimana jika barang rosak atau salah?', answerHtml: '<p>Kami menghubungi penjual dan mengatur pertukaran atau bayaran balik sebelum bungkusan meninggalkan China. Bayaran balik dikreditkan semula ke baki anda.</p>' },
    { question: 'Berapa lama barangan saya boleh disimpan di gudang?', answerHtml: '<p>Penyimpanan percuma selama 90 hari selepas tiba. Selepas itu kami mengenakan ¥1 sekilogram sehari.</p>' },
    { question: 'Bagaimana menghubungi khidmat pelanggan?', answerHtml: `<p>E-mel ke <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> atau hubungi ${site.servicePhone}. Kenalan aplikasi pesanan tersenarai di bahagian bawah setiap halaman.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Beli-belah dari seluruh China dalam satu troli',
    subSlogan: `${site.tenantName} membeli di Taobao, 1688, JD dan Poizon untuk anda dan menghantar ke pintu rumah.`,
  }),

  announcements: (site) => [
    { title: 'Laluan udara baharu dengan penghantaran lebih pantas', html: `<p>Laluan udara baharu kami menghantar dalam masa ${Math.min(...site.transitOptions.map((o) => o.minDays))} hari sahaja. Pilihnya semasa membuat pesanan penghantaran.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Gudang ditutup sempena Tahun Baru Cina', html: '<p>Gudang kami ditutup dari 28 Januari hingga 4 Februari. Pembelian diteruskan; bungkusan dihantar mulai 5 Februari.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Pesanan pembelian',
    PARCEL: 'Gudang dan bungkusan',
    TRANSIT: 'Penghantaran dan penjejakan',
    PAYMENT: 'Pembayaran dan bayaran balik',
    ACCOUNT: 'Akaun dan keselamatan',
    SOURCING: 'Pembekal dan borong',
    OTHER: 'Soalan lain',
  },

  howToUseSteps: [
    { stepName: 'Cari produk', stepRemark: 'Cari dengan kata kunci, gambar atau pautan', stepDesc: '<p>Cari dalam bahasa Melayu atau muat naik foto. Anda juga boleh menampal pautan daripada <strong>Taobao, Tmall, JD, 1688 atau Poizon</strong>.</p>' },
    { stepName: 'Tambah ke troli dan bayar', stepRemark: 'Kami membeli dalam satu hari bekerja', stepDesc: '<p>Pilih saiz, warna dan kuantiti, kemudian bayar menggunakan baki anda. Tinggalkan nota jika penjual perlu menyemak sesuatu.</p>' },
    { stepName: 'Kami periksa barangan anda', stepRemark: 'Simpanan percuma selama 90 hari', stepDesc: '<p>Barangan anda tiba di gudang kami, di mana kami menyemaknya dengan pesanan anda dan mengambil gambarnya.</p><ul><li>Saiz atau warna salah? Kami uruskan pertukaran.</li><li>Barang rosak? Kami minta bayaran balik daripada penjual.</li></ul>' },
    { stepName: 'Hantar ke rumah', stepRemark: 'Satu bungkusan untuk semua pesanan', stepDesc: '<p>Buat pesanan penghantaran, pilih laluan dan bayar caj. Jejaki bungkusan sehingga tiba di depan pintu anda.</p>' },
  ],

  banners: [
    { headline: 'Seluruh China dalam satu troli', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Hantar bersama, bayar kurang', caption: 'Penggabungan percuma semua pesanan anda' },
    { headline: 'Membeli secara pukal?', caption: 'Pasukan kami mencari kilangnya' },
  ],
  promoTiles: [
    { headline: 'Kasut sukan dari Poizon', caption: 'Disahkan tulen sebelum dihantar' },
    { headline: 'Borong dari 1688', caption: 'Harga kilang, kuantiti kecil' },
  ],
};
