import { ADMIN_ORDER_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The orders list's address: paging, one of the API's sorts, and the filters the API takes under the
// same names (status, brand_id, shop_id, from, to, number, q, late).

const ORDER_FILTERS = ['status', 'brand_id', 'shop_id', 'from', 'to', 'number', 'q', 'late'] as const

const listSearch = listSearchSchema({ sorts: ADMIN_ORDER_SORTS, filters: ORDER_FILTERS })

/** A shop chosen without its brand stays: the shop filter lists every shop when no brand is chosen. */
export const orderListSearch = listSearch

export const ORDER_LIST_DEFAULTS = { sort: 'created_at', order: 'desc' } as const
