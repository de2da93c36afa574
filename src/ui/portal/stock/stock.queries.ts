import { StockGateway } from '../../../application/portal/ports/stock-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

// Under the account root: dropped at logout with the shop's other data (portal-query-roots.ts).
export const stockKey = ['account', 'stock'] as const

export const stockOverviewQuery = (runUseCase: RunUseCase) =>
  useCaseQuery(
    runUseCase,
    [...stockKey, 'overview'] as const,
    StockGateway.use((stock) => stock.overview()),
  )

export const stockConsumptionQuery = (runUseCase: RunUseCase) =>
  useCaseQuery(
    runUseCase,
    [...stockKey, 'consumption'] as const,
    StockGateway.use((stock) => stock.consumption()),
  )

export const consumptionCsv = StockGateway.use((stock) => stock.consumptionCsv())
