import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { aShop } from '../../support/builders'
import { logInShop } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

// CSP with a nonce per answer, Permissions-Policy, no-store for callers' answers,
// HSTS only over https (decision 020). The fixture is shaped like Vite's build output (module entry, module
// preload, stylesheet).
const distDir = mkdtempSync(join(tmpdir(), 'ecrin-web-csp-'))
const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Écrin — Emballages personnalisés</title>
    <script type="module" crossorigin src="/assets/index-Bx12abCd.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Zz98yxWv.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Cc34deFg.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`
mkdirSync(join(distDir, 'assets'))
writeFileSync(join(distDir, 'index.html'), INDEX_HTML)
writeFileSync(join(distDir, 'assets', 'index-Bx12abCd.js'), 'export {}\n')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const t = useTestApp({ webDistDir: distDir })

function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/))
  return new Map(entries.filter(([name]) => name !== '').map(([name = '', ...values]) => [name, values]))
}

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? []
}

const PAGES = ['/', '/account/catalog', '/produits/une-categorie-inconnue']

describe('Content-Security-Policy on pages', () => {
  it.each(PAGES)('gives %s a nonce that every script carries', async (path) => {
    const response = await t.app.request(path)
    const csp = directives(response.headers.get('content-security-policy'))
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src')?.join(' ') ?? '')?.[1]
    expect(nonce).toBeDefined()
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    const scripts = scriptTags(await response.text())
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('puts the nonce on the JSON-LD of a public page and starts its module entry after the first paint', async () => {
    const html = await (await t.app.request('/')).text()
    const scripts = scriptTags(html)
    expect(scripts.some((tag) => tag.includes('type="application/ld+json"'))).toBe(true)
    // The rendered page loads its scripts once painted (docs/decisions/051): the entry and its preload
    // are started by one inline module, which carries the nonce like every other script.
    expect(scripts.filter((tag) => tag.includes('src="/assets/index-Bx12abCd.js"'))).toHaveLength(0)
    expect(html).not.toContain('rel="modulepreload"')
    const starter = html.match(/<script nonce="[^"]+" type="module">[\s\S]*?<\/script>/g) ?? []
    expect(starter).toHaveLength(1)
    expect(starter[0]).toContain('import("/assets/index-Bx12abCd.js")')
    expect(starter[0]).toContain('"/assets/vendor-Zz98yxWv.js"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cc34deFg.css">')
  })

  it('keeps the module entry and its preload as built on a page the browser renders', async () => {
    const html = await (await t.app.request('/account/catalog')).text()
    expect(scriptTags(html).filter((tag) => tag.includes('src="/assets/index-Bx12abCd.js"'))).toHaveLength(1)
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-Zz98yxWv.js">')
  })

  it('draws a new nonce for every answer', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const policy = (await t.app.request('/account/catalog')).headers.get('content-security-policy') ?? ''
      nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? '')
    }
    expect(nonces.size).toBe(3)
  })

  it('allows the analytics origin only when one is configured', async () => {
    const app = t.appWith((deps) => ({ ...deps, analyticsOrigin: 'https://mesure.exemple.fr' }))
    const csp = directives((await app.request('/')).headers.get('content-security-policy'))
    expect(csp.get('script-src')).toContain('https://mesure.exemple.fr')
    expect(csp.get('connect-src')).toContain('https://mesure.exemple.fr')
    const without = (await t.app.request('/')).headers.get('content-security-policy') ?? ''
    expect(without).not.toContain('mesure.exemple.fr')
    expect(directives(without).get('script-src')?.join(' ')).not.toContain('unsafe-inline')
  })
})

describe('other security headers', () => {
  it('turns powerful features off on pages and API answers', async () => {
    for (const path of ['/', '/storefront-api/api/categories', '/portal-api/auth/current']) {
      const policy = (await t.app.request(path)).headers.get('permissions-policy') ?? ''
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect(policy).toContain(feature)
      }
    }
  })

  it('sends no-store on answers with tokens and on every answer to a caller with a bearer token', async () => {
    const shop = await aShop(t.db)
    const login = await t.app.request('/portal-api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: shop.identifiant, password: shop.password }),
    })
    expect(login.status).toBe(200)
    expect(login.headers.get('cache-control')).toBe('no-store')
    const { access_token } = await logInShop(t.app, shop)
    const bearer = { headers: { Authorization: `Bearer ${access_token}` } }
    const current = await t.app.request('/portal-api/auth/current', bearer)
    expect(current.headers.get('cache-control')).toBe('no-store')
    const withToken = await t.app.request('/storefront-api/api/categories', bearer)
    expect(withToken.headers.get('cache-control')).toBe('no-store')
    // A public read without credentials keeps its shared cache (contract).
    expect((await t.app.request('/storefront-api/api/categories')).headers.get('cache-control')).toMatch(/^public/)
  })

  it('sends HSTS only over https', async () => {
    expect((await t.app.request('/')).headers.get('strict-transport-security')).toBeNull()
    const hsts = (response: Response) => response.headers.get('strict-transport-security')
    expect(hsts(await t.app.request('https://ecrin.test/'))).toMatch(/^max-age=\d+/)
    const behindTls = t.appWith((deps) => {
      const site = { ...deps.showcase.site, publicUrl: 'https://www.ecrin.fr' }
      return { ...deps, showcase: { ...deps.showcase, site } }
    })
    expect((await behindTls.request('/')).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })
})
