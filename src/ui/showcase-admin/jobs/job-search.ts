import { JOB_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The jobs list's address: paging, one of the API's sorts, the text filter `q` and `published`.
export const jobListSearch = listSearchSchema({ sorts: JOB_SORTS, filters: ['q', 'published'] })
export const JOB_LIST_DEFAULTS = { sort: 'created_at', order: 'desc' } as const
