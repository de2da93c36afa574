import { existsSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { jsonNotFound } from '../http/error-handler'
import type { PageRenderer } from '../seo/seo.public'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT_LIVED = 'public, max-age=3600'

const NOT_BUILT_PAGE = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Écrin</title>
<p>L'application web n'est pas encore construite : lancez <code>npm run build</code> puis redémarrez le serveur.</p></html>`

// renderPage (server/seo) writes each public page's title, description, canonical URL and JSON-LD
// into index.html, so that crawlers see them without running the app.
export type WebAppOptions = { distDir: string; apiPrefixes: readonly string[]; renderPage?: PageRenderer }

// Serves the built single-page app. Vite fingerprints everything under /assets/, so those files
// never change under one name and are cached for a year; index.html is always revalidated so a new
// deployment is picked up on the next navigation.
export function webAppRoutes(options: WebAppOptions) {
  const routes = new Hono()
  const isApiPath = (path: string) => options.apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

  if (!existsSync(options.distDir)) {
    routes.get('*', (c) => (isApiPath(c.req.path) ? jsonNotFound(c) : c.html(NOT_BUILT_PAGE, 503)))
    return routes
  }

  // Fingerprinted assets have .br/.gz twins written at build time (scripts/vite-precompress.ts).
  const serveFile = serveStatic({ root: options.distDir, precompressed: true })
  const serveIndex = serveStatic({ root: options.distDir, path: 'index.html' })
  const noNext = async () => undefined

  routes.get('*', async (c) => {
    const path = c.req.path
    if (isApiPath(path)) return jsonNotFound(c)
    const isAsset = path.startsWith('/assets/')
    const file = await serveFile(c, noNext)
    if (file instanceof Response) {
      const isIndex = path.endsWith('/') || path.endsWith('/index.html')
      if (isIndex && options.renderPage !== undefined) return withPageHead(c, file, options.renderPage)
      return withCacheControl(file, isAsset ? IMMUTABLE : isIndex ? REVALIDATE : SHORT_LIVED)
    }
    // A missing fingerprinted file is a stale reference: answering HTML for a script breaks the page.
    if (isAsset) return c.text('Ressource introuvable.', 404)
    // History fallback: client-side routes (and the app's own 404 page) live in index.html.
    const index = await serveIndex(c, noNext)
    if (index instanceof Response) return options.renderPage === undefined ? withCacheControl(index, REVALIDATE) : withPageHead(c, index, options.renderPage)
    return c.html(NOT_BUILT_PAGE, 503)
  })
  return routes
}

async function withPageHead(c: Context, index: Response, renderPage: PageRenderer): Promise<Response> {
  const page = await renderPage(c.req.path, await index.text())
  if (page.kind === 'redirect') return c.redirect(page.location, 301)
  // serveStatic already set the Content-Length of the file on the context; the page with its head
  // is longer, and a stale length would cut it off (and skip compression under the threshold).
  c.header('Content-Length', String(Buffer.byteLength(page.html)))
  return c.html(page.html, page.status, { 'Cache-Control': REVALIDATE })
}

// serveStatic has already built its response, so the header goes on that response.
function withCacheControl(response: Response, value: string): Response {
  response.headers.set('Cache-Control', value)
  return response
}
