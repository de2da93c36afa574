import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SessionExpired } from '../../../src/application/errors'
import { CatalogGateway } from '../../../src/application/ports/catalog-gateway'
import { LYON, NANTES } from '../../../src/infrastructure/portal/portal-seed.memory'
import { portalAdapters } from './support/portal-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const paging = (first: number, rows: number, sortField: string | null = null, sortOrder: number | null = null) => ({ first, rows, sortField, sortOrder })

describe.each(portalAdapters(server))('CatalogGateway contract: %s', (_name, makeHarness) => {
  const signedIn = (shopId = LYON) => {
    const h = makeHarness()
    h.signIn(shopId)
    return h
  }

  it('lists the categories holding active products of the caller brand, with their counts', async () => {
    const h = signedIn()
    const categories = await h.run(CatalogGateway.use((g) => g.categories()))
    expect(categories).toEqual([
      { id: 1, name: 'Boîtes', slug: 'boites', productCount: 2 },
      { id: 2, name: 'Sacs', slug: 'sacs', productCount: 2 },
      { id: 3, name: 'Finitions', slug: 'finitions', productCount: 2 },
    ])
    const other = signedIn(NANTES)
    expect(await other.run(CatalogGateway.use((g) => g.categories()))).toEqual([{ id: 1, name: 'Boîtes', slug: 'boites', productCount: 1 }])
  })

  it('pages the brand catalogue by name with the total of every page', async () => {
    const h = signedIn()
    const first = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 4) })))
    const second = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(4, 4) })))
    expect(first.total).toBe(6)
    expect(second.total).toBe(6)
    expect(first.items.map((p) => p.name)).toEqual(['Boîte à macarons', 'Coffret chocolats', 'Étiquette adhésive', 'Ruban satin'])
    expect(second.items.map((p) => p.name)).toEqual(['Sac kraft', 'Sac papier luxe'])
  })

  it('sorts by reference, descending for a non-positive order', async () => {
    const h = signedIn()
    const page = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 3, 'reference', -1) })))
    expect(page.items.map((p) => p.reference)).toEqual(['REF-106', 'REF-105', 'REF-104'])
  })

  it('filters by category and by search text', async () => {
    const h = signedIn()
    const bags = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 10), categoryId: 2 })))
    expect(bags.items.map((p) => p.id)).toEqual([103, 104])
    const found = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 10), search: 'SAC' })))
    expect(found.items.map((p) => p.id)).toEqual([103, 104])
    expect(found.total).toBe(2)
  })

  it('gives each product its category and its active options with their quantity rules', async () => {
    const h = signedIn()
    const page = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 10), search: 'REF-103' })))
    expect(page.items).toEqual([
      {
        id: 103,
        name: 'Sac kraft',
        reference: 'REF-103',
        description: 'Sac kraft personnalisé à votre marque.',
        imageUrl: null,
        category: { id: 2, name: 'Sacs' },
        options: [
          { id: 1031, label: 'S', unitPriceCents: 40, minimumQuantity: 200, packMultiple: 100 },
          { id: 1032, label: 'M', unitPriceCents: 55, minimumQuantity: 200, packMultiple: 100 },
        ],
      },
    ])
  })

  it('never shows another brand’s products nor inactive ones', async () => {
    const h = signedIn()
    const page = await h.run(CatalogGateway.use((g) => g.products({ paging: paging(0, 50) })))
    expect(page.items.map((p) => p.id)).not.toContain(201)
    expect(page.items.map((p) => p.id)).not.toContain(107)
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const h = makeHarness()
    expect(await h.flip(CatalogGateway.use((g) => g.categories()))).toBeInstanceOf(SessionExpired)
  })
})
