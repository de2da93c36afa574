import { describe, expect, it } from 'vitest'
import { SessionExpired } from '../../../src/application/errors'
import { CatalogGateway, type ProductQuery } from '../../../src/application/portal/ports/catalog-gateway'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue } from '../../support/portal-catalogue'

// The browser's catalogue adapter against the real server: each test reads a brand of its own.

const live = useLiveServer()

const paging = (first: number, rows: number, sortField: string | null = null, sortOrder: number | null = null) => ({
  first,
  rows,
  sortField,
  sortOrder,
})

async function signedIn(options: { recordInto?: URL[] } = {}) {
  const catalogue = await aShopCatalogue(live.db)
  const recording = withFetch(live, (fetch) => (input, init) => {
    options.recordInto?.push(new URL(input))
    return fetch(input, init)
  })
  const portal = liveGateways(recording)
  portal.save('shop', await live.loginShop(catalogue.shop.identifiant, DEFAULT_PASSWORD))
  const listCategories = () => portal.run(CatalogGateway.use((g) => g.categories()))
  const listProducts = (query: ProductQuery) => portal.run(CatalogGateway.use((g) => g.products(query)))
  return { ...catalogue, portal, listCategories, listProducts }
}

describe('CatalogGateway over the live server', () => {
  it('lists the categories holding active products of the caller’s brand, by name, with their counts', async () => {
    const h = await signedIn()
    const { boxes, bags, finishes } = h.categories
    expect(await h.listCategories()).toEqual([
      { id: boxes.id, name: 'Boîtes', slug: 'boites', productCount: 2 },
      { id: finishes.id, name: 'Finitions', slug: 'finitions', productCount: 2 },
      { id: bags.id, name: 'Sacs', slug: 'sacs', productCount: 2 },
    ])
  })

  it('shows another brand only its own categories', async () => {
    const h = await signedIn()
    const other = liveGateways(live)
    other.save('shop', await live.loginShop(h.foreignShop.identifiant, DEFAULT_PASSWORD))
    const categories = await other.run(CatalogGateway.use((g) => g.categories()))
    expect(categories.map((c) => [c.name, c.productCount])).toEqual([['Boîtes', 1]])
  })

  it('pages the brand catalogue by name with the total of every page', async () => {
    const h = await signedIn()
    const first = await h.listProducts({ paging: paging(0, 4) })
    const second = await h.listProducts({ paging: paging(4, 4) })
    expect(first.total).toBe(6)
    expect(second.total).toBe(6)
    expect(first.items.map((p) => p.name)).toEqual([
      'Boîte à macarons',
      'Coffret chocolats',
      'Étiquette adhésive',
      'Ruban satin',
    ])
    expect(second.items.map((p) => p.name)).toEqual(['Sac kraft', 'Sac papier luxe'])
  })

  it('counts every product even when the page asked for lies past the end', async () => {
    const h = await signedIn()
    expect(await h.listProducts({ paging: paging(40, 10) })).toEqual({ items: [], total: 6 })
  })

  it('sorts by reference, descending for a negative order', async () => {
    const h = await signedIn()
    const page = await h.listProducts({ paging: paging(0, 3, 'reference', -1) })
    expect(page.items.map((p) => p.reference)).toEqual(['REF-106', 'REF-105', 'REF-104'])
  })

  it('filters by category and by search text, whatever its case and surrounding spaces', async () => {
    const h = await signedIn()
    const { kraft, luxuryBag } = h.products
    const bags = await h.listProducts({ paging: paging(0, 10), categoryId: h.categories.bags.id })
    expect(bags.items.map((p) => p.id)).toEqual([kraft.id, luxuryBag.id])
    const found = await h.listProducts({ paging: paging(0, 10), search: '  SAC ' })
    expect(found).toMatchObject({ total: 2, items: [{ id: kraft.id }, { id: luxuryBag.id }] })
    const accented = await h.listProducts({ paging: paging(0, 10), search: 'étiquette' })
    expect(accented.items.map((p) => p.name)).toEqual(['Étiquette adhésive'])
    expect(await h.listProducts({ paging: paging(0, 10), search: 'introuvable' })).toEqual({ items: [], total: 0 })
  })

  it('asks in the range dialect with category and trimmed search', async () => {
    const sent: URL[] = []
    const h = await signedIn({ recordInto: sent })
    await h.listProducts({ paging: paging(20, 10, 'name', 1), categoryId: h.categories.bags.id, search: '  sac ' })
    const url = sent.at(-1)
    expect(url?.pathname).toBe('/portal-api/api/customized-products')
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      _start: '20',
      _limit: '10',
      _sort: 'name',
      _order: 'ASC',
      category: String(h.categories.bags.id),
      q: 'sac',
    })
  })

  it('gives each product its category and its active options with their quantity rules', async () => {
    const h = await signedIn()
    const { kraft } = h.products
    const page = await h.listProducts({ paging: paging(0, 10), search: 'REF-103' })
    expect(page.items).toEqual([
      {
        id: kraft.id,
        name: 'Sac kraft',
        reference: 'REF-103',
        description: 'Sac kraft personnalisé à votre marque.',
        imageUrl: null,
        category: { id: h.categories.bags.id, name: 'Sacs' },
        options: [
          {
            id: kraft.options[0]?.id,
            label: 'S',
            unitPriceCents: 40,
            priceTiers: [],
            minimumQuantity: 200,
            packMultiple: 100,
            proofRequired: false,
            // No stock account for the brand (docs/decisions/077-brand-stock.md).
            stock: null,
          },
          {
            id: kraft.options[1]?.id,
            label: 'M',
            unitPriceCents: 55,
            priceTiers: [],
            minimumQuantity: 200,
            packMultiple: 100,
            proofRequired: false,
            // No stock account for the brand (docs/decisions/077-brand-stock.md).
            stock: null,
          },
        ],
        // No production time: no promise (docs/decisions/075-price-tiers-price-lists-lead-times.md).
        estimatedDelivery: null,
        estimatedDeliveryFromStock: null,
      },
    ])
  })

  it('never shows another brand’s products nor withdrawn ones', async () => {
    const h = await signedIn()
    const ids = (await h.listProducts({ paging: paging(0, 50) })).items.map((p) => p.id)
    expect(ids).not.toContain(h.foreign.id)
    expect(ids).not.toContain(h.products.withdrawn.id)
  })

  it('reads the demo catalogue of Maison Lemoine for a demo shop', async () => {
    const portal = liveGateways(live)
    portal.save('shop', await live.loginShop('boutique-lyon'))
    const categories = await portal.run(CatalogGateway.use((g) => g.categories()))
    expect(categories.map((c) => c.name)).toContain('Sacs')
    const page = await portal.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 50), search: 'ML-ETUI' })))
    // The demo's "Étui fenêtre" option is inactive: only the two others are orderable.
    expect(page.items.map((p) => [p.name, p.options.length])).toEqual([['Étui carton', 2]])
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const portal = liveGateways(live)
    expect(await portal.flip(CatalogGateway.use((g) => g.categories()))).toBeInstanceOf(SessionExpired)
  })
})
