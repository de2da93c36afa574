import { Context, type Effect } from 'effect'
import type { StockConsumptionWire, StockOverviewWire } from '../../../contract/portal/stock'
import type { GatewayError } from '../../errors'

// The head office's stock page, /account/stock (docs/decisions/077-brand-stock.md). The answers keep the
// contract's shape: the screens show them as they are.
export class StockGateway extends Context.Service<
  StockGateway,
  {
    /** GET /api/account/stock: each kept option's balance, forecast and chart points. */
    readonly overview: () => Effect.Effect<StockOverviewWire, GatewayError>
    /** GET /api/account/stock/consumption: units per shop and month, the last 12 months. */
    readonly consumption: () => Effect.Effect<StockConsumptionWire, GatewayError>
    /** The same as a CSV file, read with the caller's token (a bare link would carry none). */
    readonly consumptionCsv: () => Effect.Effect<Blob, GatewayError>
  }
>()('ecrin/StockGateway') {}
