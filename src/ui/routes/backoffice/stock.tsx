import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../backoffice/routing/route-head'
import { StockPage } from '../../backoffice/stock/stock-page'

// docs/decisions/077-brand-stock.md: the brands' stock kept by the maker, its movements, runs and adjustments.
// Its address is read by the page (stock-address.ts), not by the route: a route's search schema ships with every
// page's first download (decision 037).
export const Route = createFileRoute('/backoffice/stock')({
  head: backofficeHead('Stock'),
  component: StockPage,
})
