import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { PRODUCTS } from '../../../contract/backoffice/products'
import { STOCK_BALANCES, STOCK_MOVEMENTS } from '../../../contract/backoffice/stock'
import { backofficeKeys } from '../../kit/backoffice/resource.queries'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import type { Choice } from '../record-choices'

// The options of one brand's products, for the stock's forms (docs/decisions/077-brand-stock.md): no brand
// chosen, no option; the server still checks that the option is the brand's.

const NO_CHOICES: readonly Choice[] = []

export function useOptionChoices(brandId: string): { choices: readonly Choice[]; loading: boolean } {
  const runUseCase = useRunUseCase()
  const params = { _start: '0', _limit: '100', _sort: 'name', _order: 'ASC', brand_id: brandId }
  const chosen = /^\d+$/.test(brandId)
  const { data, isFetching } = useQuery({
    queryKey: backofficeKeys.list(PRODUCTS, params),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.list(PRODUCTS, params)),
        { signal },
      ),
    enabled: chosen,
  })
  const choices = useMemo(
    () =>
      !chosen || data === undefined
        ? NO_CHOICES
        : data.rows.flatMap((product) =>
            product.options.map((option) => ({
              value: String(option.id),
              label: `${product.name} — ${option.label}`,
            })),
          ),
    [data, chosen],
  )
  return { choices, loading: chosen && isFetching }
}

/** After a run or an adjustment: the balances and the movements read again. */
export function useStockRefresh() {
  const client = useQueryClient()
  return () =>
    Promise.all(
      [STOCK_BALANCES, STOCK_MOVEMENTS].map((resource) =>
        client.invalidateQueries({ queryKey: backofficeKeys.resource(resource) }),
      ),
    )
}
