import { Layer } from 'effect'
import { type Category, CatalogGateway, type Product } from '../../application/ports/catalog-gateway'
import type { Page } from '../../application/ports/portal-data'
import { catalogQuery } from './catalog-query'
import { asCaller } from './memory-caller.memory'
import { productView } from './portal-views.memory'
import { type MemoryProduct, type MemoryShop, ok, type Outcome, type PortalWorld } from './portal-world.memory'
import { compareBy, type ListWindow, rangeWindow, sliceWindow } from './list-window.memory'

// The shop's catalogue: its brand's active products, each with its active options (decisions §5).

function orderable(world: PortalWorld, caller: MemoryShop): MemoryProduct[] {
  return [...world.products.values()].filter((product) => product.brandId === caller.brandId && product.active)
}

export function listCategoriesOp(world: PortalWorld, caller: MemoryShop): Outcome<Category[]> {
  const products = orderable(world, caller)
  return ok(
    world.categories.flatMap((category) => {
      const productCount = products.filter((product) => product.categoryId === category.id).length
      return productCount === 0 ? [] : [{ ...category, productCount }]
    }),
  )
}

const byName = (product: MemoryProduct): string => product.name

const SORT_KEYS: Record<string, (product: MemoryProduct) => string> = {
  name: byName,
  reference: (product) => product.reference,
  created_at: (product) => product.createdAt,
}

function matches(product: MemoryProduct, text: string): boolean {
  const needle = text.toLocaleLowerCase('fr')
  return [product.name, product.reference, product.description ?? ''].some((field) => field.toLocaleLowerCase('fr').includes(needle))
}

/** `category` and `q` ride in the window's filters, as in the query string. */
export function listProductsOp(world: PortalWorld, caller: MemoryShop, window: ListWindow): Outcome<Page<Product>> {
  const category = window.filters.category
  const text = window.filters.q?.trim() ?? ''
  const selected = orderable(world, caller)
    .filter((product) => category === undefined || String(product.categoryId) === category)
    .filter((product) => text === '' || matches(product, text))
    .sort(compareBy(SORT_KEYS[window.sort ?? ''] ?? byName, window.sort === null ? 'ASC' : window.order))
  const page = sliceWindow(selected, window)
  return ok({ items: page.items.map((product) => productView(world, product)), total: page.total })
}

export function catalogGatewayMemory(world: PortalWorld): Layer.Layer<CatalogGateway> {
  return Layer.succeed(
    CatalogGateway,
    CatalogGateway.of({
      categories: () => asCaller(world, (caller) => listCategoriesOp(world, caller)),
      products: (query) =>
        asCaller(world, (caller) => listProductsOp(world, caller, rangeWindow(catalogQuery(query)))),
    }),
  )
}
