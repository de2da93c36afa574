import { describe, expect, it } from 'vitest'
import { createServerRenderer } from '../../../../src/ui/app/server-render'

// The Storefront API as the renderer reaches it in-process, broken: every call answers 500.
const broken = async () =>
  new Response(JSON.stringify({ message: 'Erreur interne du serveur.' }), {
    status: 500,
    headers: { 'Content-Type': 'application/json' },
  })
const render = createServerRenderer({
  showcaseFetch: broken,
  showcaseUrl: '/storefront-api',
  site: { origin: 'https://www.ecrin.test', mainSiteUrl: null },
})

describe('a public page whose data cannot be read', () => {
  it('answers 500 with the French error page, and no stack trace in the page or its scripts', async () => {
    const page = await render(new Request('https://www.ecrin.test/faq'))
    if (page.kind !== 'page') throw new Error(`expected a rendered page, got ${page.kind}`)
    expect(page.status).toBe(500)
    const html = await new Response(page.body).text()
    const scripts = await page.scripts
    expect(html).toContain('<h1>Une erreur inattendue est survenue</h1>')
    // The site's frame stays (the layout's own data is optional): the visitor can go on elsewhere.
    expect(html).toContain('aria-label="Navigation principale"')
    // The router hands the error to the browser by its message alone.
    expect(scripts).toContain('s:"error"')
    expect(`${html}${scripts}`).not.toMatch(/\bat [\w.<>]+ \(|\.tsx?:\d+|node_modules|stack/)
  })

  it('answers 404 for an unknown address, inside the site’s frame', async () => {
    const page = await render(new Request('https://www.ecrin.test/nimportequoi'))
    if (page.kind !== 'page') throw new Error(`expected a rendered page, got ${page.kind}`)
    expect(page.status).toBe(404)
    expect(await new Response(page.body).text()).toContain('Page introuvable')
  })
})
