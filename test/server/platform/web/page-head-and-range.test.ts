import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHOWCASE } from '../../showcase/support/showcase-content'
import { useShowcaseApp } from '../../showcase/support/showcase-test-app'
import { fakeWebDist } from '../../showcase/support/web-dist'

// HEAD and Range on pages (docs/decisions/060-pages-head-and-range.md): a page is rendered from
// index.html, never served as the file; HEAD gets the GET's status and headers, Range is ignored.
const distDir = fakeWebDist()
const ASSET = `export const bytes = '${'0123456789'.repeat(20)}'\n`
writeFileSync(join(distDir, 'assets', 'entry-Ab12Cd34.js'), ASSET)
const t = useShowcaseApp({ seed: 'once', webDistDir: distDir })

const product = SHOWCASE.products[0]?.slug
const RENDERED = ['/', '/catalogue', `/produit/${product}`, '/actualites', '/nous-contacter', '/index.html']
const NOT_FOUND = ['/une-page-inconnue', '/favicon.ico', '/produit/inconnu']
const CLIENT = ['/login', '/panier', '/account/catalog']
const SAME_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options']

// The CSP carries a nonce of each answer's own.
const headersOf = (response: Response) =>
  SAME_HEADERS.map((name) => [name, response.headers.get(name)?.replace(/'nonce-[^']+'/g, "'nonce'") ?? null])

describe('HEAD on a page', () => {
  it.each([...RENDERED, ...NOT_FOUND, ...CLIENT])(
    'answers %s with the GET’s status and headers, no body',
    async (path) => {
      const get = await t.app.request(path)
      await get.arrayBuffer()
      const head = await t.app.request(path, { method: 'HEAD' })
      expect(head.status).toBe(get.status)
      expect(head.status).toBeLessThan(500)
      expect(headersOf(head)).toEqual(headersOf(get))
      expect(head.headers.get('content-range')).toBeNull()
      expect((await head.arrayBuffer()).byteLength).toBe(0)
      expect(t.logger.errors).toEqual([])
    },
  )

  it('gives a page left to the browser the length its GET sends', async () => {
    const get = await t.app.request('/login')
    const sent = (await get.arrayBuffer()).byteLength
    const head = await t.app.request('/login', { method: 'HEAD' })
    expect(Number(head.headers.get('content-length'))).toBe(sent)
    expect(sent).toBeGreaterThan(100)
  })
})

describe('Range on a page', () => {
  it.each(
    [...RENDERED, ...NOT_FOUND, ...CLIENT].flatMap((path) => ['bytes=0-10', 'bytes=5-'].map((range) => [path, range])),
  )('answers %s with the whole page whatever Range %s says', async (path, range) => {
    const whole = await t.app.request(path)
    const wholeText = await whole.text()
    const response = await t.app.request(path, { headers: { Range: range } })
    const text = await response.text()
    expect(response.status).toBe(whole.status)
    expect(response.headers.get('content-range')).toBeNull()
    expect(response.headers.get('accept-ranges')).toBeNull()
    expect(text.startsWith('<!doctype html>')).toBe(true)
    expect(text.endsWith('</html>\n')).toBe(wholeText.endsWith('</html>\n'))
    const length = response.headers.get('content-length')
    if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text))
    expect(t.logger.errors).toEqual([])
  })

  it('still serves a range of a static file', async () => {
    const response = await t.app.request('/assets/entry-Ab12Cd34.js', { headers: { Range: 'bytes=0-9' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${ASSET.length}`)
    expect(await response.text()).toBe(ASSET.slice(0, 10))
  })

  it('answers HEAD on a static file with its length and no body', async () => {
    const response = await t.app.request('/assets/entry-Ab12Cd34.js', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBe(ASSET.length)
    expect((await response.arrayBuffer()).byteLength).toBe(0)
  })
})
