import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../backoffice/routing/route-head'
import { StockPage } from '../../backoffice/stock/stock-page'
import { stockSearch } from '../../backoffice/stock/stock-search'

// docs/decisions/077-brand-stock.md: the brands' stock kept by the maker, its movements, runs and adjustments.
export const Route = createFileRoute('/backoffice/stock')({
  validateSearch: stockSearch,
  head: backofficeHead('Stock'),
  component: StockPage,
})
