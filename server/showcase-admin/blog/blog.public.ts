import { Hono } from 'hono'
import type { Database } from '../../platform/db/database'
import type { Clock } from '../../platform/shared/clock'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { drizzleArticleStore } from './article-store.drizzle'
import { articleUseCases } from './article.use-cases'
import { articleRoutes } from './articles.routes'
import { blogCategoryRoutes } from './blog-categories.routes'
import { drizzleBlogCategoryStore } from './blog-category-store.drizzle'
import { blogCategoryUseCases } from './blog-category.use-cases'

// The blog of the showcase back office (decision 036): articles (rich text, publication, preview) and
// their categories, mounted behind the showcase administrators' door by showcase-admin.app.ts.
export function showcaseBlogAdminRoutes(deps: { db: Database; clock: Clock }): Hono<ShowcaseAdminEnv> {
  const articles = articleUseCases({ store: drizzleArticleStore(deps.db), clock: deps.clock })
  const categories = blogCategoryUseCases({ store: drizzleBlogCategoryStore(deps.db), clock: deps.clock })
  const routes = new Hono<ShowcaseAdminEnv>()
  routes.route('/', articleRoutes(articles, deps.clock))
  routes.route('/', blogCategoryRoutes(categories))
  return routes
}
