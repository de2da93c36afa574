import { ACCOUNT_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { type ListSearch, listSearchSchema } from '../../kit/backoffice/list-search'

// The account lists' address (paging, sort, text and active filters), kept light: the routes' search
// validation ships in the entry chunk.
export const accountListSearch = listSearchSchema({ sorts: ACCOUNT_SORTS, filters: ['q', 'active'] })
export type AccountListSearch = ListSearch<(typeof ACCOUNT_SORTS)[number], 'q' | 'active'>
