import type { ImageView } from '../media/media.public'
import {
  type ArticleDetail,
  type FaqEntry,
  type JobDetail,
  type ProductDetail,
  textOfHtml,
} from '../storefront/storefront.public'
import { organisationId, type JsonLd } from './json-ld'
import { ORGANISATION, type SeoSite } from './site-identity'

const imageUrl = (site: SeoSite, image: ImageView | null) => (image === null ? undefined : `${site.publicUrl}${image.src}`)
const organisationRef = (site: SeoSite) => ({ '@id': organisationId(site) })
const millimetres = (value: number | null) => (value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode: 'MMT' })

export function productLd(site: SeoSite, product: ProductDetail, path: string): JsonLd {
  const first = product.variants[0]
  const images = [...new Set(product.variants.map((variant) => imageUrl(site, variant.image)).filter((url) => url !== undefined))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.excerpt || textOfHtml(product.descriptionHtml),
    url: `${site.publicUrl}${path}`,
    ...(images.length > 0 ? { image: images } : {}),
    ...(first === undefined
      ? {}
      : {
          sku: first.reference,
          width: millimetres(first.widthMm),
          height: millimetres(first.heightMm),
          depth: millimetres(first.depthMm),
        }),
    category: [product.category.name, product.subCategory?.name].filter((name) => name !== undefined).join(' > '),
    brand: { '@type': 'Brand', name: ORGANISATION.name },
    manufacturer: organisationRef(site),
  }
}

export function blogPostingLd(site: SeoSite, article: ArticleDetail, path: string): JsonLd {
  const image = imageUrl(site, article.cover)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.seo.description || article.excerpt,
    datePublished: article.publishedAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    mainEntityOfPage: `${site.publicUrl}${path}`,
    articleSection: article.category.name,
    ...(image === undefined ? {} : { image: [image] }),
    author: organisationRef(site),
    publisher: organisationRef(site),
  }
}

// Google's values; "Alternance" and anything unknown are OTHER rather than a wrong guess.
const EMPLOYMENT_TYPES: Record<string, string> = { cdi: 'FULL_TIME', cdd: 'TEMPORARY', interim: 'TEMPORARY', stage: 'INTERN', 'temps partiel': 'PART_TIME' }

export function jobPostingLd(site: SeoSite, job: JobDetail): JsonLd {
  const locality = job.location.replace(/\s*\(.*\)\s*$/, '').trim()
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.publishedAt.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.contractType.trim().toLowerCase()] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: ORGANISATION.name, sameAs: `${site.publicUrl}/`, logo: `${site.publicUrl}${ORGANISATION.logoPath}` },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality || ORGANISATION.address.addressLocality,
        ...(locality === ORGANISATION.address.addressLocality
          ? { streetAddress: ORGANISATION.address.streetAddress, postalCode: ORGANISATION.address.postalCode }
          : {}),
        addressCountry: 'FR',
      },
    },
    directApply: true,
  }
}

export function faqLd(questions: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answerHtml } })),
  }
}
