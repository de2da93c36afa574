import { describe, expect, it } from 'vitest'
import { CatalogGateway, type ProductQuery } from '../../../src/application/portal/ports/catalog-gateway'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue } from '../../support/portal-catalogue'

const live = useLiveServer()

// Calls with no rule of the browser's go to the port itself, as the screens do (docs/decisions/056).
const listCategories = () => CatalogGateway.use((catalog) => catalog.categories())
const listProducts = (query: ProductQuery) => CatalogGateway.use((catalog) => catalog.products(query))

describe('catalogue calls over the live server', () => {
  it('lists categories and one filtered page of products', async () => {
    const catalogue = await aShopCatalogue(live.db)
    const portal = liveGateways(live)
    portal.save('shop', await live.loginShop(catalogue.shop.identifiant, DEFAULT_PASSWORD))
    expect((await portal.run(listCategories())).map((category) => category.name)).toEqual([
      'Boîtes',
      'Finitions',
      'Sacs',
    ])
    const page = await portal.run(
      listProducts({ paging: { first: 0, rows: 1 }, categoryId: catalogue.categories.boxes.id }),
    )
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Boîte à macarons' }] })
  })
})
