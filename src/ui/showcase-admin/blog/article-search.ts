import { ARTICLE_SORTS } from '../../../contract/showcase-admin/list-sorts'
import { listSearchSchema } from '../../kit/backoffice/list-search'

// The articles list's address: paging, one of the API's sorts, `q`, the state and the category.
export const articleListSearch = listSearchSchema({ sorts: ARTICLE_SORTS, filters: ['q', 'state', 'category_id'] })
export const ARTICLE_LIST_DEFAULTS = { sort: 'updated_at', order: 'desc' } as const

/** Every category, for the filter and the form's select (a blog has a handful). */
export const ALL_CATEGORIES = { _start: '0', _limit: '100', _sort: 'position', _order: 'ASC' } as const
