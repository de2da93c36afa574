import * as v from 'valibot'
import { ADMIN_ORDER_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The orders list's address: paging, one of the API's sorts, and the filters the API takes under the
// same names (status, brand_id, shop_id, from, to, number, q).

const ORDER_FILTERS = ['status', 'brand_id', 'shop_id', 'from', 'to', 'number', 'q'] as const

const listSearch = listSearchSchema({ sorts: ADMIN_ORDER_SORTS, filters: ORDER_FILTERS })
type OrderListSearch = v.InferOutput<typeof listSearch>

/**
 * The shop filter lists the shops of the chosen brand: a shop without its brand in the address
 * (a hand-edited link) would be a filter the page cannot show, so it is dropped.
 */
export const orderListSearch = v.pipe(
  listSearch,
  v.transform(
    ({ shop_id, ...search }): OrderListSearch => (search.brand_id === undefined ? search : { ...search, shop_id }),
  ),
) as unknown as typeof listSearch

export const ORDER_LIST_DEFAULTS = { sort: 'created_at', order: 'desc' } as const
