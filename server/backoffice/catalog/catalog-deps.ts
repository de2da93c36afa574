import type { brandUseCases } from './brand.use-cases'
import type { categoryUseCases } from './category.use-cases'
import type { productUseCases } from './product.use-cases'

// The catalogue's use cases in the back office (brands, categories, products), wired by
// server/backoffice/backoffice.wiring.ts.
export type BackofficeCatalogDeps = {
  brands: ReturnType<typeof brandUseCases>
  categories: ReturnType<typeof categoryUseCases>
  products: ReturnType<typeof productUseCases>
}
