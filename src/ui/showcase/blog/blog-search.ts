/** `?page=` of a blog list: a positive integer, else absent (the first page). */
export type BlogSearch = { readonly page?: number }

export function blogSearch(search: Record<string, unknown>): BlogSearch {
  const page = typeof search.page === 'number' ? search.page : Number(search.page)
  return Number.isSafeInteger(page) && page > 1 ? { page } : {}
}
