import { CUSTOMER_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The stores list's address: paging, one of the API's sorts, and the filters brand, active and text `q`.
export const customerListSearch = listSearchSchema({ sorts: CUSTOMER_SORTS, filters: ['q', 'brand_id', 'active'] })
export const CUSTOMER_LIST_DEFAULTS = { sort: 'name', order: 'asc' } as const
