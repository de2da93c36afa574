import type { RouterContext } from '../../app/router/router-context'
import type { SiteRef } from '../../../domain/structured-data'
import type { PageLdKind } from '../head/content-ld'
import { HOME } from '../head/home-crumb'
import { pageHead, type PageHeadInput } from '../head/page-head'

// Showcase content changes only in the back office and the server lets caches keep it 60 s; so does
// the router's own loader cache, which public pages use instead of React Query (the query client
// would weigh on the home page's JavaScript budget). Preloads on hover count as fresh just as long.
const SHOWCASE_STALE_MS = 60_000

/** Route options of every public page with a loader: how long its loaded content stays fresh. */
export const SHOWCASE_CACHE = { staleTime: SHOWCASE_STALE_MS, preloadStaleTime: SHOWCASE_STALE_MS } as const

// Showcase route components read their data through getRouteApi(id), never the file's `Route`:
// a code-split component that imports `Route` makes the bundler split the route file's own imports
// into shared chunks, which costs the home page about 3 KB of its JavaScript budget.

/** The part of a route match a showcase `head` reads. */
export type HeadMatch = { readonly pathname: string; readonly context: RouterContext }

type Described = Omit<PageHeadInput, 'path' | 'site'> & {
  /** The page's one address, when it can be reached by another (a subcategory by its short path). */
  readonly path?: string
  /** Which schema.org description the server adds (./head/content-ld). */
  readonly ld?: PageLdKind
}

export const siteOf = (match: HeadMatch): SiteRef => ({
  origin: match.context.showcase.site.origin,
  mainSiteUrl: match.context.showcase.site.mainSiteUrl,
})

// JSON-LD is for crawlers, which read the page the server renders: the browser never loads its builders.
const onServer = typeof window === 'undefined'
const structuredData = () => import('../head/content-ld')

async function ldScripts(site: SiteRef, described: Described, data: unknown) {
  if (!onServer) return []
  const { PAGE_LD, pageLdScripts } = await structuredData()
  const own = described.ld === undefined ? [] : PAGE_LD[described.ld](data, site)
  return pageLdScripts(site, described.crumbs ?? [], own)
}

/** A route `head` for a public page, given what the loader returned. */
export function headFrom<T>(describe: (data: T) => Described) {
  return async ({ loaderData, match }: { loaderData?: T; match: HeadMatch }) => {
    if (loaderData === undefined) return {}
    const site = siteOf(match)
    const described = describe(loaderData)
    const head = pageHead({ path: match.pathname, ...described, site })
    return { ...head, scripts: await ldScripts(site, described, loaderData) }
  }
}

type ContentHeads = typeof import('../head/content-heads')
type ContentHeadName = {
  [K in keyof ContentHeads]: ContentHeads[K] extends (data: never) => Described ? K : never
}[keyof ContentHeads]
let contentHeads: Promise<ContentHeads> | undefined

/**
 * The `head` of a content page (product, article...), whose describer loads with the first such page:
 * the home page does without it, and so does its JavaScript budget.
 */
export function contentHead<K extends ContentHeadName>(name: K) {
  type Data = Parameters<ContentHeads[K]>[0]
  return async (context: { loaderData?: Data; match: HeadMatch }) => {
    const heads = await (contentHeads ??= import('../head/content-heads'))
    return headFrom(heads[name] as (data: Data) => Described)(context)
  }
}

/** A route `head` for a page whose title and description do not depend on data; its crumb is its title. */
export function staticHead(title: string, description: string) {
  return async ({ match }: { match: HeadMatch }) => {
    const site = siteOf(match)
    const described = { title, description, crumbs: [HOME, { name: title, path: match.pathname }] }
    return {
      ...pageHead({ ...described, path: match.pathname, site }),
      scripts: await ldScripts(site, described, null),
    }
  }
}

/** The company's description, which every public page carries first (the public layout's head). */
export async function organisationHead({ match }: { match: HeadMatch }) {
  return onServer ? { scripts: [(await structuredData()).organisationScript(siteOf(match))] } : {}
}
