import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { aCategory, aProduct } from '../support/portal-builders'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

describe('GET /portal-api/api/customized-products', () => {
  it("lists the caller's brand's active products with their active options", async () => {
    const w = await aPortalWorld(t)
    const response = await api(t.app, w.tokens.shopA).get('/api/customized-products')
    const body = await expectJson(response)
    expect(response.headers.get('x-total-count')).toBe('2')
    expect(body.map((product: { name: string }) => product.name)).toEqual(['Coffret aimanté', 'Sac kraft'])
    expect(body[1]).toEqual({
      id: w.bag.id,
      name: 'Sac kraft',
      reference: 'SAC-KRAFT',
      description: w.bag.description,
      image_url: null,
      category: { id: w.bags.id, name: 'Sacs' },
      options: [
        {
          id: w.bag.options[0]?.id,
          label: 'Petit',
          unit_price: 50,
          price_tiers: [],
          minimum_quantity: 100,
          pack_multiple: 50,
          proof_required: false,
          stock: null,
        },
        {
          id: w.bag.options[1]?.id,
          label: 'Grand',
          unit_price: 80,
          price_tiers: [],
          minimum_quantity: 250,
          pack_multiple: 25,
          proof_required: false,
          stock: null,
        },
      ],
      estimated_delivery: null,
      estimated_delivery_from_stock: null,
    })
  })

  it('hides inactive products, inactive options and products without an active option', async () => {
    const w = await aPortalWorld(t)
    await aProduct(t.db, w.brand.id, { name: 'Retiré', active: false })
    await aProduct(t.db, w.brand.id, { name: 'Sans option', options: [{ active: false }] })
    const optionId = w.bag.options[1]?.id ?? 0
    await t.db.update(productOptions).set({ active: false }).where(eq(productOptions.id, optionId))

    const body = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))

    expect(body.map((product: { name: string }) => product.name)).toEqual(['Coffret aimanté', 'Sac kraft'])
    expect(body[1].options.map((option: { label: string }) => option.label)).toEqual(['Petit'])
  })

  it('filters by category and by text, case-insensitively, with % and _ taken literally', async () => {
    const w = await aPortalWorld(t)
    await aProduct(t.db, w.brand.id, { name: 'Étiquette 100% coton', reference: 'ETQ_1', categoryId: w.bags.id })
    const client = api(t.app, w.tokens.shopA)

    const inBags = await expectJson(client.get(`/api/customized-products?category=${w.bags.id}`))
    expect(inBags.map((product: { name: string }) => product.name)).toEqual(['Étiquette 100% coton', 'Sac kraft'])
    const byText = await expectJson(client.get('/api/customized-products?q=KRAFT'))
    expect(byText.map((product: { name: string }) => product.name)).toEqual(['Sac kraft'])
    const byReference = await expectJson(client.get('/api/customized-products?q=cof-'))
    expect(byReference.map((product: { name: string }) => product.name)).toEqual(['Coffret aimanté'])
    const literalPercent = await expectJson(client.get(`/api/customized-products?q=${encodeURIComponent('0%')}`))
    expect(literalPercent.map((product: { name: string }) => product.name)).toEqual(['Étiquette 100% coton'])
    const literalUnderscore = await expectJson(client.get('/api/customized-products?q=_'))
    expect(literalUnderscore.map((product: { reference: string }) => product.reference)).toEqual(['ETQ_1'])
  })

  it('pages and sorts, with the total of every page in x-total-count', async () => {
    const w = await aPortalWorld(t)
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await aProduct(t.db, w.brand.id, { name, reference: `Z-${name}` })
    const client = api(t.app, w.tokens.shopA)

    const page = await client.get('/api/customized-products?_start=1&_limit=2&_sort=name&_order=DESC')
    const body = await expectJson(page)
    expect(page.headers.get('x-total-count')).toBe('5')
    expect(body.map((product: { name: string }) => product.name)).toEqual(['Coffret aimanté', 'Charlie'])

    const byReference = await expectJson(client.get('/api/customized-products?_sort=reference&_order=asc&_limit=1'))
    expect(byReference.map((product: { reference: string }) => product.reference)).toEqual(['COF-AIM'])

    const past = await client.get('/api/customized-products?_start=50&_limit=10')
    expect(await expectJson(past)).toEqual([])
    expect(past.headers.get('x-total-count')).toBe('5')
  })

  it("never shows another brand's products", async () => {
    const w = await aPortalWorld(t)
    const body = await expectJson(api(t.app, w.tokens.stranger).get('/api/customized-products'))
    expect(body.map((product: { id: number }) => product.id)).toEqual([w.foreign.id])
    const empty = await expectJson(api(t.app, w.tokens.stranger).get(`/api/customized-products?category=${w.bags.id}`))
    expect(empty).toEqual([])
  })

  it.each([
    ['_sort=price', 'Requête invalide : _sort est invalide.'],
    ['_order=sideways', 'Requête invalide : _order est invalide.'],
    ['_start=-1', 'Requête invalide : _start est invalide.'],
    ['category=abc', 'Requête invalide : category est invalide.'],
  ])('answers 400 naming a bad parameter (%s)', async (query, message) => {
    const w = await aPortalWorld(t)
    const response = await api(t.app, w.tokens.shopA).get(`/api/customized-products?${query}`)
    expect(await expectJson(response, 400)).toEqual({ message })
  })
})

describe('GET /portal-api/api/categories', () => {
  it('lists the categories holding orderable products of the brand, with their counts', async () => {
    const w = await aPortalWorld(t)
    await aCategory(t.db, w.brand.id, { name: 'Vide', slug: 'vide' })
    const retired = await aCategory(t.db, w.brand.id, { name: 'Retirés', slug: 'retires' })
    await aProduct(t.db, w.brand.id, { categoryId: retired.id, active: false })
    await aProduct(t.db, w.brand.id, { categoryId: w.bags.id })

    const body = await expectJson(api(t.app, w.tokens.shopA).get('/api/categories'))

    expect(body).toEqual([
      { id: w.boxes.id, name: 'Boîtes', slug: 'boites', product_count: 1 },
      { id: w.bags.id, name: 'Sacs', slug: 'sacs', product_count: 2 },
    ])
  })

  it("does not list another brand's categories", async () => {
    const w = await aPortalWorld(t)
    await t.db.update(products).set({ categoryId: w.bags.id }).where(eq(products.id, w.foreign.id))
    const body = await expectJson(api(t.app, w.tokens.stranger).get('/api/categories'))
    expect(body).toEqual([])
  })
})
