import { createFileRoute } from '@tanstack/react-router'
import { portalHead } from '../../portal/routing/route-head'
import { StockPage } from '../../portal/stock/stock-page'

// The head office follows its brand's stock kept by the maker here (docs/decisions/077-brand-stock.md).
export const Route = createFileRoute('/account/stock')({
  head: portalHead('Stock de votre enseigne'),
  component: StockPage,
})
