import type { ShowcaseReader } from '../../application/showcase/ports/showcase-reader'
import { UseCaseFailure } from '../../application/use-case-failure'
import { CategoryTreeWire, HomeBlocksWire, PartnersWire } from '../../contract/showcase/home'
import { SHOWCASE_LAYOUT_ENDPOINTS as E } from '../../contract/showcase/showcase-layout.endpoints'
import { categoriesFromWire, homeBlocksFromWire } from './showcase-core.schemas'
import { endpointPath, type FetchLike, makeShowcaseHttp } from './showcase-http'
import type { PageReads } from './showcase-pages.http'

/** The Storefront API over fetch (src/contract/storefront), `baseUrl` without a trailing slash. */
export function makeShowcaseReaderHttp(
  baseUrl: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): ShowcaseReader {
  const http = makeShowcaseHttp(baseUrl, fetchImpl)
  // The layout (categories, partners) and the home page (blocks) read here; every other read comes
  // with its schemas in a chunk of its own, fetched once, on the first page that needs it.
  let pages: Promise<PageReads> | null = null
  const withPages = <A>(read: (reads: PageReads) => Promise<A>): Promise<A> => {
    pages ??= import('./showcase-pages.http').then((module) => module.pageReads(http))
    return pages.then(read, (cause: unknown) => {
      // The chunk did not arrive: the network failed, and the next read tries again.
      pages = null
      throw new UseCaseFailure({ _tag: 'NetworkError', cause })
    })
  }
  return {
    homeBlocks: async () => homeBlocksFromWire(await http.get(endpointPath(E.homeBlocks, {}), HomeBlocksWire)),
    categories: async () => categoriesFromWire(await http.get(endpointPath(E.categories, {}), CategoryTreeWire)),
    partners: () => http.get(endpointPath(E.partners, {}), PartnersWire),
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
