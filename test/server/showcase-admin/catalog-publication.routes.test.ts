import { describe, expect, it } from 'vitest'
import { callShowcase } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { fakeWebDist, jsonLdOf, metaContent } from '../showcase/support/web-dist'
import { aMedia, answer, signedInShowcaseAdmin } from './support/home-fixtures'

// The public side of the showcase catalogue's back office (decision 036): an unpublished product is in no
// public list, page, category, sitemap or JSON-LD, yet administrators preview it; SEO fields feed heads.
const t = useTestApp({ webDistDir: fakeWebDist() })

async function aProduct(published: boolean) {
  const { call } = await signedInShowcaseAdmin(t.app, t.db)
  const category = await answer(await call('POST', '/admin/categories', { name: 'Coffrets' }), 201)
  const body = { name: 'Écrin secret', excerpt: 'Résumé', category_id: category.id }
  const created = await answer(await call('POST', '/admin/products', body), 201)
  await answer(await call('POST', `/admin/products/${created.id}/variants`, { reference: 'SEC-1' }), 201)
  // Published once it has a variant: a product without any cannot be.
  const product = published
    ? await answer(
        await call('PUT', `/admin/products/${created.id}`, { ...body, published, version: created.version }),
        200,
      )
    : created
  return { call, category, product }
}

const publicJson = async (path: string) => {
  const response = await callShowcase(t.app, 'GET', path)
  return { status: response.status, body: response.status === 200 ? await response.json() : null }
}

async function visibility(slug: string) {
  const list = await publicJson('/api/products')
  const category = await publicJson('/api/categories/coffrets')
  const detail = await publicJson(`/api/products/${slug}`)
  const sitemap = await (await t.app.request('/sitemap.xml')).text()
  const html = await (await t.app.request(`/produit/${slug}`)).text()
  return {
    list: list.body.some((card: { slug: string }) => card.slug === slug),
    total: (await callShowcase(t.app, 'GET', '/api/products')).headers.get('x-total-count'),
    category: category.body.products.some((card: { slug: string }) => card.slug === slug),
    detail: detail.status,
    sitemap: sitemap.includes(`/produit/${slug}<`),
    jsonLd: jsonLdOf(html).some((item) => item['@type'] === 'Product'),
  }
}

describe('an unpublished product', () => {
  it('is absent from every public read, and shows everywhere once published', async () => {
    const { call, category, product } = await aProduct(false)
    expect(await visibility(product.slug)).toEqual({
      list: false,
      total: '0',
      category: false,
      detail: 404,
      sitemap: false,
      jsonLd: false,
    })
    const body = { name: product.name, category_id: category.id, published: true, version: product.version }
    await answer(await call('PUT', `/admin/products/${product.id}`, body), 200)
    expect(await visibility(product.slug)).toEqual({
      list: true,
      total: '1',
      category: true,
      detail: 200,
      sitemap: true,
      jsonLd: true,
    })
  })

  it('is previewed by showcase administrators only, as the public page shows it', async () => {
    const { call, product } = await aProduct(false)
    const preview = await answer(await call('GET', `/admin/products/${product.id}/preview`), 200)
    expect(preview).toMatchObject({
      slug: product.slug,
      name: 'Écrin secret',
      published: false,
      category: { slug: 'coffrets', name: 'Coffrets' },
      variants: [expect.objectContaining({ reference: 'SEC-1' })],
    })
    const anonymous = await callShowcase(t.app, 'GET', `/admin/products/${product.id}/preview`)
    expect(anonymous.status).toBe(401)
    expect((await call('GET', '/admin/products/999999/preview')).status).toBe(404)
  })
})

describe('the page heads of the catalogue', () => {
  it('use the SEO fields of a product and of a category when set', async () => {
    const { call, category, product } = await aProduct(true)
    const image = await aMedia(t.db, 'image')
    const seo = { seo_title: 'Écrin pour les moteurs', seo_description: 'Description SEO', seo_image_id: image }
    await answer(
      await call('PUT', `/admin/products/${product.id}`, {
        name: product.name,
        category_id: category.id,
        published: true,
        version: product.version,
        ...seo,
      }),
      200,
    )
    const html = await (await t.app.request(`/produit/${product.slug}`)).text()
    expect(html).toContain('<title>Écrin pour les moteurs')
    expect(metaContent(html, 'name', 'description')).toBe('Description SEO')
    expect(metaContent(html, 'property', 'og:image')).toContain('/media/test-image-')
    await answer(
      await call('PUT', `/admin/categories/${category.id}`, {
        name: 'Coffrets',
        version: 1,
        seo_title: 'Nos coffrets',
      }),
      200,
    )
    const categoryHtml = await (await t.app.request('/categorie-produit/coffrets')).text()
    expect(categoryHtml).toContain('<title>Nos coffrets')
  })
})
