import { MEDIA_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The media library's address: paging, one of the API's sorts, the text filter `q` and the `kind`.
export const mediaListSearch = listSearchSchema({ sorts: MEDIA_SORTS, filters: ['q', 'kind'] })
export const MEDIA_LIST_DEFAULTS = { sort: 'created_at', order: 'desc' } as const
