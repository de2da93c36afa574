import { useQuery } from '@tanstack/react-query'
import { BRANDS } from '../../../contract/backoffice/brands'
import { CATEGORIES } from '../../../contract/backoffice/categories'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'

// The choices of the product screens' selects: every brand, and the categories of one brand (or of
// all when none is chosen). The API pages by 100 at most: enough for a B2B catalogue's brands.

const ALL = { _start: '0', _limit: '100', _sort: 'name', _order: 'ASC' } as const

export function useBrandChoices() {
  const runUseCase = useRunUseCase()
  const query = useQuery(resourceListQuery(runUseCase, BRANDS, ALL))
  return {
    loaded: query.data !== undefined || query.isError,
    choices: (query.data?.rows ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
  }
}

export function useCategoryChoices(brandId: string, withBrandName = false) {
  const runUseCase = useRunUseCase()
  const params = brandId === '' ? ALL : { ...ALL, brand_id: brandId }
  const query = useQuery(resourceListQuery(runUseCase, CATEGORIES, params))
  // A new brand's categories replace the previous brand's, never show beside them.
  const rows = query.isPlaceholderData ? [] : (query.data?.rows ?? [])
  return {
    loaded: query.data !== undefined || query.isError,
    choices: rows.map((category) => ({
      value: String(category.id),
      label: withBrandName ? `${category.name} (${category.brand_name})` : category.name,
    })),
  }
}
