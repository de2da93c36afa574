import { ADMIN_PRODUCT_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The products list's address: paging, one of the API's sorts, and the filters brand, category, active, text.
export const productListSearch = listSearchSchema({
  sorts: ADMIN_PRODUCT_SORTS,
  filters: ['q', 'brand_id', 'category_id', 'active'],
})
export const PRODUCT_LIST_DEFAULTS = { sort: 'name', order: 'asc' } as const
