import type { SiteCopy } from './site-copy';

export const es: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `Sobre ${site.tenantName}`,
      html: `<h2>Quiénes somos</h2>
<p>${site.tenantName} compra por ti en los marketplaces chinos —Taobao, Tmall, JD, 1688 y Poizon— y te lo envía a casa. Tú eliges los productos; nosotros pagamos a los vendedores en yuanes, revisamos lo que llega a nuestro almacén de ${site.chinaWarehouse.city} y te lo enviamos todo en un solo paquete.</p>
<h2>Por qué nos eligen</h2>
<ul>
  <li><strong>Una cuenta para todos los marketplaces.</strong> Pega el enlace de un producto y pídelo como en cualquier tienda online.</li>
  <li><strong>Control de calidad.</strong> Nuestro equipo abre cada paquete, lo compara con tu pedido y fotografía todo lo dudoso.</li>
  <li><strong>Consolidación.</strong> Los pedidos de distintos vendedores viajan juntos, así pagas el envío internacional una sola vez.</li>
  <li><strong>Precios claros.</strong> Antes de pagar ves el precio del producto, el envío dentro de China y nuestra tarifa de servicio.</li>
</ul>
<h2>Contacto</h2>
<p>Escríbenos a <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> o llama al ${site.servicePhone}. Respondemos en días laborables en un plazo de un día hábil.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Cómo funciona el envío internacional',
      html: `<h2>Del vendedor a tu puerta</h2>
<ol>
  <li>Los vendedores envían tus compras a nuestro almacén de ${site.chinaWarehouse.city}. Suele tardar 2–5 días.</li>
  <li>Revisamos cada artículo y lo guardamos gratis durante 90 días. Puedes seguirlo en <em>Artículos en almacén</em>.</li>
  <li>Cuando quieras, crea un pedido de envío: elige los artículos, la línea de envío y tu dirección de entrega.</li>
  <li>Empaquetamos los artículos juntos, pesamos el paquete y te pedimos el pago del envío internacional.</li>
  <li>El paquete sale de China en la siguiente salida de la línea elegida. Recibirás el número de seguimiento por correo.</li>
</ol>
<h2>Cómo elegir la línea de envío</h2>
<p>Las líneas aéreas son las más rápidas y convienen a paquetes pequeños y valiosos. Las líneas por carretera y por mar cuestan mucho menos por kilo y convienen a mercancía pesada o voluminosa. Cada línea tiene un <strong>primer peso</strong> a precio fijo y un precio por cada 500 g adicionales.</p>
<h2>Peso volumétrico</h2>
<p>Los paquetes ligeros pero grandes se cobran por volumen: largo × ancho × alto en cm ÷ 6000. Cobramos el mayor entre el peso real y el volumétrico, y reembalamos en cajas más pequeñas siempre que ayude.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Tarifas de envío',
      html: `<h2>Precios actuales</h2>
<p>Las tarifas están en yuanes chinos y se convierten a ${site.currency} al pagar, con el tipo de cambio que se muestra en la parte superior de la página.</p>
<h2>Cómo se calcula la tarifa</h2>
<p>Tarifa = precio del primer peso + (peso facturable − primer peso, redondeado a 500 g hacia arriba) × precio por 500 g.</p>
<p>Ejemplo: un paquete de 1,8 kg en una línea con primer peso de 500 g paga el precio del primer peso más tres tramos de 500 g.</p>
<h2>Servicios adicionales</h2>
<ul>
  <li>Marco de madera para artículos frágiles: ¥30 por paquete.</li>
  <li>Fotos adicionales de tus artículos: las 3 primeras gratis, después ¥1 cada una.</li>
  <li>Almacenaje después de 90 días: ¥1 por kg y día.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Cómo comprar con ${site.tenantName}`,
      html: `<h2>1. Encuentra un producto</h2>
<p>Busca por palabra clave o por imagen, o pega en el buscador un enlace de Taobao, Tmall, JD, 1688 o Poizon.</p>
<h2>2. Añádelo al carrito</h2>
<p>Elige la talla, el color y la cantidad. Deja una nota a nuestros compradores si hay algo que consultar con el vendedor.</p>
<h2>3. Paga la compra</h2>
<p>Recarga tu saldo y paga el pedido. Compramos el artículo en un día hábil y te avisamos si el vendedor no tiene existencias; una compra rechazada se reembolsa al instante a tu saldo.</p>
<h2>4. Envíalo a casa</h2>
<p>Cuando tus artículos lleguen a nuestro almacén, crea un pedido de envío, elige una línea y paga el envío. Sigue el paquete con su número de seguimiento hasta que llegue.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Artículos que no podemos comprar ni enviar',
      html: `<p>Las aerolíneas, las aduanas y las normas de exportación chinas prohíben algunos productos. Cancelamos esos pedidos y reembolsamos tu saldo.</p>
<h2>Nunca permitidos</h2>
<ul>
  <li>Armas, réplicas de armas, munición y cuchillos con hoja de más de 15 cm</li>
  <li>Drogas, estupefacientes y medicamentos con receta</li>
  <li>Productos inflamables, explosivos o corrosivos: mecheros, fuegos artificiales, pintura, esmalte de uñas, aerosoles</li>
  <li>Baterías de litio sueltas y baterías externas</li>
  <li>Falsificaciones de marcas y copias piratas</li>
  <li>Animales vivos, plantas y semillas; alimentos frescos</li>
  <li>Dinero, tarjetas bancarias, tabaco y alcohol</li>
</ul>
<h2>Permitidos solo en algunas líneas</h2>
<ul>
  <li>Teléfonos, portátiles y otros dispositivos con batería integrada</li>
  <li>Líquidos y cremas (cosmética) de hasta 100 ml por unidad</li>
  <li>Imanes y productos que contienen polvo</li>
</ul>
<p>¿Tienes dudas? Pregúntanos en <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> antes de pedir.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Acuerdo de usuario',
      html: `<p>Este acuerdo es entre tú y ${site.tenantName}. Al crear una cuenta lo aceptas.</p>
<h2>1. Nuestro servicio</h2>
<p>Actuamos como tu agente de compras: compramos en tu nombre los productos que eliges a vendedores en China, los recibimos en nuestro almacén y te los enviamos. No somos el vendedor y no garantizamos las descripciones de los vendedores.</p>
<h2>2. Tu cuenta y tu saldo</h2>
<ul>
  <li>Mantén en secreto tu contraseña y tu contraseña de pago; los pedidos pagados desde tu cuenta son tuyos.</li>
  <li>Tu saldo solo puede usarse para nuestros servicios. Puedes retirar el saldo no usado en cualquier momento.</li>
</ul>
<h2>3. Devoluciones y reembolsos</h2>
<p>Si un vendedor envía un artículo equivocado o dañado, organizamos la devolución dentro de China a cargo del vendedor cuando este la acepta. Los artículos que ya han salido de nuestro almacén no pueden devolverse a través de nosotros.</p>
<h2>4. Responsabilidad</h2>
<p>Los paquetes internacionales perdidos o dañados se indemnizan hasta el importe del envío pagado, salvo que hayas contratado un seguro. No respondemos de los retrasos causados por las aduanas o los transportistas.</p>
<h2>5. Datos personales</h2>
<p>Usamos tu nombre, dirección y teléfono solo para comprar, enviar y entregar tus productos, y solo los compartimos con los transportistas y las aduanas que los necesitan.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Política de privacidad',
      html: `<p>Esta política explica qué datos personales guarda ${site.tenantName} sobre usted, por qué y durante cuánto tiempo. Se aplica a este sitio web y a cada pedido que haga a través de él.</p>
<h2>1. Qué recopilamos</h2>
<p>Su nombre, dirección de correo electrónico y teléfono (y, en una cuenta de empresa, su número de licencia y representante legal); sus direcciones de entrega y, cuando la aduana lo exige, el número de su documento de identidad; sus pedidos, paquetes, pagos y movimientos de saldo; el idioma que elige y la cookie que mantiene su sesión iniciada.</p>
<h2>2. Para qué lo usamos</h2>
<p>Solo para comprar, recibir, embalar y entregar sus productos, llevar correctamente su saldo y su historial, responder a sus mensajes y cumplir nuestras obligaciones legales contables y aduaneras.</p>
<h2>3. Quién lo recibe</h2>
<p>Los transportistas y las autoridades aduaneras que entregan o despachan sus paquetes reciben el nombre, la dirección, el teléfono y el número de identidad que necesitan. No vendemos sus datos ni los usamos para publicidad de terceros.</p>
<h2>4. Cuánto tiempo lo guardamos</h2>
<p>Los pedidos y pagos se guardan el tiempo que exige la ley contable; todo lo demás se borra cuando cierra su cuenta.</p>
<h2>5. Sus derechos</h2>
<p>Puede ver y corregir sus datos en la página de su cuenta, y pedirnos que los exportemos o borremos en <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Preguntas frecuentes',
      html: `<h2>Pedidos</h2>
<h3>¿Cuánto tarda una compra?</h3>
<p>Compramos en un día hábil desde tu pago. Los vendedores suelen entregar en nuestro almacén en 2–5 días.</p>
<h3>¿Puedo pedir en cualquier tienda china?</h3>
<p>Sí, en cualquier tienda de Taobao, Tmall, JD, 1688 y Poizon, y en otras tiendas bajo petición.</p>
<h2>Envío</h2>
<h3>¿Puedo juntar varios pedidos en un paquete?</h3>
<p>Sí. Elige todos los artículos en un mismo pedido de envío y los empaquetamos juntos.</p>
<h3>¿Quién paga los aranceles de importación?</h3>
<p>El destinatario paga los aranceles e impuestos de la aduana del país de destino, salvo que la línea indique «aranceles incluidos».</p>
<h2>Pago</h2>
<h3>¿Qué monedas aceptáis?</h3>
<p>Recargas tu saldo en ${site.currency}; los precios se muestran en yuanes y en ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Guía de pago',
      html: `<h2>Recarga tu saldo</h2>
<ol>
  <li>Abre <em>Mi cuenta → Saldo</em> y elige <em>Depositar</em>.</li>
  <li>Elige un método de pago: transferencia bancaria, tarjeta o monedero electrónico.</li>
  <li>Introduce el importe en ${site.currency} y sigue las instrucciones del proveedor de pago.</li>
  <li>En las transferencias, sube el justificante; abonamos tu saldo en dos horas laborables.</li>
</ol>
<h2>Paga los pedidos</h2>
<p>Las compras y los pedidos de envío se pagan con tu saldo y tu <strong>contraseña de pago</strong>, distinta de la contraseña de acceso. Configúrala la primera vez que pagues.</p>
<h2>Paga varios pedidos a la vez</h2>
<p>Usa <em>Pagos pendientes</em> para seleccionar varios pedidos sin pagar y pagarlos juntos.</p>
<h2>Reembolsos</h2>
<p>Cuando un vendedor no puede entregar, el importe vuelve automáticamente a tu saldo. Puedes retirar tu saldo a la cuenta de la que procede.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Servicio de búsqueda de proveedores',
      html: `<p>¿No encuentras lo que necesitas o compras al por mayor? Nuestro equipo busca fábricas y mayoristas por ti.</p>
<h2>Qué hacemos</h2>
<ul>
  <li>Encontramos de tres a cinco proveedores para tu producto y comparamos precio, pedido mínimo y plazo</li>
  <li>Pedimos muestras y las revisamos en nuestro almacén</li>
  <li>Negociamos precios, embalaje y tu logotipo en el producto</li>
  <li>Inspeccionamos la mercancía antes del envío y te mandamos un informe con fotos y vídeo</li>
</ul>
<h2>Tarifas</h2>
<p>La búsqueda y los presupuestos son gratuitos. En los pedidos cobramos el 5 % del valor de la mercancía (mínimo ¥100).</p>
<h2>Cómo empezar</h2>
<p>Envía una foto, una descripción y la cantidad que necesitas a <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Respondemos con ofertas en tres días hábiles.</p>`,
    },
  }),

  faqs: (site) => [
    { question: '¿Cómo hago un pedido?', answerHtml: '<p>Pega el enlace de un producto en el buscador o busca por palabra clave o imagen, elige las opciones y añade el producto al carrito. Después paga con tu saldo.</p>' },
    { question: '¿Cuánto tarda la entrega?', answerHtml: `<p>Los vendedores entregan en nuestro almacén de ${site.chinaWarehouse.city} en 2–5 días. El envío internacional tarda de ${Math.min(...site.transitOptions.map((o) => o.minDays))} a ${Math.max(...site.transitOptions.map((o) => o.maxDays))} días según la línea.</p>` },
    { question: '¿Cuánto cuesta vuestro servicio?', answerHtml: '<p>Pagas el precio del producto, el envío del vendedor dentro de China, una tarifa de servicio que ves antes de pagar y el envío internacional según el peso. Consulta las <a href="/transportation-charge">tarifas de envío</a>.</p>' },
    { question: '¿Podéis revisar mis artículos antes del envío?', answerHtml: '<p>Sí. Comparamos cada artículo con tu pedido y lo fotografiamos. Pide en la nota del pedido revisiones adicionales, como medir o probar.</p>' },
    { question: '¿Y si un artículo llega dañado o equivocado?', answerHtml: '<p>Contactamos con el vendedor y gestionamos un cambio o un reembolso antes de que el paquete salga de China. El reembolso vuelve a tu saldo.</p>' },
    { question: '¿Cuánto tiempo pueden quedarse mis artículos en el almacén?', answerHtml: '<p>El almacenaje es gratuito durante 90 días desde la llegada. Después cobramos ¥1 por kg y día.</p>' },
    { question: '¿Cómo contacto con atención al cliente?', answerHtml: `<p>Escribe a <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> o llama al ${site.servicePhone}. Los contactos de mensajería están al pie de cada página.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Compra en toda China desde un solo carrito',
    subSlogan: `${site.tenantName} compra por ti en Taobao, 1688, JD y Poizon y te lo envía a casa.`,
  }),

  announcements: (site) => [
    { title: 'Nueva línea aérea más rápida', html: `<p>Nuestra nueva línea aérea entrega en tan solo ${Math.min(...site.transitOptions.map((o) => o.minDays))} días. Elígela al crear un pedido de envío.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Almacén cerrado por la Fiesta de la Primavera', html: '<p>Nuestro almacén cierra del 28 de enero al 4 de febrero. Las compras continúan; los paquetes salen a partir del 5 de febrero.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Pedidos de compra',
    PARCEL: 'Almacén y paquetes',
    TRANSIT: 'Envío y seguimiento',
    PAYMENT: 'Pagos y reembolsos',
    ACCOUNT: 'Cuenta y seguridad',
    SOURCING: 'Proveedores y mayoreo',
    OTHER: 'Otras preguntas',
  },

  howToUseSteps: [
    { stepName: 'Encuentra un producto', stepRemark: 'Busca por palabra, imagen o enlace', stepDesc: '<p>Busca en español o sube una foto. También puedes pegar un enlace de <strong>Taobao, Tmall, JD, 1688 o Poizon</strong>.</p>' },
    { stepName: 'Añade al carrito y paga', stepRemark: 'Compramos en un día hábil', stepDesc: '<p>Elige talla, color y cantidad, y paga con tu saldo. Deja una nota si el vendedor debe comprobar algo.</p>' },
    { stepName: 'Revisamos tus artículos', stepRemark: 'Almacenaje gratis durante 90 días', stepDesc: '<p>Tus artículos llegan a nuestro almacén, donde los comparamos con tu pedido y les hacemos fotos.</p><ul><li>¿Talla o color equivocados? Gestionamos el cambio.</li><li>¿Llegó dañado? Pedimos el reembolso al vendedor.</li></ul>' },
    { stepName: 'Envíalo a casa', stepRemark: 'Un solo paquete para todos tus pedidos', stepDesc: '<p>Crea un pedido de envío, elige una línea y paga el envío. Sigue el paquete hasta que llegue a tu puerta.</p>' },
  ],

  banners: [
    { headline: 'Toda China en un carrito', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Envía junto, paga menos', caption: 'Consolidación gratuita de todos tus pedidos' },
    { headline: '¿Compras al por mayor?', caption: 'Nuestro equipo encuentra la fábrica' },
  ],
  promoTiles: [
    { headline: 'Zapatillas de Poizon', caption: 'Autenticadas antes del envío' },
    { headline: 'Mayoreo en 1688', caption: 'Precios de fábrica, cantidades pequeñas' },
  ],
};
