import type {
  Article,
  ContentPage,
  Job,
  ProductDetail,
  ShowcaseImage,
} from '../../../application/showcase/showcase-content'
import { jobPostingLd } from '../../../domain/job-posting-ld'
import { ORGANISATION } from '../../../domain/organisation'
import {
  blogPostingLd,
  breadcrumbLd,
  type Crumb,
  faqLd,
  type JsonLd,
  organisationLd,
  productLd,
  serialiseJsonLd,
  type SiteRef,
} from '../../../domain/structured-data'
import { shortDescription } from './page-head'

// The pages' schema.org descriptions (JSON-LD). Only the server writes them (crawlers read the page it
// renders; the browser's head leaves them as they came), so this module loads there alone and stays
// off the home page's JavaScript budget.

const imageUrl = (site: SiteRef, image: ShowcaseImage | null) => (image === null ? null : `${site.origin}${image.src}`)

function productPageLd(product: ProductDetail, site: SiteRef): JsonLd {
  const sub = product.subCategory
  return productLd(site, {
    name: product.name,
    description: product.excerpt || shortDescription(product.descriptionHtml, 5000),
    url: `${site.origin}/produit/${product.slug}`,
    images: product.variants.flatMap((variant) => imageUrl(site, variant.image) ?? []),
    firstVariant: product.variants[0] ?? null,
    categories: [product.category.name, ...(sub === null ? [] : [sub.name])],
  })
}

function articlePageLd(article: Article, site: SiteRef): JsonLd {
  return blogPostingLd(site, {
    headline: article.title,
    description: article.seo.description || article.excerpt,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
    url: `${site.origin}/article/${article.slug}`,
    section: article.category.name,
    image: imageUrl(site, article.cover),
  })
}

function jobPageLd(job: Job, site: SiteRef): JsonLd {
  const employer = {
    name: ORGANISATION.name,
    url: `${site.origin}/`,
    logo: `${site.origin}${ORGANISATION.logoPath}`,
    address: ORGANISATION.address,
  }
  const url = `${site.origin}/offre-emploi/${job.slug}`
  const posting = { ...job, publishedAt: new Date(job.publishedAt), url, image: imageUrl(site, job.image) }
  return jobPostingLd(posting, employer, new Date())
}

const contentPageLd = (page: ContentPage): JsonLd[] => (page.questions.length === 0 ? [] : [faqLd(page.questions)])

/** The descriptions each kind of page adds to its breadcrumbs. */
export const PAGE_LD = {
  product: (data: unknown, site: SiteRef) => [productPageLd(data as ProductDetail, site)],
  article: (data: unknown, site: SiteRef) => [articlePageLd(data as Article, site)],
  job: (data: unknown, site: SiteRef) => [jobPageLd(data as Job, site)],
  content: (data: unknown) => contentPageLd(data as ContentPage),
} as const

export type PageLdKind = keyof typeof PAGE_LD

const script = (data: JsonLd) => ({ type: 'application/ld+json', children: serialiseJsonLd(data) })

/** The JSON-LD scripts of a page: its own description, then its breadcrumbs when it has a parent. */
export function pageLdScripts(site: SiteRef, crumbs: readonly Crumb[], own: readonly JsonLd[]) {
  return [...own, ...(crumbs.length > 1 ? [breadcrumbLd(site, crumbs)] : [])].map(script)
}

export const organisationScript = (site: SiteRef) => script(organisationLd(site))
