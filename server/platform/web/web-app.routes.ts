import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { jsonNotFound } from '../http/error-handler'
import type { CspNonceEnv } from '../http/security-headers'
import type { ServerPage } from '../../../src/ui/app/server-render'
import { pageStream } from './page-stream'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT_LIVED = 'public, max-age=3600'

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Écrin</title>\n' +
  "<p>L'application web n'est pas encore construite : " +
  'lancez <code>npm run build</code> puis redémarrez le serveur.</p></html>'

// renderPage renders a public page on the server (src/ui/app/server-render.tsx) into index.html:
// people see it before the JavaScript arrives and crawlers read it whole. Other pages stay empty.
export type PageRenderer = (request: Request, nonce: string | undefined) => Promise<ServerPage>
export type WebAppOptions = { distDir: string; apiPrefixes: readonly string[]; renderPage?: PageRenderer }

// Serves the built single-page app. Vite fingerprints everything under /assets/, so those files
// never change under one name and are cached for a year; index.html is always revalidated so a new
// deployment is picked up on the next navigation.
export function webAppRoutes(options: WebAppOptions) {
  const routes = new Hono<CspNonceEnv>()
  const isApiPath = (path: string) =>
    options.apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

  if (!existsSync(options.distDir)) {
    routes.get('*', (c) => (isApiPath(c.req.path) ? jsonNotFound(c) : c.html(NOT_BUILT_PAGE, 503)))
    return routes
  }

  // Fingerprinted assets have .br/.gz twins written at build time (scripts/vite-precompress.ts).
  const serveFile = serveStatic({ root: options.distDir, precompressed: true })
  const indexPath = join(options.distDir, 'index.html')
  const noNext = async () => undefined

  routes.get('*', async (c) => {
    const path = c.req.path
    if (isApiPath(path)) return jsonNotFound(c)
    // One URL per page: /actualites/ and /actualites are one page, and the second is its address.
    if (path.length > 1 && path.endsWith('/')) return permanentRedirect(c, withoutTrailingSlash(c.req.url))
    // A page is never a static file: serveStatic would answer HEAD and Range (206) for index.html itself,
    // and leave its length and range on this answer (docs/decisions/060-pages-head-and-range.md).
    if (isPagePath(path)) return servePage(c, indexPath, options.renderPage)
    const isAsset = path.startsWith('/assets/')
    const file = await serveFile(c, noNext)
    if (file instanceof Response) {
      if (!isHtml(file)) return withCacheControl(file, isAsset ? IMMUTABLE : SHORT_LIVED)
      // Another HTML file of the build: a page all the same, from index.html, without the file's headers.
      await file.body?.cancel()
      for (const name of STATIC_FILE_HEADERS) c.header(name, undefined)
      return servePage(c, indexPath, options.renderPage)
    }
    // A missing fingerprinted file is a stale reference: answering HTML for a script breaks the page.
    if (isAsset) return c.text('Ressource introuvable.', 404)
    // History fallback: client-side routes (and the app's own 404 page) live in index.html.
    return servePage(c, indexPath, options.renderPage)
  })
  return routes
}

// What serveStatic writes on the context for a file (a range, a precompressed twin), none of which a page keeps.
const STATIC_FILE_HEADERS = ['Content-Length', 'Content-Range', 'Accept-Ranges', 'Content-Encoding', 'Last-Modified']

const isPagePath = (path: string) => path === '/' || /\.html?$/i.test(path)

const isHtml = (response: Response) => /^text\/html/i.test(response.headers.get('Content-Type') ?? '')

// The built page, with this page's head when renderPage knows it, and the nonce on its scripts. HEAD gets
// the GET's status and headers (a rendered page's status is only known once its loaders have run), no body.
async function servePage(c: Context<CspNonceEnv>, indexPath: string, renderPage?: PageRenderer): Promise<Response> {
  const built = await readFile(indexPath, 'utf8').catch(() => null)
  if (built === null) return c.html(NOT_BUILT_PAGE, 503)
  const nonce = c.get('cspNonce')
  const head = c.req.method === 'HEAD'
  const page: ServerPage = renderPage === undefined ? { kind: 'client' } : await renderPage(c.req.raw, nonce)
  if (page.kind === 'redirect') return redirectTo(c, page.location, page.status === 301 ? 301 : 302)
  if (page.kind === 'page') {
    const status = page.status as 200 | 404 | 500
    const headers = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': REVALIDATE }
    // Cancelling ends React's render and releases the router (src/ui/app/server-stream.ts).
    if (head) {
      await page.body.cancel()
      return c.body(null, status, headers)
    }
    // Sent as it is rendered: no length is known.
    return c.body(
      pageStream(built, page, (html) => withScriptNonce(html, nonce)),
      status,
      headers,
    )
  }
  const html = withScriptNonce(built, nonce)
  // The nonces lengthen the page: the length is this answer's, for HEAD as for GET.
  c.header('Content-Length', String(Buffer.byteLength(html)))
  if (head) return c.body(null, 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': REVALIDATE })
  return c.html(html, 200, { 'Cache-Control': REVALIDATE })
}

// serveStatic set the Content-Length of index.html on the context: a redirect must not keep it, or the
// client waits for a body that never comes (curl exit 18). A short page says where to go.
function permanentRedirect(c: Context<CspNonceEnv>, location: string): Response {
  return redirectTo(c, location, 301)
}

function redirectTo(c: Context<CspNonceEnv>, location: string, status: 301 | 302): Response {
  const body = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Page déplacée</title>
<p>Cette page a été déplacée : <a href="${escapeAttribute(location)}">${escapeAttribute(location)}</a>.</p></html>`
  c.header('Content-Length', String(Buffer.byteLength(body)))
  c.header('Location', location)
  c.header('Cache-Control', status === 301 ? 'public, max-age=3600' : REVALIDATE)
  return c.html(body, status)
}

const withoutTrailingSlash = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname.replace(/\/+$/, '') || '/'}${parsed.search}`
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Every <script> of the page, Vite's module entry and the JSON-LD blocks alike, carries the nonce
// that the Content-Security-Policy of this answer allows (server/platform/http/security-headers.ts). A
// "<script" inside a value cannot occur: head values are HTML-escaped and JSON-LD escapes "<".
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (nonce === undefined) return html
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`)
}

// serveStatic has already built its response, so the header goes on that response.
function withCacheControl(response: Response, value: string): Response {
  response.headers.set('Cache-Control', value)
  return response
}
