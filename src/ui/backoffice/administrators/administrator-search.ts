import { ADMINISTRATOR_SORTS } from '../../../contract/backoffice/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The administrators list's address: paging, one of the API's sorts, the text, role and active filters.
export const administratorListSearch = listSearchSchema({
  sorts: ADMINISTRATOR_SORTS,
  filters: ['q', 'role', 'active'],
})
export const ADMINISTRATOR_LIST_DEFAULTS = { sort: 'login', order: 'asc' } as const
