import { LEAD_IMAGE_SIZES } from '../../src/domain/page-images'
import { isSlug } from '../../src/domain/slug'
import type { StorefrontDeps } from '../storefront/storefront.public'
import { blogPostingLd, faqLd, jobPostingLd, productLd } from './content-json-ld'
import { breadcrumbLd, type Crumb } from './json-ld'
import type { HeadResolution, PageHead } from './page-head'
import type { SeoSite } from './site-identity'
import { HOME_DESCRIPTION, HOME_TITLE, NOT_FOUND_PAGE, STATIC_PAGES } from './static-pages'

export type SeoReads = Pick<StorefrontDeps, 'readHomeBlocks' | 'readCategory' | 'readProduct' | 'readBlogCategory' | 'readArticle' | 'readJob' | 'pages'>
export type SeoDeps = { site: SeoSite; reads: SeoReads }

const HOME: Crumb = { name: 'Accueil', path: '/' }

type Found = Omit<PageHead, 'jsonLd'> & { crumbs: Crumb[]; extraLd?: PageHead['jsonLd'] }

const page = (deps: SeoDeps, found: Found): HeadResolution => {
  const { crumbs, extraLd = [], ...head } = found
  const jsonLd = crumbs.length > 1 ? [...extraLd, breadcrumbLd(deps.site, crumbs)] : extraLd
  return { kind: 'page', status: 200, head: { ...head, jsonLd } }
}

export const notFoundResolution = (): HeadResolution => ({
  kind: 'page',
  status: 404,
  head: {
    title: NOT_FOUND_PAGE.title,
    description: NOT_FOUND_PAGE.description,
    path: NOT_FOUND_PAGE.path,
    ogType: 'website',
    image: null,
    jsonLd: [],
    noindex: true,
  },
})

// Maps a public path of spec §2 to its head; unknown slugs of content give the 404 page.
export function headResolver(deps: SeoDeps) {
  const { reads } = deps
  return async (rawPath: string): Promise<HeadResolution> => {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
    if (path === '/') return home(deps)
    if (path === NOT_FOUND_PAGE.path) return notFoundResolution()
    const fixed = STATIC_PAGES.find((candidate) => candidate.path === path)
    if (fixed !== undefined) return page(deps, { ...fixed, ogType: 'website', image: null, crumbs: [HOME, { name: fixed.crumb, path }] })

    const segments = path.split('/').slice(1)
    const [first, second, third, fourth] = segments
    if (segments.length === 1 && first !== undefined) {
      const content = reads.pages.find(first)
      if (content === null) return { kind: 'other' }
      const extraLd = content.questions === null ? [] : [faqLd(content.questions)]
      return page(deps, {
        title: content.title,
        description: content.description,
        path,
        ogType: 'website',
        image: null,
        crumbs: [HOME, { name: content.title, path }],
        extraLd,
      })
    }
    const slugs = segments.slice(1)
    const known = ['categorie-produit', 'produit', 'actualites', 'article', 'offre-emploi'].includes(first ?? '')
    if (!known) return { kind: 'other' }
    if (slugs.some((slug) => !isSlug(slug) && slug !== 'subcateg')) return notFoundResolution()

    if (first === 'categorie-produit' && second !== undefined && segments.length <= 3) return category(deps, second, third)
    if (first === 'produit' && segments.length === 4 && third === 'subcateg' && second !== undefined && fourth !== undefined) {
      const sub = await reads.readCategory(fourth)
      return sub?.parent?.slug === second ? { kind: 'redirect', location: `/categorie-produit/${second}/${fourth}` } : notFoundResolution()
    }
    if (segments.length !== 2 || second === undefined) return notFoundResolution()
    if (first === 'produit') return product(deps, second)
    if (first === 'actualites') {
      const blogCategory = await reads.readBlogCategory(second)
      if (blogCategory === null) return notFoundResolution()
      return page(deps, {
        title: blogCategory.name,
        description: blogCategory.description || blogCategory.name,
        path,
        ogType: 'website',
        image: null,
        crumbs: [HOME, { name: 'Actualités', path: '/actualites' }, { name: blogCategory.name, path }],
      })
    }
    if (first === 'article') return article(deps, second)
    return job(deps, second)
  }
}

async function home(deps: SeoDeps): Promise<HeadResolution> {
  const blocks = await deps.reads.readHomeBlocks()
  const image = blocks.find((block) => block.image !== null)?.image ?? null
  const hero = blocks.find((block) => block.type === 'hero')?.image ?? null
  const leadImage = hero ? { image: hero, sizes: LEAD_IMAGE_SIZES.hero } : null
  return page(deps, { title: HOME_TITLE, description: HOME_DESCRIPTION, path: '/', ogType: 'website', image, leadImage, crumbs: [HOME] })
}

async function category(deps: SeoDeps, slug: string, subSlug: string | undefined): Promise<HeadResolution> {
  const found = await deps.reads.readCategory(subSlug ?? slug)
  if (found === null) return notFoundResolution()
  if (subSlug !== undefined && found.parent?.slug !== slug) return notFoundResolution()
  // A subcategory reached as /categorie-produit/<sub> is the same page: its canonical is the long one.
  const path = found.parent === null ? `/categorie-produit/${found.slug}` : `/categorie-produit/${found.parent.slug}/${found.slug}`
  const crumbs = [
    HOME,
    ...(found.parent === null ? [] : [{ name: found.parent.name, path: `/categorie-produit/${found.parent.slug}` }]),
    { name: found.name, path },
  ]
  // The back office's SEO fields (issue 9) win when set; otherwise the head is derived from the content.
  return page(deps, {
    title: found.seo.title || found.name,
    description: found.seo.description || found.description || found.name,
    path,
    ogType: 'website',
    image: found.seo.image ?? found.image ?? found.products[0]?.image ?? null,
    crumbs,
  })
}

async function product(deps: SeoDeps, slug: string): Promise<HeadResolution> {
  const found = await deps.reads.readProduct(slug)
  if (found === null) return notFoundResolution()
  const path = `/produit/${found.slug}`
  const crumbs = [
    HOME,
    { name: found.category.name, path: `/categorie-produit/${found.category.slug}` },
    ...(found.subCategory === null ? [] : [{ name: found.subCategory.name, path: `/categorie-produit/${found.category.slug}/${found.subCategory.slug}` }]),
    { name: found.name, path },
  ]
  const image = found.variants.find((variant) => variant.image !== null)?.image ?? found.image
  // The variant the page opens on (the first), as src/application/showcase/variant-selection.ts picks it.
  const shown = found.variants[0]?.image ?? found.variants.find((variant) => variant.image !== null)?.image ?? null
  const leadImage = shown ? { image: shown, sizes: LEAD_IMAGE_SIZES.product } : null
  return page(deps, {
    title: found.seo.title || found.name,
    description: found.seo.description || found.excerpt || found.name,
    path,
    ogType: 'product',
    image: found.seo.image ?? image,
    leadImage,
    crumbs,
    extraLd: [productLd(deps.site, found, path)],
  })
}

async function article(deps: SeoDeps, slug: string): Promise<HeadResolution> {
  const found = await deps.reads.readArticle(slug)
  if (found === null) return notFoundResolution()
  const path = `/article/${found.slug}`
  const crumbs = [
    HOME,
    { name: 'Actualités', path: '/actualites' },
    { name: found.category.name, path: `/actualites/${found.category.slug}` },
    { name: found.title, path },
  ]
  // The back office's SEO fields win when set (issue 9); otherwise the article speaks for itself.
  return page(deps, {
    title: found.seo.title || found.title,
    description: found.seo.description || found.excerpt || found.title,
    path,
    ogType: 'article',
    image: found.seo.image ?? found.cover,
    leadImage: found.cover ? { image: found.cover, sizes: LEAD_IMAGE_SIZES.article } : null,
    crumbs,
    extraLd: [blogPostingLd(deps.site, found, path)],
  })
}

async function job(deps: SeoDeps, slug: string): Promise<HeadResolution> {
  const found = await deps.reads.readJob(slug)
  if (found === null) return notFoundResolution()
  const path = `/offre-emploi/${found.slug}`
  const crumbs = [HOME, { name: "Nos offres d'emploi", path: '/nos-offres-emploi' }, { name: found.title, path }]
  // The back office's SEO fields win when set (issue 9); otherwise the offer speaks for itself.
  return page(deps, {
    title: found.seo.title || found.title,
    description: found.seo.description || found.excerpt || found.title,
    path,
    ogType: 'website',
    image: found.seo.image,
    crumbs,
    extraLd: [jobPostingLd(deps.site, found)],
  })
}
