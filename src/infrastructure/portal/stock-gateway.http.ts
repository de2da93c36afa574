import { Layer } from 'effect'
import * as v from 'valibot'
import { StockGateway } from '../../application/portal/ports/stock-gateway'
import { STOCK_ENDPOINTS, StockConsumptionWire, StockOverviewWire } from '../../contract/portal/stock'
import { requestOf } from '../http/endpoint-call'
import { HttpClient } from '../http/http-client.fetch'
import { portalCall } from './portal-http'

// /account/stock's calls (docs/decisions/077-brand-stock.md); every answer is parsed with the contract.

const FileBlob = v.custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value)

export function makeHttpStockGateway(client: HttpClient['Service']): StockGateway['Service'] {
  const E = STOCK_ENDPOINTS
  return StockGateway.of({
    overview: () => portalCall(client, requestOf(E.stockOverview, {}), StockOverviewWire),
    consumption: () => portalCall(client, requestOf(E.stockConsumption, {}), StockConsumptionWire),
    consumptionCsv: () => portalCall(client, requestOf(E.stockConsumptionCsv, { answer: 'blob' }), FileBlob),
  })
}

export const StockGatewayHttp: Layer.Layer<StockGateway, never, HttpClient> = Layer.effect(
  StockGateway,
  HttpClient.useSync(makeHttpStockGateway),
)
