import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../support/test-app'

// A fake build: big enough for compression to apply (the threshold is 1 KiB).
const distDir = mkdtempSync(join(tmpdir(), 'ecrin-web-'))
const INDEX_HTML =
  '<!doctype html><html lang="fr"><head><title>Écrin</title></head><body><div id="root"></div>' +
  `${'<!-- remplissage -->'.repeat(100)}</body></html>`
const ASSET_JS = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `produit-${i}`))}\n`
mkdirSync(join(distDir, 'assets'))
writeFileSync(join(distDir, 'index.html'), INDEX_HTML)
writeFileSync(join(distDir, 'assets', 'index-Bx12abCd.js'), ASSET_JS)
// Build-time twins (scripts/vite-precompress.ts) for one asset only.
writeFileSync(join(distDir, 'assets', 'vendor-Zz98yxWv.js'), ASSET_JS)
writeFileSync(join(distDir, 'assets', 'vendor-Zz98yxWv.js.br'), brotliCompressSync(ASSET_JS))
writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const t = useTestApp({ webDistDir: distDir })

describe('web app', () => {
  it('serves index.html at / and makes the browser revalidate it', async () => {
    const response = await t.app.request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    // The home page is a public showcase page: server/seo writes its own head into the build's
    // (test/server/showcase/head-injection.test.ts); the body is the build's.
    const html = await response.text()
    // Sent as React renders it: no length (index.html's, left by serveStatic, would cut the page off).
    expect(response.headers.get('content-length')).toBeNull()
    expect(html).toContain('<title>Emballages personnalisés sur mesure | Écrin</title>')
    // The body is the build's, with the page rendered into #root and the router's data after it.
    const body = html.slice(html.indexOf('</head>'))
    expect(body.startsWith('</head><body><div id="root"><')).toBe(true)
    expect(body.endsWith(INDEX_HTML.slice(INDEX_HTML.indexOf('<!-- remplissage -->')))).toBe(true)
  })

  it.each(['/account/catalog', '/panier/confirm/12', '/vitrine/backoffice'])(
    'falls back to index.html with 200 for the client route %s',
    async (path) => {
      const response = await t.app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(INDEX_HTML)
    },
  )

  it.each(['/une-page-inconnue', '/portal-apix'])(
    'answers the unknown page %s with 404 and the not-found page',
    async (path) => {
      const response = await t.app.request(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Page introuvable')
    },
  )

  it('serves fingerprinted assets as immutable for a year', async () => {
    const response = await t.app.request('/assets/index-Bx12abCd.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(ASSET_JS)
  })

  it('compresses text files when the browser accepts gzip', async () => {
    const response = await t.app.request('/assets/index-Bx12abCd.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(ASSET_JS.length)
    expect(gunzipSync(body).toString('utf8')).toBe(ASSET_JS)
  })

  it('compresses the history fallback too', async () => {
    const response = await t.app.request('/account/order', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(INDEX_HTML)
  })

  it('answers 404 for a missing asset instead of HTML', async () => {
    const response = await t.app.request('/assets/index-old.js')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<html')
  })

  it('serves other files of the build with a short cache', async () => {
    const response = await t.app.request('/favicon.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('does not serve files outside the build directory', async () => {
    const response = await t.app.request('/..%2f..%2fetc%2fpasswd')
    expect(await response.text()).not.toContain('root:')
  })

  it('keeps API paths out of the fallback', async () => {
    const response = await t.app.request('/portal-api/unknown/page')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Ressource introuvable.' })
  })

  it('answers 404 JSON to a non-GET request outside the APIs', async () => {
    const response = await t.app.request('/account/catalog', { method: 'POST' })
    expect(response.status).toBe(404)
  })

  it('sends the build-time brotli twin of an asset to a browser that accepts it', async () => {
    const response = await t.app.request('/assets/vendor-Zz98yxWv.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ASSET_JS)
  })

  it('falls back to the plain asset for a client without brotli', async () => {
    const response = await t.app.request('/assets/vendor-Zz98yxWv.js', { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(ASSET_JS)
  })
})
