import type { Result, ShowcaseReader } from '../../application/ports/showcase-reader'
import { CategoryTreeSchema, HomeBlocksSchema, PartnersSchema, toHomeBlocks } from './showcase-core.schemas'
import { failure, type FetchLike, makeShowcaseHttp } from './showcase-http'
import type { PageReads } from './showcase-pages.http'

/** The Storefront API over fetch (docs/api-contract-storefront.md), `baseUrl` without a trailing slash. */
export function makeShowcaseReaderHttp(baseUrl: string, fetchImpl: FetchLike = (input, init) => fetch(input, init)): ShowcaseReader {
  const http = makeShowcaseHttp(baseUrl, fetchImpl)
  // The layout (categories, partners) and the home page (blocks) read here; every other read comes
  // with its schemas in a chunk of its own, fetched once, on the first page that needs it.
  let pages: Promise<PageReads> | null = null
  const withPages = <A>(read: (reads: PageReads) => Promise<Result<A>>): Promise<Result<A>> => {
    pages ??= import('./showcase-pages.http').then((module) => module.pageReads(http))
    return pages.then(read, () => {
      pages = null
      return failure({ kind: 'network' })
    })
  }
  return {
    homeBlocks: async () => {
      const blocks = await http.get('/api/home-blocks', HomeBlocksSchema)
      return blocks.ok ? { ok: true, value: toHomeBlocks(blocks.value) } : blocks
    },
    categories: () => http.get('/api/categories', CategoryTreeSchema),
    partners: () => http.get('/api/partners', PartnersSchema),
    category: (slug) => withPages((reads) => reads.category(slug)),
    product: (slug) => withPages((reads) => reads.product(slug)),
    blogCategories: () => withPages((reads) => reads.blogCategories()),
    blogCategory: (slug) => withPages((reads) => reads.blogCategory(slug)),
    articles: (query) => withPages((reads) => reads.articles(query)),
    article: (slug) => withPages((reads) => reads.article(slug)),
    jobs: () => withPages((reads) => reads.jobs()),
    job: (slug) => withPages((reads) => reads.job(slug)),
    catalogues: () => withPages((reads) => reads.catalogues()),
    page: (slug) => withPages((reads) => reads.page(slug)),
    sendContact: (message) => withPages((reads) => reads.sendContact(message)),
    applyToJob: (jobSlug, application) => withPages((reads) => reads.applyToJob(jobSlug, application)),
  }
}
