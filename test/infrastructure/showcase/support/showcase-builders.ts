import type {
  Article,
  Catalogue,
  CategoryNode,
  ContentPage,
  HomeBlock,
  Job,
  Partner,
  ProductDetail,
  ShowcaseImage,
} from '../../../../src/application/showcase/showcase-content'
import type { ShowcaseFixture } from '../../../../src/infrastructure/showcase/showcase-reader.memory'

// Small builders of showcase content (decisions §6) shared by the adapter and screen tests.

export function anImage(key: string, alt = ''): ShowcaseImage {
  const at = (width: number) => `/media/${key}-${width}.webp`
  return { src: at(1280), srcset: `${at(320)} 320w, ${at(640)} 640w, ${at(1280)} 1280w`, width: 1280, height: 960, alt }
}

const coffrets = { slug: 'coffrets-et-ecrins', name: 'Coffrets et écrins' }
const rigides = { slug: 'coffrets-rigides', name: 'Coffrets rigides' }
const etuis = { slug: 'etuis-et-boites-pliantes', name: 'Étuis et boîtes pliantes' }

export function aCategoryTree(): CategoryNode[] {
  return [
    {
      ...coffrets,
      description: 'Coffrets rigides gainés et écrins.',
      image: anImage('categories/coffrets', 'Coffrets gainés'),
      children: [
        { ...rigides, description: 'Coffrets à fermeture aimantée.', image: null },
        { slug: 'ecrins-bijoux', name: 'Écrins bijoux', description: 'Écrins gainés velours.', image: null },
      ],
    },
    { ...etuis, description: 'Étuis en carton compact.', image: null, children: [] },
  ]
}

/** The magnetic box of the demo seed: three variants over four attributes. */
export function aProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    slug: 'coffret-rigide-aimante',
    name: 'Coffret rigide à fermeture aimantée',
    excerpt: 'Notre coffret signature, gainé de papier.',
    descriptionHtml: '<p>Une structure en carton gris de 1,5 mm gainée de papier.</p>',
    category: coffrets,
    subCategory: rigides,
    attributes: [
      { slug: 'format', name: 'Format', values: [{ slug: 's', label: 'S' }, { slug: 'm', label: 'M' }, { slug: 'l', label: 'L' }] },
      { slug: 'couleur', name: 'Couleur', values: [{ slug: 'noir', label: 'Noir' }, { slug: 'bleu-nuit', label: 'Bleu nuit' }, { slug: 'vert-sapin', label: 'Vert sapin' }] },
    ],
    variants: [
      { id: 1, reference: 'ECR-CF-001-S', attributeValues: { format: 's', couleur: 'noir' }, widthMm: 180, heightMm: 60, depthMm: 120, image: anImage('products/coffret-s', 'Coffret S noir') },
      { id: 2, reference: 'ECR-CF-001-M', attributeValues: { format: 'm', couleur: 'bleu-nuit' }, widthMm: 250, heightMm: 80, depthMm: 180, image: anImage('products/coffret-m', 'Coffret M bleu nuit') },
      { id: 3, reference: 'ECR-CF-001-L', attributeValues: { format: 'l', couleur: 'vert-sapin' }, widthMm: 320, heightMm: 100, depthMm: 240, image: anImage('products/coffret-l', 'Coffret L vert sapin') },
    ],
    ...overrides,
  }
}

export function anEtui(): ProductDetail {
  return aProduct({
    slug: 'etui-flacon-parfum',
    name: 'Étui pour flacon de parfum',
    category: etuis,
    subCategory: null,
    attributes: [{ slug: 'format', name: 'Format', values: [{ slug: 'flacon-50-ml', label: 'Flacon 50 ml' }] }],
    variants: [{ id: 9, reference: 'ECR-ET-050', attributeValues: { format: 'flacon-50-ml' }, widthMm: 50, heightMm: 140, depthMm: 50, image: null }],
  })
}

const atelier = { slug: 'actualites-de-l-atelier', name: 'Actualités de l’atelier' }
const conseils = { slug: 'conseils-packaging', name: 'Conseils packaging' }

export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    slug: 'nouvelle-ligne-de-gainage',
    title: 'Une nouvelle ligne de gainage pour nos coffrets rigides',
    excerpt: 'Des délais plus courts pour vos coffrets.',
    publishedAt: '2026-03-12',
    updatedAt: '2026-03-12',
    category: atelier,
    cover: anImage('blog/gainage', 'La ligne de gainage'),
    readingMinutes: 4,
    bodyHtml: '<p>Depuis février, une ligne de gainage semi-automatique.</p><h2>Pourquoi ?</h2><p>Pour <a href="/nous-contacter">vous</a>.</p>',
    ...overrides,
  }
}

/** `count` articles of the advice category, one a day back from 2026-02-28. */
export function adviceArticles(count: number): Article[] {
  return Array.from({ length: count }, (_, index) =>
    anArticle({
      slug: `conseil-${index + 1}`,
      title: `Conseil numéro ${index + 1}`,
      publishedAt: `2026-02-${String(28 - index).padStart(2, '0')}`,
      category: conseils,
      cover: null,
    }),
  )
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    slug: 'conducteur-conductrice-offset',
    title: 'Conducteur / conductrice de presse offset (H/F)',
    contractType: 'CDI',
    location: 'Tours (37)',
    publishedAt: '2026-09-08',
    excerpt: 'Conduire une presse offset six couleurs.',
    descriptionHtml: '<p>Au sein de notre atelier d’impression de Tours.</p>',
    salary: 'De 2 300 € à 2 800 € bruts mensuels',
    ...overrides,
  }
}

export function aPartner(name = 'Papeterie des Grands Chênes'): Partner {
  return { name, url: 'https://example.com/partenaires/papeterie', logo: anImage('partners/papeterie', name) }
}

export function aCatalogue(): Catalogue {
  return {
    id: 1,
    title: 'Parfumerie et cosmétique 2026',
    sector: 'Parfumerie et cosmétique',
    description: 'Étuis de flacons et coffrets de soin.',
    cover: anImage('catalogues/parfumerie', 'Couverture'),
    pdfUrl: '/media/catalogues/parfumerie-2026.pdf',
    pdfSizeBytes: 2_516_582,
  }
}

export function aContentPage(slug: string, overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug,
    title: `Page ${slug}`,
    description: `Description de ${slug}.`,
    updated: '2026-11-01',
    html: `<h2>Section de ${slug}</h2><p>Texte de ${slug}.</p>`,
    questions: [],
    ...overrides,
  }
}

export function homeBlocks(products: readonly ProductDetail[], partners: readonly Partner[]): HomeBlock[] {
  const block = (id: number, type: HomeBlock['type'], title: string, more: Partial<HomeBlock> = {}): HomeBlock => ({
    id, type, position: id, title, subtitle: null, bodyHtml: null, image: null, link: null, secondaryLink: null, products: [], partners: [], ...more,
  })
  const cards = products.map(({ slug, name, excerpt, category, subCategory, variants }) => ({ slug, name, excerpt, category, subCategory, image: variants[0]?.image ?? null }))
  return [
    // Out of order on purpose: readers sort by position.
    block(5, 'call_to_action', 'Un projet d’emballage ? Parlons-en.', { link: { label: 'Nous contacter', href: '/nous-contacter' } }),
    block(1, 'hero', 'L’emballage sur mesure, façonné à Tours', {
      subtitle: 'Fabricant depuis 1961',
      bodyHtml: '<p>Coffrets, étuis et écrins personnalisés.</p>',
      image: anImage('home/hero', 'Atelier de gainage'),
      link: { label: 'Demander un devis', href: '/nous-contacter' },
      secondaryLink: { label: 'Découvrir notre savoir-faire', href: '/notre-savoir-faire' },
    }),
    block(2, 'text_image', 'Un atelier intégré', { bodyHtml: '<p>Du prototype à la palette.</p>', image: anImage('home/atelier', 'Dorure à chaud') }),
    block(3, 'product_highlight', 'Nos emballages signature', { products: cards, link: { label: 'Voir tout le catalogue', href: '/categorie-produit/coffrets-et-ecrins' } }),
    block(4, 'partners', 'Nos partenaires', { partners: [...partners] }),
  ]
}

/** A showcase with something in every section. */
export function aShowcase(overrides: Partial<ShowcaseFixture> = {}): ShowcaseFixture {
  const products = [aProduct(), anEtui()]
  const partners = [aPartner(), aPartner('Transports Ardoise et Tuffeau')]
  return {
    homeBlocks: homeBlocks(products, partners),
    categories: aCategoryTree(),
    products,
    blogCategories: [
      { slug: atelier.slug, name: atelier.name, description: 'Les coulisses de l’atelier.' },
      { slug: conseils.slug, name: conseils.name, description: 'Nos conseils pratiques.' },
    ],
    articles: [anArticle(), ...adviceArticles(3)],
    jobs: [aJob(), aJob({ slug: 'assistant-commercial', title: 'Assistant commercial (H/F)', publishedAt: '2026-08-01', contractType: 'CDD' })],
    partners,
    catalogues: [aCatalogue()],
    pages: [
      aContentPage('qui-sommes-nous', { title: 'Qui sommes-nous ?' }),
      aContentPage('politique-relative-aux-cookies-et-autres-traceurs', {
        title: 'Politique relative aux cookies et autres traceurs',
        html: '<h2>Comment modifier votre choix</h2><p><a href="#gestion-des-cookies">Modifier mes choix en matière de cookies</a></p>',
      }),
      aContentPage('faq', {
        title: 'Questions fréquentes',
        questions: [
          { question: 'Quelle est la quantité minimale de commande ?', answerHtml: '<p>À partir de 300 exemplaires.</p>' },
          { question: 'Quels sont vos délais de fabrication ?', answerHtml: '<p>Trois à quatre semaines.</p>' },
        ],
      }),
    ],
    ...overrides,
  }
}
