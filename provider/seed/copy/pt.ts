import type { SiteCopy } from './site-copy';

export const pt: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `Sobre a ${site.tenantName}`,
      html: `<h2>Quem somos</h2>
<p>A ${site.tenantName} compra para você nos marketplaces chineses — Taobao, Tmall, JD, 1688 e Poizon — e entrega na sua porta. Você escolhe os produtos; nós pagamos os vendedores em yuan, conferimos o que chega ao nosso armazém em ${site.chinaWarehouse.city} e enviamos tudo em um só pacote.</p>
<h2>Por que os compradores nos escolhem</h2>
<ul>
  <li><strong>Uma conta para todos os marketplaces.</strong> Cole o link de um produto e peça como em qualquer loja online.</li>
  <li><strong>Controle de qualidade.</strong> Nossa equipe abre cada pacote, compara com o seu pedido e fotografa tudo o que parecer duvidoso.</li>
  <li><strong>Consolidação.</strong> Pedidos de vendedores diferentes viajam juntos, e você paga o frete internacional uma só vez.</li>
  <li><strong>Preços claros.</strong> Antes de pagar, você vê o preço do produto, o frete dentro da China e a nossa taxa de serviço.</li>
</ul>
<h2>Contato</h2>
<p>Escreva para <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> ou ligue para ${site.servicePhone}. Respondemos em dias úteis em até um dia útil.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Como funciona o envio internacional',
      html: `<h2>Do vendedor até a sua porta</h2>
<ol>
  <li>Os vendedores enviam suas compras ao nosso armazém em ${site.chinaWarehouse.city}. Isso costuma levar de 2 a 5 dias.</li>
  <li>Conferimos cada item e o guardamos gratuitamente por 90 dias. Acompanhe em <em>Itens em estoque</em>.</li>
  <li>Quando quiser, crie um pedido de envio: escolha os itens, a linha de envio e o endereço de entrega.</li>
  <li>Embalamos os itens juntos, pesamos o pacote e pedimos o pagamento do frete internacional.</li>
  <li>O pacote sai da China na próxima partida da linha escolhida. Você recebe o código de rastreio por e-mail.</li>
</ol>
<h2>Como escolher a linha de envio</h2>
<p>As linhas aéreas são as mais rápidas e servem para pacotes pequenos e valiosos. As linhas rodoviárias e marítimas custam bem menos por quilo e servem para mercadorias pesadas ou volumosas. Cada linha tem um <strong>primeiro peso</strong> com preço fixo e um preço para cada 500 g adicionais.</p>
<h2>Peso volumétrico</h2>
<p>Pacotes leves mas grandes são cobrados pelo volume: comprimento × largura × altura em cm ÷ 6000. Cobramos o maior entre o peso real e o volumétrico e reembalamos em caixas menores sempre que ajudar.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Tarifas de envio',
      html: `<h2>Preços atuais</h2>
<p>As tarifas estão em yuan chinês e são convertidas para ${site.currency} no pagamento, pela taxa de câmbio exibida no topo da página.</p>
<h2>Como a tarifa é calculada</h2>
<p>Tarifa = preço do primeiro peso + (peso cobrável − primeiro peso, arredondado para cima em 500 g) × preço por 500 g.</p>
<p>Exemplo: um pacote de 1,8 kg numa linha com primeiro peso de 500 g paga o preço do primeiro peso mais três etapas de 500 g.</p>
<h2>Serviços extras</h2>
<ul>
  <li>Engradado de madeira para itens frágeis: ¥30 por pacote.</li>
  <li>Fotos extras dos seus itens: as 3 primeiras grátis, depois ¥1 cada.</li>
  <li>Armazenagem após 90 dias: ¥1 por kg por dia.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Como comprar com a ${site.tenantName}`,
      html: `<h2>1. Encontre um produto</h2>
<p>Pesquise por palavra-chave ou por imagem, ou cole na caixa de busca um link do Taobao, Tmall, JD, 1688 ou Poizon.</p>
<h2>2. Adicione ao carrinho</h2>
<p>Escolha o tamanho, a cor e a quantidade. Deixe um recado aos nossos compradores se algo precisar ser confirmado com o vendedor.</p>
<h2>3. Pague a compra</h2>
<p>Recarregue seu saldo e pague o pedido. Compramos o item em até um dia útil e avisamos se o vendedor estiver sem estoque; uma compra recusada é reembolsada na hora para o seu saldo.</p>
<h2>4. Envie para casa</h2>
<p>Quando seus itens chegarem ao armazém, crie um pedido de envio, escolha uma linha e pague o frete. Acompanhe o pacote pelo código de rastreio até a entrega.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Itens que não podemos comprar nem enviar',
      html: `<p>Companhias aéreas, alfândegas e as regras de exportação da China proíbem alguns produtos. Cancelamos esses pedidos e reembolsamos o seu saldo.</p>
<h2>Nunca permitidos</h2>
<ul>
  <li>Armas, réplicas de armas, munição e facas com lâmina acima de 15 cm</li>
  <li>Drogas, entorpecentes e medicamentos controlados</li>
  <li>Produtos inflamáveis, explosivos ou corrosivos: isqueiros, fogos de artifício, tinta, esmalte, aerossóis</li>
  <li>Baterias de lítio avulsas e power banks</li>
  <li>Produtos falsificados e mídia pirata</li>
  <li>Animais vivos, plantas e sementes; alimentos frescos</li>
  <li>Dinheiro, cartões bancários, tabaco e álcool</li>
</ul>
<h2>Permitidos só em algumas linhas</h2>
<ul>
  <li>Celulares, notebooks e outros aparelhos com bateria embutida</li>
  <li>Líquidos e cremes (cosméticos) de até 100 ml por item</li>
  <li>Ímãs e produtos que contêm pó</li>
</ul>
<p>Em dúvida? Pergunte em <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> antes de pedir.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Termos de uso',
      html: `<p>Este acordo é entre você e a ${site.tenantName}. Ao criar uma conta, você o aceita.</p>
<h2>1. Nosso serviço</h2>
<p>Atuamos como seu agente de compras: compramos em seu nome, de vendedores na China, os produtos que você escolhe, recebemos no nosso armazém e enviamos para você. Não somos o vendedor e não garantimos as descrições dos vendedores.</p>
<h2>2. Sua conta e seu saldo</h2>
<ul>
  <li>Mantenha em segredo sua senha e sua senha de pagamento; os pedidos pagos pela sua conta são de sua responsabilidade.</li>
  <li>Seu saldo só pode ser usado nos nossos serviços. Você pode sacar o saldo não usado a qualquer momento.</li>
</ul>
<h2>3. Devoluções e reembolsos</h2>
<p>Se um vendedor enviar um item errado ou danificado, organizamos a devolução dentro da China às custas do vendedor quando ele aceitar. Itens que já saíram do nosso armazém não podem ser devolvidos por nosso intermédio.</p>
<h2>4. Responsabilidade</h2>
<p>Pacotes internacionais perdidos ou danificados são indenizados até o valor do frete pago, salvo se você tiver contratado seguro. Não respondemos por atrasos causados pela alfândega ou pelas transportadoras.</p>
<h2>5. Dados pessoais</h2>
<p>Usamos seu nome, endereço e telefone apenas para comprar, enviar e entregar seus produtos, e só os compartilhamos com as transportadoras e alfândegas que precisam deles.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Política de privacidade',
      html: `<p>Esta política explica quais dados pessoais a ${site.tenantName} guarda sobre você, por que e por quanto tempo. Ela vale para este site e para cada pedido feito por meio dele.</p>
<h2>1. O que coletamos</h2>
<p>Seu nome, e-mail e telefone (e, numa conta de empresa, o número da licença e o representante legal); seus endereços de entrega e, quando a alfândega exige, o número do seu documento de identidade; seus pedidos, pacotes, pagamentos e movimentações de saldo; o idioma escolhido e o cookie que mantém você conectado.</p>
<h2>2. Para que usamos</h2>
<p>Somente para comprar, receber, embalar e entregar suas mercadorias, manter seu saldo e seu histórico corretos, responder às suas mensagens e cumprir nossas obrigações legais contábeis e aduaneiras.</p>
<h2>3. Quem recebe</h2>
<p>As transportadoras e as autoridades alfandegárias que entregam ou liberam seus pacotes recebem o nome, o endereço, o telefone e o número de identidade de que precisam. Não vendemos seus dados nem os usamos para publicidade de terceiros.</p>
<h2>4. Por quanto tempo guardamos</h2>
<p>Pedidos e pagamentos ficam guardados pelo prazo que a lei contábil exige; todo o resto é apagado quando você encerra sua conta.</p>
<h2>5. Seus direitos</h2>
<p>Você pode ver e corrigir seus dados na página da sua conta e pedir a exportação ou exclusão deles em <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Perguntas frequentes',
      html: `<h2>Pedidos</h2>
<h3>Quanto tempo leva uma compra?</h3>
<p>Compramos em até um dia útil após o seu pagamento. Os vendedores costumam entregar no nosso armazém em 2 a 5 dias.</p>
<h3>Posso pedir de qualquer loja chinesa?</h3>
<p>Sim, de qualquer loja do Taobao, Tmall, JD, 1688 e Poizon, e de outras lojas sob pedido.</p>
<h2>Envio</h2>
<h3>Posso juntar vários pedidos em um pacote?</h3>
<p>Sim. Escolha todos os itens em um único pedido de envio e nós os embalamos juntos.</p>
<h3>Quem paga os impostos de importação?</h3>
<p>O destinatário paga os impostos e taxas cobrados pela alfândega do país de destino, a menos que a linha diga «impostos incluídos».</p>
<h2>Pagamento</h2>
<h3>Quais moedas vocês aceitam?</h3>
<p>Você recarrega o saldo em ${site.currency}; os preços aparecem em yuan e em ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Guia de pagamento',
      html: `<h2>Recarregue seu saldo</h2>
<ol>
  <li>Abra <em>Minha conta → Saldo</em> e escolha <em>Depositar</em>.</li>
  <li>Escolha a forma de pagamento: transferência bancária, cartão ou carteira digital.</li>
  <li>Digite o valor em ${site.currency} e siga as instruções do provedor de pagamento.</li>
  <li>Em transferências, envie o comprovante; creditamos seu saldo em até duas horas úteis.</li>
</ol>
<h2>Pague os pedidos</h2>
<p>Compras e pedidos de envio são pagos com o saldo e a sua <strong>senha de pagamento</strong>, diferente da senha de acesso. Defina-a no primeiro pagamento.</p>
<h2>Pague vários pedidos de uma vez</h2>
<p>Use <em>Pagamentos pendentes</em> para selecionar vários pedidos não pagos e pagá-los juntos.</p>
<h2>Reembolsos</h2>
<p>Quando um vendedor não consegue entregar, o valor da compra volta automaticamente ao seu saldo. Você pode sacar o saldo para a conta de origem.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Serviço de busca de fornecedores',
      html: `<p>Não encontrou o que precisa ou compra no atacado? Nossa equipe encontra fábricas e atacadistas para você.</p>
<h2>O que fazemos</h2>
<ul>
  <li>Encontramos de três a cinco fornecedores para o seu produto e comparamos preço, pedido mínimo e prazo</li>
  <li>Pedimos amostras e as conferimos no nosso armazém</li>
  <li>Negociamos preços, embalagem e o seu logotipo no produto</li>
  <li>Inspecionamos a mercadoria antes do envio e mandamos um relatório com fotos e vídeo</li>
</ul>
<h2>Tarifas</h2>
<p>A busca e os orçamentos são gratuitos. Nos pedidos, cobramos 5% do valor da mercadoria (mínimo de ¥100).</p>
<h2>Como começar</h2>
<p>Envie uma foto, uma descrição e a quantidade de que precisa para <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Respondemos com ofertas em até três dias úteis.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Como faço um pedido?', answerHtml: '<p>Cole o link de um produto na caixa de busca ou pesquise por palavra-chave ou imagem, escolha as opções e adicione o produto ao carrinho. Depois pague com o seu saldo.</p>' },
    { question: 'Quanto tempo leva a entrega?', answerHtml: `<p>Os vendedores entregam no nosso armazém em ${site.chinaWarehouse.city} em 2 a 5 dias. O envio internacional leva de ${Math.min(...site.transitOptions.map((o) => o.minDays))} a ${Math.max(...site.transitOptions.map((o) => o.maxDays))} dias, conforme a linha.</p>` },
    { question: 'Quanto custa o serviço?', answerHtml: '<p>Você paga o preço do produto, o frete do vendedor dentro da China, uma taxa de serviço mostrada antes do pagamento e o frete internacional pelo peso. Veja as <a href="/transportation-charge">tarifas de envio</a>.</p>' },
    { question: 'Vocês podem conferir meus itens antes do envio?', answerHtml: '<p>Sim. Comparamos cada item com o seu pedido e tiramos fotos. Peça na observação do pedido conferências extras, como medir ou testar.</p>' },
    { question: 'E se um item chegar danificado ou errado?', answerHtml: '<p>Contatamos o vendedor e providenciamos troca ou reembolso antes de o pacote sair da China. O reembolso volta ao seu saldo.</p>' },
    { question: 'Por quanto tempo meus itens podem ficar no armazém?', answerHtml: '<p>A armazenagem é gratuita por 90 dias após a chegada. Depois cobramos ¥1 por kg por dia.</p>' },
    { question: 'Como falo com o atendimento?', answerHtml: `<p>Escreva para <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> ou ligue para ${site.servicePhone}. Os contatos de mensageiros estão no rodapé de cada página.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Compre em toda a China com um só carrinho',
    subSlogan: `A ${site.tenantName} compra para você no Taobao, 1688, JD e Poizon e entrega na sua porta.`,
  }),

  announcements: (site) => [
    { title: 'Nova linha aérea com entrega mais rápida', html: `<p>Nossa nova linha aérea entrega em apenas ${Math.min(...site.transitOptions.map((o) => o.minDays))} dias. Escolha-a ao criar um pedido de envio.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Armazém fechado no Festival da Primavera', html: '<p>Nosso armazém fecha de 28 de janeiro a 4 de fevereiro. As compras continuam; os pacotes saem a partir de 5 de fevereiro.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Pedidos de compra',
    PARCEL: 'Armazém e pacotes',
    TRANSIT: 'Envio e rastreio',
    PAYMENT: 'Pagamentos e reembolsos',
    ACCOUNT: 'Conta e segurança',
    SOURCING: 'Fornecedores e atacado',
    OTHER: 'Outras perguntas',
  },

  howToUseSteps: [
    { stepName: 'Encontre um produto', stepRemark: 'Busque por palavra, imagem ou link', stepDesc: '<p>Pesquise em português ou envie uma foto. Você também pode colar um link do <strong>Taobao, Tmall, JD, 1688 ou Poizon</strong>.</p>' },
    { stepName: 'Adicione ao carrinho e pague', stepRemark: 'Compramos em até um dia útil', stepDesc: '<p>Escolha tamanho, cor e quantidade e pague com seu saldo. Deixe um recado se o vendedor precisar conferir algo.</p>' },
    { stepName: 'Conferimos seus itens', stepRemark: 'Armazenagem grátis por 90 dias', stepDesc: '<p>Seus itens chegam ao nosso armazém, onde os comparamos com o seu pedido e os fotografamos.</p><ul><li>Tamanho ou cor errados? Providenciamos a troca.</li><li>Chegou danificado? Pedimos o reembolso ao vendedor.</li></ul>' },
    { stepName: 'Envie para casa', stepRemark: 'Um só pacote para todos os pedidos', stepDesc: '<p>Crie um pedido de envio, escolha uma linha e pague o frete. Acompanhe o pacote até ele chegar à sua porta.</p>' },
  ],

  banners: [
    { headline: 'Toda a China em um carrinho', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Envie junto, pague menos', caption: 'Consolidação grátis de todos os seus pedidos' },
    { headline: 'Comprando no atacado?', caption: 'Nossa equipe encontra a fábrica' },
  ],
  promoTiles: [
    { headline: 'Tênis da Poizon', caption: 'Autenticados antes do envio' },
    { headline: 'Atacado no 1688', caption: 'Preço de fábrica, pequenas quantidades' },
  ],
};
