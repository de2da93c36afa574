import type { ShowcaseDeps } from '../showcase.public'
import type { SeoSite } from './site-identity'

// The public pages whose text lives in the web app rather than in the database or content/pages.
const LIST_PAGES = ['/nous-contacter', '/catalogues-specialises', '/nos-offres-emploi', '/actualites', '/catalogue']

export type SitemapReads = Pick<
  ShowcaseDeps,
  | 'readHomeBlocks'
  | 'listCategoryTree'
  | 'listProductStamps'
  | 'listBlogCategories'
  | 'listArticleStamps'
  | 'listJobs'
  | 'listCatalogues'
  | 'pages'
>

type Entry = { path: string; lastmod: Date | string | null }

const latest = (dates: readonly (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((best, date) => (date != null && (best === null || date > best) ? date : best), null)

// Every public page with the date its content last changed (spec §2 routes).
export async function sitemapEntries(reads: SitemapReads): Promise<Entry[]> {
  const [blocks, tree, products, blogCategories, articles, jobs, catalogues] = await Promise.all([
    reads.readHomeBlocks(),
    reads.listCategoryTree(),
    reads.listProductStamps(),
    reads.listBlogCategories(),
    reads.listArticleStamps(),
    reads.listJobs(),
    reads.listCatalogues(),
  ])
  const productDate = (categorySlug: string) =>
    latest(
      products
        .filter((p) => p.categorySlug === categorySlug || p.subCategorySlug === categorySlug)
        .map((p) => p.updatedAt),
    )
  const listDates: Record<string, Date | null> = {
    '/nous-contacter': null,
    '/catalogues-specialises': latest(catalogues.map((catalogue) => catalogue.updatedAt)),
    '/nos-offres-emploi': latest(jobs.map((job) => job.updatedAt)),
    '/actualites': latest(articles.map((article) => article.updatedAt)),
    // The whole-catalogue page lists the categories and counts their products.
    '/catalogue': latest([...tree.map((category) => category.updatedAt), ...products.map((p) => p.updatedAt)]),
  }
  const entries: Entry[] = [
    { path: '/', lastmod: latest([...blocks.map((block) => block.updatedAt), ...products.map((p) => p.updatedAt)]) },
  ]
  for (const path of LIST_PAGES) entries.push({ path, lastmod: listDates[path] ?? null })
  for (const page of reads.pages.all()) entries.push({ path: `/${page.slug}`, lastmod: page.updated })
  for (const category of tree) {
    entries.push({
      path: `/categorie-produit/${category.slug}`,
      lastmod: latest([
        category.updatedAt,
        productDate(category.slug),
        ...category.children.map((child) => child.updatedAt),
      ]),
    })
    for (const child of category.children) {
      entries.push({
        path: `/categorie-produit/${category.slug}/${child.slug}`,
        lastmod: latest([child.updatedAt, productDate(child.slug)]),
      })
    }
  }
  for (const product of products) entries.push({ path: `/produit/${product.slug}`, lastmod: product.updatedAt })
  for (const category of blogCategories) {
    entries.push({
      path: `/actualites/${category.slug}`,
      lastmod: latest([
        category.updatedAt,
        ...articles.filter((a) => a.categorySlug === category.slug).map((a) => a.updatedAt),
      ]),
    })
  }
  for (const article of articles) entries.push({ path: `/article/${article.slug}`, lastmod: article.updatedAt })
  for (const job of jobs) entries.push({ path: `/offre-emploi/${job.slug}`, lastmod: job.updatedAt })
  return entries
}

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
const day = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10))

export function sitemapXml(site: SeoSite, entries: readonly Entry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod === null ? '' : `<lastmod>${day(entry.lastmod)}</lastmod>`
    return `  <url><loc>${xml(`${site.publicUrl}${entry.path}`)}</loc>${lastmod}</url>`
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  )
}

// Private areas and the APIs stay out of search engines; everything else is open.
export const ROBOTS_DISALLOWED = [
  '/account',
  '/panier',
  '/backoffice',
  '/vitrine/backoffice',
  '/vitrine/admin',
  '/admin',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/portal-api/',
  '/storefront-api/',
] as const

export function robotsTxt(site: SeoSite): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
