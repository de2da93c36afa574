import { ORGANISATION } from './organisation'

// The schema.org descriptions of the public pages (JSON-LD), built by the routes' heads and written
// by the server into the page it renders (decision 048: one source for every head).

export type JsonLd = Record<string, unknown>
export type Crumb = { readonly name: string; readonly path: string }
/** The site's address (`origin`, without a trailing slash) and the group's site, if any. */
export type SiteRef = { readonly origin: string; readonly mainSiteUrl: string | null }

const SCHEMA = 'https://schema.org'

export const organisationId = (site: SiteRef) => `${site.origin}/#organisation`

export function organisationLd(site: SiteRef): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': organisationId(site),
    name: ORGANISATION.name,
    legalName: ORGANISATION.legalName,
    url: `${site.origin}/`,
    logo: `${site.origin}${ORGANISATION.logoPath}`,
    email: ORGANISATION.email,
    telephone: ORGANISATION.telephone,
    address: { '@type': 'PostalAddress', ...ORGANISATION.address },
    ...(site.mainSiteUrl === null ? {} : { sameAs: [site.mainSiteUrl] }),
  }
}

export function breadcrumbLd(site: SiteRef, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${site.origin}${crumb.path}`,
    })),
  }
}

const millimetres = (value: number | null) =>
  value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode: 'MMT' }

export type ProductLdInput = {
  readonly name: string
  readonly description: string
  readonly url: string
  /** Absolute URLs of the variants' pictures. */
  readonly images: readonly string[]
  readonly firstVariant: {
    readonly reference: string
    readonly widthMm: number | null
    readonly heightMm: number | null
    readonly depthMm: number | null
  } | null
  readonly categories: readonly string[]
}

export function productLd(site: SiteRef, product: ProductLdInput): JsonLd {
  const first = product.firstVariant
  const images = [...new Set(product.images)]
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(first === null
      ? {}
      : {
          sku: first.reference,
          width: millimetres(first.widthMm),
          height: millimetres(first.heightMm),
          depth: millimetres(first.depthMm),
        }),
    category: product.categories.join(' > '),
    brand: { '@type': 'Brand', name: ORGANISATION.name },
    manufacturer: { '@id': organisationId(site) },
  }
}

export type BlogPostingLdInput = {
  readonly headline: string
  readonly description: string
  readonly publishedAt: string
  readonly updatedAt: string
  readonly url: string
  readonly section: string
  readonly image: string | null
}

export function blogPostingLd(site: SiteRef, article: BlogPostingLdInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    datePublished: new Date(article.publishedAt).toISOString(),
    dateModified: new Date(article.updatedAt).toISOString(),
    mainEntityOfPage: article.url,
    articleSection: article.section,
    ...(article.image === null ? {} : { image: [article.image] }),
    author: { '@id': organisationId(site) },
    publisher: { '@id': organisationId(site) },
  }
}

export function faqLd(questions: ReadonlyArray<{ readonly question: string; readonly answerHtml: string }>): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerHtml },
    })),
  }
}

/**
 * JSON-LD as the text of a <script>: a "</script>" or "<!--" in a value would end or disturb the
 * element, so the characters that could start one are written as JSON escapes (still the same JSON).
 */
export function serialiseJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
