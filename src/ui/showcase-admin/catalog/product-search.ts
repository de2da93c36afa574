import { PRODUCT_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The products list's address: paging, one of the API's sorts, the name filter `q`, the category
// (or subcategory) and the publication state.
export const productListSearch = listSearchSchema({
  sorts: PRODUCT_SORTS,
  filters: ['q', 'category_id', 'published'],
})
export const PRODUCT_LIST_DEFAULTS = { sort: 'position', order: 'asc' } as const
