import { Hono } from 'hono'
import { STOCK_ENDPOINTS } from '../../../src/contract/portal/stock'
import { STOCK_PAGE_FORBIDDEN } from '../../../src/domain/stock-overview-access'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { streamCsv } from '../../platform/http/csv-stream'
import { HttpError } from '../../platform/http/http-error'
import { type CallerEnv, requireIdentity } from '../../platform/http/require-identity'
import { CONSUMPTION_CSV_COLUMNS, presentStockConsumption, presentStockOverview } from './stock-overview.presenter'
import type { Refused, StockOverview } from './stock-overview.use-case'

// /account/stock's calls (docs/decisions/077-brand-stock.md): the head office's balances and forecasts, and the
// consumption per shop and month, as JSON and as CSV. Another shop of a brand with a head office gets a 403.

function allowed<View>(result: View | Refused): View {
  if (typeof result === 'object' && result !== null && 'kind' in result && result.kind === 'forbidden') {
    throw new HttpError(403, STOCK_PAGE_FORBIDDEN)
  }
  return result as View
}

export function stockOverviewRoutes(deps: { accessTokens: AccessTokens; stockOverview: StockOverview }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { stockOverview } = deps

  route(routes, STOCK_ENDPOINTS.stockOverview, shopOnly, async (c) => {
    const view = allowed(await stockOverview.overview(c.var.caller.subjectId))
    c.header('Cache-Control', 'private, no-store')
    return c.json(presentStockOverview(view))
  })

  route(routes, STOCK_ENDPOINTS.stockConsumption, shopOnly, async (c) => {
    const view = allowed(await stockOverview.consumption(c.var.caller.subjectId))
    c.header('Cache-Control', 'private, no-store')
    return c.json(presentStockConsumption(view))
  })

  route(routes, STOCK_ENDPOINTS.stockConsumptionCsv, shopOnly, async (c) => {
    const view = allowed(await stockOverview.consumption(c.var.caller.subjectId))
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'private, no-store')
    // One read, already small (12 months × shops × options): served as one batch.
    let served = false
    return streamCsv(c, 'consommation-stock.csv', CONSUMPTION_CSV_COLUMNS, async () => {
      if (served) return []
      served = true
      return view.rows
    })
  })

  return routes
}
