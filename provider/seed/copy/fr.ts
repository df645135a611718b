import type { SiteCopy } from './site-copy';

export const fr: SiteCopy = {
  articles: (site) => ({
    ABOUT_US: {
      title: `À propos de ${site.tenantName}`,
      html: `<h2>Qui sommes-nous</h2>
<p>${site.tenantName} achète pour vous sur les marketplaces chinoises — Taobao, Tmall, JD, 1688 et Poizon — et vous livre à domicile. Vous choisissez les produits ; nous payons les vendeurs en yuans, contrôlons ce qui arrive dans notre entrepôt de ${site.chinaWarehouse.city} et vous envoyons le tout en un seul colis.</p>
<h2>Pourquoi nous choisir</h2>
<ul>
  <li><strong>Un compte pour toutes les marketplaces.</strong> Collez le lien d’un produit et commandez comme dans n’importe quelle boutique en ligne.</li>
  <li><strong>Contrôle qualité.</strong> Notre équipe ouvre chaque colis, le compare à votre commande et photographie tout ce qui paraît douteux.</li>
  <li><strong>Regroupement.</strong> Les commandes de vendeurs différents voyagent ensemble : vous ne payez l’expédition internationale qu’une fois.</li>
  <li><strong>Des prix clairs.</strong> Avant de payer, vous voyez le prix du produit, la livraison en Chine et nos frais de service.</li>
</ul>
<h2>Contact</h2>
<p>Écrivez à <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> ou appelez le ${site.servicePhone}. Nous répondons les jours ouvrés sous un jour ouvré.</p>`,
    },
    ABOUT_TRANSIT: {
      title: 'Comment fonctionne l’expédition internationale',
      html: `<h2>Du vendeur à votre porte</h2>
<ol>
  <li>Les vendeurs expédient vos achats à notre entrepôt de ${site.chinaWarehouse.city}. Comptez généralement 2 à 5 jours.</li>
  <li>Nous contrôlons chaque article et le stockons gratuitement pendant 90 jours. Suivez-le dans <em>Articles en stock</em>.</li>
  <li>Quand vous êtes prêt, créez une commande d’expédition : choisissez les articles, la ligne d’expédition et votre adresse de livraison.</li>
  <li>Nous emballons les articles ensemble, pesons le colis et vous demandons de payer l’expédition internationale.</li>
  <li>Le colis quitte la Chine au prochain départ de la ligne choisie. Vous recevez le numéro de suivi par e-mail.</li>
</ol>
<h2>Choisir une ligne d’expédition</h2>
<p>Les lignes aériennes sont les plus rapides et conviennent aux petits colis de valeur. Les lignes routières et maritimes coûtent beaucoup moins cher au kilo et conviennent aux marchandises lourdes ou volumineuses. Chaque ligne a un <strong>premier poids</strong> à prix fixe et un prix pour chaque tranche de 500 g supplémentaire.</p>
<h2>Poids volumétrique</h2>
<p>Les colis légers mais encombrants sont facturés au volume : longueur × largeur × hauteur en cm ÷ 6000. Nous facturons le plus élevé du poids réel et du poids volumétrique, et nous réemballons dans des cartons plus petits dès que cela aide.</p>`,
    },
    ABOUT_TRANSIT_FEE: {
      title: 'Frais d’expédition',
      html: `<h2>Tarifs actuels</h2>
<p>Les frais sont en yuans chinois et convertis en ${site.currency} au paiement, au taux de change affiché en haut de la page.</p>
<h2>Calcul des frais</h2>
<p>Frais = prix du premier poids + (poids facturable − premier poids, arrondi aux 500 g supérieurs) × prix par 500 g.</p>
<p>Exemple : un colis de 1,8 kg sur une ligne avec un premier poids de 500 g paie le prix du premier poids plus trois tranches de 500 g.</p>
<h2>Services supplémentaires</h2>
<ul>
  <li>Caisse en bois pour les articles fragiles : ¥30 par colis.</li>
  <li>Photos supplémentaires de vos articles : les 3 premières gratuites, puis ¥1 chacune.</li>
  <li>Stockage au-delà de 90 jours : ¥1 par kg et par jour.</li>
</ul>`,
    },
    HOW_TO_USE: {
      title: `Comment acheter avec ${site.tenantName}`,
      html: `<h2>1. Trouvez un produit</h2>
<p>Cherchez par mot-clé ou par image, ou collez dans la barre de recherche un lien Taobao, Tmall, JD, 1688 ou Poizon.</p>
<h2>2. Ajoutez-le au panier</h2>
<p>Choisissez la taille, la couleur et la quantité. Laissez une note à nos acheteurs s’il faut vérifier quelque chose auprès du vendeur.</p>
<h2>3. Payez l’achat</h2>
<p>Rechargez votre solde et payez la commande. Nous achetons l’article sous un jour ouvré et vous prévenons si le vendeur est en rupture ; un achat refusé est remboursé immédiatement sur votre solde.</p>
<h2>4. Faites-le livrer</h2>
<p>Quand vos articles arrivent à notre entrepôt, créez une commande d’expédition, choisissez une ligne et payez les frais. Suivez le colis avec son numéro de suivi jusqu’à la livraison.</p>`,
    },
    PROHIBITED_PURCHASE_ITEMS: {
      title: 'Articles que nous ne pouvons ni acheter ni expédier',
      html: `<p>Les compagnies aériennes, les douanes et les règles d’exportation chinoises interdisent certains produits. Nous annulons ces commandes et remboursons votre solde.</p>
<h2>Toujours interdits</h2>
<ul>
  <li>Armes, répliques d’armes, munitions, couteaux dont la lame dépasse 15 cm</li>
  <li>Drogues, stupéfiants et médicaments sur ordonnance</li>
  <li>Produits inflammables, explosifs ou corrosifs : briquets, feux d’artifice, peinture, vernis à ongles, aérosols</li>
  <li>Batteries au lithium seules et batteries externes</li>
  <li>Contrefaçons de marques et supports piratés</li>
  <li>Animaux vivants, plantes et graines ; aliments frais</li>
  <li>Argent liquide, cartes bancaires, tabac et alcool</li>
</ul>
<h2>Autorisés sur certaines lignes seulement</h2>
<ul>
  <li>Téléphones, ordinateurs portables et autres appareils à batterie intégrée</li>
  <li>Liquides et crèmes (cosmétiques) jusqu’à 100 ml par article</li>
  <li>Aimants et produits contenant de la poudre</li>
</ul>
<p>Un doute ? Demandez-nous à <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> avant de commander.</p>`,
    },
    USER_AGREEMENT: {
      title: 'Conditions d’utilisation',
      html: `<p>Ce contrat lie vous et ${site.tenantName}. En créant un compte, vous l’acceptez.</p>
<h2>1. Notre service</h2>
<p>Nous agissons comme votre agent d’achat : nous achetons en votre nom les produits que vous choisissez auprès de vendeurs en Chine, les recevons dans notre entrepôt et vous les expédions. Nous ne sommes pas le vendeur et ne garantissons pas les descriptions des vendeurs.</p>
<h2>2. Votre compte et votre solde</h2>
<ul>
  <li>Gardez secrets votre mot de passe et votre mot de passe de paiement ; les commandes payées depuis votre compte vous engagent.</li>
  <li>Votre solde ne sert qu’à nos services. Vous pouvez retirer le solde inutilisé à tout moment.</li>
</ul>
<h2>3. Retours et remboursements</h2>
<p>Si un vendeur envoie un article erroné ou abîmé, nous organisons un retour en Chine aux frais du vendeur lorsqu’il l’accepte. Les articles sortis de notre entrepôt ne peuvent pas être retournés par notre intermédiaire.</p>
<h2>4. Responsabilité</h2>
<p>Les colis internationaux perdus ou endommagés sont indemnisés à hauteur des frais d’expédition payés, sauf si vous avez souscrit une assurance. Nous ne sommes pas responsables des retards dus aux douanes ou aux transporteurs.</p>
<h2>5. Données personnelles</h2>
<p>Nous utilisons votre nom, votre adresse et votre téléphone uniquement pour acheter, expédier et livrer vos produits, et ne les partageons qu’avec les transporteurs et les douanes qui en ont besoin.</p>`,
    },
    PRIVACY_POLICY: {
      title: 'Politique de confidentialité',
      html: `<p>Cette politique explique quelles données personnelles ${site.tenantName} conserve à votre sujet, pourquoi et pendant combien de temps. Elle s’applique à ce site et à chaque commande que vous y passez.</p>
<h2>1. Ce que nous collectons</h2>
<p>Vos nom, adresse e-mail et numéro de téléphone (et, pour un compte société, son numéro de licence et son représentant légal) ; vos adresses de livraison et, lorsque la douane l’exige, le numéro de votre pièce d’identité ; vos commandes, colis, paiements et mouvements de solde ; la langue choisie et le cookie qui vous garde connecté.</p>
<h2>2. Pourquoi nous les utilisons</h2>
<p>Uniquement pour acheter, réceptionner, emballer et livrer vos articles, tenir votre solde et son historique exacts, répondre à vos messages et remplir nos obligations légales comptables et douanières.</p>
<h2>3. Qui les reçoit</h2>
<p>Les transporteurs et les autorités douanières qui livrent ou dédouanent vos colis reçoivent le nom, l’adresse, le téléphone et le numéro d’identité dont ils ont besoin. Nous ne vendons pas vos données et ne les utilisons pas pour la publicité de tiers.</p>
<h2>4. Combien de temps nous les gardons</h2>
<p>Les commandes et paiements sont conservés aussi longtemps que la loi comptable l’impose ; tout le reste est supprimé à la fermeture de votre compte.</p>
<h2>5. Vos droits</h2>
<p>Vous pouvez consulter et corriger vos informations sur la page de votre compte, et nous demander de les exporter ou de les supprimer à <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>.</p>`,
    },
    FAQ: {
      title: 'Questions fréquentes',
      html: `<h2>Commander</h2>
<h3>Combien de temps prend un achat ?</h3>
<p>Nous achetons sous un jour ouvré après votre paiement. Les vendeurs livrent généralement notre entrepôt en 2 à 5 jours.</p>
<h3>Puis-je commander dans n’importe quelle boutique chinoise ?</h3>
<p>Oui, dans toute boutique de Taobao, Tmall, JD, 1688 et Poizon, et dans d’autres boutiques sur demande.</p>
<h2>Expédition</h2>
<h3>Puis-je regrouper plusieurs commandes dans un colis ?</h3>
<p>Oui. Choisissez tous les articles dans une seule commande d’expédition et nous les emballons ensemble.</p>
<h3>Qui paie les droits d’importation ?</h3>
<p>Le destinataire paie les droits et taxes perçus par la douane du pays de destination, sauf si la ligne indique « droits inclus ».</p>
<h2>Paiement</h2>
<h3>Quelles devises acceptez-vous ?</h3>
<p>Vous rechargez votre solde en ${site.currency} ; les prix sont affichés en yuans et en ${site.currency}.</p>`,
    },
    PAYMENT_GUIDE: {
      title: 'Guide de paiement',
      html: `<h2>Rechargez votre solde</h2>
<ol>
  <li>Ouvrez <em>Mon compte → Solde</em> et choisissez <em>Dépôt</em>.</li>
  <li>Choisissez un moyen de paiement : virement bancaire, carte ou portefeuille électronique.</li>
  <li>Saisissez le montant en ${site.currency} et suivez les instructions du prestataire de paiement.</li>
  <li>Pour un virement, téléversez le justificatif ; nous créditons votre solde sous deux heures ouvrées.</li>
</ol>
<h2>Payer les commandes</h2>
<p>Les achats et les commandes d’expédition se paient avec votre solde et votre <strong>mot de passe de paiement</strong>, distinct de votre mot de passe de connexion. Définissez-le lors de votre premier paiement.</p>
<h2>Payer plusieurs commandes à la fois</h2>
<p>Utilisez <em>Paiements en attente</em> pour sélectionner plusieurs commandes impayées et les payer ensemble.</p>
<h2>Remboursements</h2>
<p>Lorsqu’un vendeur ne peut pas livrer, le montant de l’achat revient automatiquement sur votre solde. Vous pouvez retirer votre solde vers le compte d’origine.</p>`,
    },
    SOURCING_SERVICE: {
      title: 'Service de sourcing',
      html: `<p>Vous ne trouvez pas ce qu’il vous faut, ou vous achetez en gros ? Notre équipe trouve pour vous usines et grossistes.</p>
<h2>Ce que nous faisons</h2>
<ul>
  <li>Trouver trois à cinq fournisseurs pour votre produit et comparer prix, minimum de commande et délai</li>
  <li>Commander des échantillons et les contrôler dans notre entrepôt</li>
  <li>Négocier les prix, l’emballage et votre logo sur le produit</li>
  <li>Inspecter la marchandise avant l’expédition et vous envoyer un rapport photo et vidéo</li>
</ul>
<h2>Tarifs</h2>
<p>La recherche et les devis sont gratuits. Sur les commandes, nous facturons 5 % de la valeur des marchandises (minimum ¥100).</p>
<h2>Pour commencer</h2>
<p>Envoyez une photo, une description et la quantité souhaitée à <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a>. Nous répondons avec des offres sous trois jours ouvrés.</p>`,
    },
  }),

  faqs: (site) => [
    { question: 'Comment passer une commande ?', answerHtml: '<p>Collez le lien d’un produit dans la barre de recherche ou cherchez par mot-clé ou par image, choisissez les options et ajoutez le produit au panier. Payez ensuite avec votre solde.</p>' },
    { question: 'Quel est le délai de livraison ?', answerHtml: `<p>Les vendeurs livrent notre entrepôt de ${site.chinaWarehouse.city} en 2 à 5 jours. L’expédition internationale prend de ${Math.min(...site.transitOptions.map((o) => o.minDays))} à ${Math.max(...site.transitOptions.map((o) => o.maxDays))} jours selon la ligne.</p>` },
    { question: 'Combien coûte votre service ?', answerHtml: '<p>Vous payez le prix du produit, la livraison du vendeur en Chine, des frais de service affichés avant le paiement et l’expédition internationale au poids. Voir les <a href="/transportation-charge">frais d’expédition</a>.</p>' },
    { question: 'Pouvez-vous contrôler mes articles avant l’expédition ?', answerHtml: '<p>Oui. Nous comparons chaque article à votre commande et le photographions. Demandez dans la note de commande des contrôles supplémentaires, comme une mesure ou un essai.</p>' },
    { question: 'Et si un article est abîmé ou erroné ?', answerHtml: '<p>Nous contactons le vendeur et organisons un échange ou un remboursement avant que le colis ne quitte la Chine. Le remboursement revient sur votre solde.</p>' },
    { question: 'Combien de temps mes articles peuvent-ils rester à l’entrepôt ?', answerHtml: '<p>Le stockage est gratuit pendant 90 jours après l’arrivée. Ensuite, nous facturons ¥1 par kg et par jour.</p>' },
    { question: 'Comment contacter le service client ?', answerHtml: `<p>Écrivez à <a href="mailto:${site.serviceEmail}">${site.serviceEmail}</a> ou appelez le ${site.servicePhone}. Les contacts de messagerie figurent en bas de chaque page.</p>` },
  ],

  slogan: (site) => ({
    slogan: 'Toute la Chine dans un seul panier',
    subSlogan: `${site.tenantName} achète pour vous sur Taobao, 1688, JD et Poizon et livre à votre porte.`,
  }),

  announcements: (site) => [
    { title: 'Nouvelle ligne aérienne plus rapide', html: `<p>Notre nouvelle ligne aérienne livre en seulement ${Math.min(...site.transitOptions.map((o) => o.minDays))} jours. Choisissez-la en créant une commande d’expédition.</p>`, publishedAt: '2025-03-01T09:00:00Z' },
    { title: 'Entrepôt fermé pour la fête du Printemps', html: '<p>Notre entrepôt est fermé du 28 janvier au 4 février. Les achats continuent ; les colis partent à partir du 5 février.</p>', publishedAt: '2025-01-10T09:00:00Z' },
  ],

  serviceCategories: {
    PURCHASE: 'Commandes d’achat',
    PARCEL: 'Entrepôt et colis',
    TRANSIT: 'Expédition et suivi',
    PAYMENT: 'Paiements et remboursements',
    ACCOUNT: 'Compte et sécurité',
    SOURCING: 'Sourcing et achat en gros',
    OTHER: 'Autres questions',
  },

  howToUseSteps: [
    { stepName: 'Trouvez un produit', stepRemark: 'Par mot-clé, photo ou lien', stepDesc: '<p>Cherchez en français ou importez une photo. Vous pouvez aussi coller un lien <strong>Taobao, Tmall, JD, 1688 ou Poizon</strong>.</p>' },
    { stepName: 'Ajoutez au panier et payez', stepRemark: 'Achat sous un jour ouvré', stepDesc: '<p>Choisissez la taille, la couleur et la quantité, puis payez avec votre solde. Laissez une note si le vendeur doit vérifier quelque chose.</p>' },
    { stepName: 'Nous contrôlons vos articles', stepRemark: 'Stockage gratuit pendant 90 jours', stepDesc: '<p>Vos articles arrivent dans notre entrepôt, où nous les comparons à votre commande et les photographions.</p><ul><li>Mauvaise taille ou couleur ? Nous organisons l’échange.</li><li>Article abîmé ? Nous demandons un remboursement au vendeur.</li></ul>' },
    { stepName: 'Faites-les livrer chez vous', stepRemark: 'Un seul colis pour toutes vos commandes', stepDesc: '<p>Créez une commande d’expédition, choisissez une ligne et payez les frais. Suivez le colis jusqu’à votre porte.</p>' },
  ],

  banners: [
    { headline: 'Toute la Chine dans un panier', caption: 'Taobao · 1688 · JD · Poizon' },
    { headline: 'Expédiez ensemble, payez moins', caption: 'Regroupement gratuit de toutes vos commandes' },
    { headline: 'Vous achetez en gros ?', caption: 'Notre équipe trouve l’usine' },
  ],
  promoTiles: [
    { headline: 'Baskets Poizon', caption: 'Authentifiées avant l’expédition' },
    { headline: 'Gros sur 1688', caption: 'Prix d’usine, petites quantités' },
  ],
};
