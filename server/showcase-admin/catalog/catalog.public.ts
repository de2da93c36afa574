import { Hono } from 'hono'
import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import { sanitizeRichText, type ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { attributeRoutes } from './attributes.routes'
import { attributeUseCases } from './attribute.use-cases'
import { categoryRoutes } from './categories.routes'
import { categoryUseCases } from './category.use-cases'
import { drizzleAttributeStore } from './attribute-store.drizzle'
import { drizzleCategoryStore } from './category-store.drizzle'
import { drizzleProductStore } from './product-store.drizzle'
import { drizzleVariantStore } from './variant-store.drizzle'
import { productRoutes } from './products.routes'
import { productUseCases } from './product.use-cases'
import { variantRoutes } from './variants.routes'
import { variantUseCases } from './variant.use-cases'

// The showcase catalogue of the back office (decision 036): categories, attributes, products, variants.
// What other features use of showcase-admin/catalog/ (decision 016): this composition of its stores on
// the database, its use cases and its routes.
export function showcaseCatalogAdminRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.route('/', categoryRoutes(categoryUseCases({ store: drizzleCategoryStore(db), clock })))
  routes.route('/', attributeRoutes(attributeUseCases({ store: drizzleAttributeStore(db) })))
  routes.route('/', variantRoutes(variantUseCases({ store: drizzleVariantStore(db), clock })))
  routes.route(
    '/',
    productRoutes(productUseCases({ store: drizzleProductStore(db), clock, sanitize: sanitizeRichText })),
  )
  return routes
}
