import type { RouterContext } from '../../router/router-context'
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

/** A route `head` for a public page, given what the loader returned. */
export function headFrom<T>(describe: (data: T) => Omit<PageHeadInput, 'path' | 'origin'>) {
  return ({ loaderData, match }: { loaderData?: T; match: HeadMatch }) =>
    loaderData === undefined ? {} : pageHead({ ...describe(loaderData), path: match.pathname, origin: match.context.showcase.site.origin })
}

/** A route `head` for a page whose title and description do not depend on data. */
export function staticHead(title: string, description: string) {
  return ({ match }: { match: HeadMatch }) => pageHead({ title, description, path: match.pathname, origin: match.context.showcase.site.origin })
}
