import { CATALOGUE_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The catalogues list's address (paging, one of the API's sorts, the text filter), kept light: the
// route's search validation ships in the entry chunk.
export const catalogueListSearch = listSearchSchema({ sorts: CATALOGUE_SORTS, filters: ['q'] })
