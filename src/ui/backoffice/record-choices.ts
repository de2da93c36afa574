import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { BackofficeGateway } from '../../application/backoffice/ports/backoffice-gateway'
import { BRANDS } from '../../contract/backoffice/brands'
import { CUSTOMERS } from '../../contract/backoffice/customers'
import type { ListFilter } from '../kit/backoffice/resource-table-parts'
import { useRunUseCase } from '../kit/hooks/use-run-use-case'
import { backofficeKeys } from '../kit/backoffice/resource.queries'

// The choices of the back office's selects that are fed by another resource: the brands (filters and
// forms), and a brand's shops (a store's validator). The API pages by at most 100: a select longer
// than that would be unusable anyway, and the server still checks every chosen id.

export type Choice = { readonly value: string; readonly label: string }

const MAX_CHOICES = '100'
const NO_CHOICES: readonly Choice[] = []

/** Every brand, by name, for a brand select or filter (empty while loading). */
export function useBrandChoices(): readonly Choice[] {
  const runUseCase = useRunUseCase()
  const params = { _start: '0', _limit: MAX_CHOICES, _sort: 'name', _order: 'ASC' }
  const { data } = useQuery({
    queryKey: backofficeKeys.list(BRANDS, params),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.list(BRANDS, params)),
        { signal },
      ),
  })
  // The same array while the data stays: tables rebuild their columns when it changes.
  return useMemo(
    () =>
      data === undefined ? NO_CHOICES : data.rows.map((brand) => ({ value: String(brand.id), label: brand.name })),
    [data],
  )
}

/** The brand filter of a list (shops, categories), the same array while the brands stay. */
export function useBrandFilter(): readonly ListFilter[] {
  const brands = useBrandChoices()
  return useMemo(() => [{ param: 'brand_id', label: 'Enseigne', kind: 'select', options: brands }], [brands])
}

/**
 * The shops of one brand (GET /admin/customers?brand_id=...), by name, that may validate `exceptId`'s
 * orders: never the shop itself. No brand chosen: no shop. No previous brand's shops while the next
 * brand's load: a validator of another brand must never be offered.
 */
export function useShopChoices(brandId: string, exceptId?: number): { choices: readonly Choice[]; loading: boolean } {
  const runUseCase = useRunUseCase()
  const params = { _start: '0', _limit: MAX_CHOICES, _sort: 'name', _order: 'ASC', brand_id: brandId }
  const chosen = /^\d+$/.test(brandId)
  const { data, isFetching } = useQuery({
    queryKey: backofficeKeys.list(CUSTOMERS, params),
    queryFn: ({ signal }) =>
      runUseCase(
        BackofficeGateway.use((gateway) => gateway.list(CUSTOMERS, params)),
        { signal },
      ),
    enabled: chosen,
  })
  const choices = useMemo(
    () =>
      !chosen || data === undefined
        ? NO_CHOICES
        : data.rows
            .filter((shop) => shop.id !== exceptId)
            .map((shop) => ({ value: String(shop.id), label: `${shop.name} (${shop.identifiant})` })),
    [chosen, data, exceptId],
  )
  return { choices, loading: chosen && data === undefined && isFetching }
}
