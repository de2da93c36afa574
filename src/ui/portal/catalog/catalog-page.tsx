import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ProductQuery } from '../../../application/portal/ports/catalog-gateway'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { EmptyState } from '../../kit/list-states/list-states'
import { PortalPagination } from '../../kit/pagination/pagination'
import { PortalPage } from '../layout/portal-page'
import { routeLoadError } from '../../kit/route-load-error/route-load-error'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { FALLBACK_MESSAGES } from '../portal-ui-messages'
import { cartQuery } from '../cart/cart.queries'
import { categoriesQuery, productsQuery } from './catalog.queries'
import { listView, pageCount, pagingParams } from '../../app/router/list-paging'
import { type CatalogSearch, catalogSearch } from '../../app/router/portal-search'
import { ReorderLastOrder } from '../orders/reorder-last-order'
import { QuickOrderSection } from '../quick-order/quick-order-section'
import { CatalogFilters } from './catalog-filters'
import { cartPairKey } from './catalog-messages'
import { PortalProductCard } from './product-card'
import styles from './catalog.module.css'

const route = getRouteApi('/account/catalog')
const TITLE = 'Mon catalogue'

export function productQueryOf(search: CatalogSearch): ProductQuery {
  const view = listView(search, { sort: 'name', order: 'asc' })
  return { paging: pagingParams(view), categoryId: search.categorie ?? null, search: search.recherche ?? null }
}

export const CatalogLoadError = routeLoadError({
  trail: ACCOUNT_CRUMBS,
  title: TITLE,
  message: FALLBACK_MESSAGES.catalogLoad,
})

export function CatalogPage() {
  const runUseCase = useRunUseCase()
  const search = catalogSearch(route.useSearch())
  const navigate = route.useNavigate()
  const view = listView(search, { sort: 'name', order: 'asc' })
  const { data: categories } = useSuspenseQuery(categoriesQuery(runUseCase))
  const { data: products } = useSuspenseQuery(productsQuery(runUseCase, productQueryOf(search)))
  const busy = useRouterState({ select: (state) => state.isLoading })
  const filtered = search.categorie !== undefined || search.recherche !== undefined
  // What is already in the cart (defect 3): an add says when it will replace a quantity. Not a
  // suspense query: the catalogue stays usable when the cart cannot be read.
  const { data: cart } = useQuery(cartQuery(runUseCase))
  const cartQuantities = useMemo(
    () => new Map((cart?.lines ?? []).map((line) => [cartPairKey(line.product.id, line.option.id), line.quantity])),
    [cart],
  )

  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title={TITLE}>
      {/* The account home (spec §2: /account opens the catalogue) offers the last order again. */}
      <ReorderLastOrder />
      <QuickOrderSection />
      <CatalogFilters categories={categories} search={search} view={view} />
      <section aria-labelledby="catalog-results" aria-busy={busy} className={styles.results}>
        <h2 id="catalog-results" className="visually-hidden">
          Produits
        </h2>
        {products.items.length === 0 ? (
          <EmptyState>
            <p>
              {filtered
                ? 'Aucun produit ne correspond à votre recherche.'
                : 'Votre catalogue ne contient encore aucun produit.'}
            </p>
            {filtered ? (
              <button type="button" className={styles.linkButton} onClick={() => void navigate({ search: {} })}>
                Voir tout le catalogue
              </button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className={styles.products}>
            {products.items.map((product) => (
              <li key={product.id}>
                <PortalProductCard product={product} cartQuantities={cartQuantities} />
              </li>
            ))}
          </ul>
        )}
        {products.total > 0 ? (
          <PortalPagination
            page={view.page}
            pageCount={pageCount(products.total, view.pageSize)}
            pageSize={view.pageSize}
            total={products.total}
            noun={{ one: 'produit', many: 'produits' }}
            onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
            onPageSize={(parPage) =>
              void navigate({ search: (previous) => ({ ...previous, parPage, page: undefined }) })
            }
          />
        ) : null}
      </section>
    </PortalPage>
  )
}
