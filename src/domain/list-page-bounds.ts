// Where a paged list can stand: an address asking for page 99 of a 3-page list (an old link, a list that
// shrank, a hand-edited address) shows the last page rather than "page 99 sur 3" over no rows.

/** The number of pages of `total` rows, `perPage` a page: at least one, the empty list's page. */
export function pageCountOf(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 1
  return Math.ceil(total / perPage)
}

/** The page shown for the page asked: between the first and the last page of the list. */
export function clampPage(page: number, total: number, perPage: number): number {
  const asked = Number.isFinite(page) ? Math.floor(page) : 1
  return Math.min(Math.max(1, asked), pageCountOf(total, perPage))
}
