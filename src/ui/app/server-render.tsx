import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { renderToReadableStream } from 'react-dom/server'
import type { ShowcaseServices, SiteSettings } from '../../application/showcase/showcase-services'
import { makeShowcaseReaderHttp } from '../../infrastructure/showcase/showcase-reader.http'
import type { FetchLike } from '../../infrastructure/showcase/showcase-http'
import { createAppRouter } from './router/create-app-router'
import type { RouterContext } from './router/router-context'
import { documentHead } from './server-head'
import { afterStream } from './server-stream'
import { scriptTags, type ScriptTag } from './server-scripts'

export type ServerRenderDeps = {
  /** The Storefront API answered in-process: the same calls, schemas and rules as the browser's. */
  readonly showcaseFetch: FetchLike
  readonly showcaseUrl: string
  readonly site: SiteSettings
}

/**
 * What the server sends: a rendered public page, a redirect, or the bare app for the browser to render.
 * A page's body is React's HTML as it is rendered; its scripts (the router's dehydrated data) are known
 * once that stream has ended.
 */
export type ServerPage =
  | {
      readonly kind: 'page'
      readonly status: number
      readonly head: string
      readonly body: ReadableStream<Uint8Array>
      readonly scripts: Promise<string>
    }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | { readonly kind: 'client' }

const onlyInBrowser = (): never => {
  throw new Error('Les espaces client et d’administration sont rendus dans le navigateur.')
}

function serverContext(deps: ServerRenderDeps): RouterContext {
  const showcase: ShowcaseServices = {
    reader: makeShowcaseReaderHttp(deps.showcaseUrl, deps.showcaseFetch),
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
  // Only matches addresses (which area a page belongs to): one for every request, it never loads.
  const probe = createAppRouter(context)
  return async (request: Request, nonce?: string): Promise<ServerPage> => {
    const pathname = new URL(request.url).pathname
    const leaf = probe.matchRoutes(pathname, {}).at(-1)
    if (leaf?.staticData?.blocked === undefined) return { kind: 'client' }

    let page: ServerPage = { kind: 'client' }
    const handler = createRequestHandler({ request, createRouter: () => createAppRouter(context) })
    const response = await handler(async ({ router }) => {
      // The loaders have run: the status (404 for notFound(), 500 for a loader's error) and the head are
      // known before the first byte, and React's HTML streams out as it is rendered.
      const status = getSsrStatus(router)
      const html = await renderToReadableStream(<RouterServer router={router} />, {
        nonce,
        // React would otherwise send a finished boundary over 12.8 KB (a page's main content) as its fallback
        // ("Chargement…") and then the content in a hidden block swapped in by a script: a layout shift.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: request.signal,
        onError: (error) => {
          if (!request.signal.aborted) console.error('Rendu serveur d’une page publique', error)
        },
      })
      const { body, done } = afterStream(html, () => {
        const tags: ScriptTag[] = []
        const initial = router.serverSsr?.takeInitialHydrationScriptTags()
        if (initial) tags.push(...(initial.before as ScriptTag[]), initial.boundary as ScriptTag)
        router.serverSsr?.setRenderFinished()
        router.serverSsr?.cleanup()
        return scriptTags(tags)
      })
      page = { kind: 'page', status, head: documentHead(router.stores.matches.get()), body, scripts: done }
      // The router's state lives until the stream has ended (afterStream cleans it up), not until now.
      return createSsrStreamResponse(router, new Response(body, { status }))
    })
    if (response.status >= 300 && response.status < 400) {
      return { kind: 'redirect', status: response.status, location: response.headers.get('Location') ?? '/' }
    }
    return page
  }
}
