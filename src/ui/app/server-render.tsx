import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import type { ShowcaseServices, SiteSettings } from '../../application/showcase/showcase-services'
import { makeShowcaseReaderHttp } from '../../infrastructure/showcase/showcase-reader.http'
import type { FetchLike } from '../../infrastructure/showcase/showcase-http'
import { createAppRouter } from '../router/create-app-router'
import type { RouterContext } from '../router/router-context'
import { documentHead } from './server-head'
import { scriptTags, type ScriptTag } from './server-scripts'

export type ServerRenderDeps = {
  /** The Storefront API answered in-process: the same calls, schemas and rules as the browser's. */
  readonly storefrontFetch: FetchLike
  readonly storefrontUrl: string
  readonly site: SiteSettings
}

/** What the server sends: a rendered public page, a redirect, or the bare app for the browser to render. */
export type ServerPage =
  | {
      readonly kind: 'page'
      readonly status: number
      readonly head: string
      readonly body: string
      readonly scripts: string
    }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'client' }

const onlyInBrowser = (): never => {
  throw new Error('Les espaces client et d’administration sont rendus dans le navigateur.')
}

function serverContext(deps: ServerRenderDeps): RouterContext {
  const showcase: ShowcaseServices = {
    reader: makeShowcaseReaderHttp(deps.storefrontUrl, deps.storefrontFetch),
    // The visitor's choice lives in their browser: the server renders as if it were not known yet,
    // and the consent provider reads it once the page runs.
    consent: { read: () => null, write: () => undefined },
    analytics: { enable: () => undefined, disable: () => undefined },
    site: deps.site,
    leaveFor: () => undefined,
    now: () => new Date(),
  }
  return { loadQueryClient: onlyInBrowser, runUseCase: onlyInBrowser, showcase }
}

/**
 * Renders a public page with TanStack Router's own SSR: the route loaders run here, their data goes
 * to the browser in the dehydration scripts (no second fetch), and the head comes from the route
 * definitions. Pages of the customer and back-office areas are left to the browser.
 */
export function createServerRenderer(deps: ServerRenderDeps) {
  const context = serverContext(deps)
  // Every script of the answer gets its CSP nonce from the server when the page is assembled.
  return async (request: Request): Promise<ServerPage> => {
    const probe = createAppRouter(context)
    const pathname = new URL(request.url).pathname
    const leaf = probe.matchRoutes(pathname, {}).at(-1)
    if (leaf?.staticData?.blocked === undefined) return { kind: 'client' }

    let page: ServerPage = { kind: 'client' }
    const handler = createRequestHandler({
      request,
      createRouter: () => createAppRouter(context),
    })
    const response = await handler(async ({ router }) => {
      // The loaders have run: the page renders in one pass. (Rendered as a stream, the route's Suspense
      // boundary came as a fallback plus a late swap, which moved the page after its first paint.)
      const body = renderToString(<RouterServer router={router} />)
      const tags: ScriptTag[] = []
      const initial = router.serverSsr?.takeInitialHydrationScriptTags()
      if (initial) tags.push(...(initial.before as ScriptTag[]), initial.boundary as ScriptTag)
      router.serverSsr?.setRenderFinished()
      const status = router.stores.matches.get().some((match) => match.status === 'notFound') ? 404 : 200
      page = { kind: 'page', status, head: documentHead(router.stores.matches.get()), body, scripts: scriptTags(tags) }
      return new Response(null, { status })
    })
    if (response.status >= 300 && response.status < 400) {
      return { kind: 'redirect', status: response.status, location: response.headers.get('Location') ?? '/' }
    }
    return page
  }
}
