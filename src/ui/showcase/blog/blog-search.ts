/**
 * `?page=` of a blog list, kept as it came: TanStack Router answers on the server with a redirect when
 * the validated search differs from the address, and a page typed by hand (`?page=abc`) is answered as
 * it is, like /catalogue answers an unknown parameter. `blogPage` reads it.
 */
export type BlogSearch = { readonly page?: unknown }

export function blogSearch(search: Record<string, unknown>): BlogSearch {
  return search.page === undefined ? {} : { page: search.page }
}

// Past the Storefront API's largest `_start` (1 000 000, 9 articles a page), a page is empty anyway.
const LAST_PAGE = 100_000

/** The page to show: a whole number from 2 up (at most LAST_PAGE), else the first page. */
export function blogPage(search: BlogSearch): number {
  const page = typeof search.page === 'number' ? search.page : Number(search.page)
  return Number.isSafeInteger(page) && page > 1 ? Math.min(page, LAST_PAGE) : 1
}
