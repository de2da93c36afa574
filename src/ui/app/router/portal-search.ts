import { calendarDay, type ListSearch, listSearch, positiveInteger, searchText } from './search-params'

// What each portal list keeps from its URL (French names: the address bar is user-facing).
// Parsed by the screens and loaders, not by the route definitions: those ship in the entry chunk
// that every page (the home page included) downloads, and these parsers need not.

export const CATALOG_SORTS = ['name', 'reference'] as const
export type CatalogSort = (typeof CATALOG_SORTS)[number]
export type CatalogSearch = ListSearch<CatalogSort> & { readonly categorie?: number; readonly recherche?: string }

export function catalogSearch(search: Record<string, unknown>): CatalogSearch {
  return {
    ...listSearch(search, CATALOG_SORTS),
    categorie: positiveInteger(search.categorie),
    recherche: searchText(search.recherche),
  }
}

export const ORDER_SORTS = ['created_at', 'number', 'status', 'total_ttc'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]
type DateRange = { readonly du?: string; readonly au?: string }
/** `statut` is only shaped here (a status slug); the screen keeps it only if it names a real status. */
export type MyOrdersSearch = ListSearch<OrderSort> & DateRange & { readonly statut?: string }

export function myOrdersSearch(search: Record<string, unknown>): MyOrdersSearch {
  const statut = searchText(search.statut)
  return {
    ...listSearch(search, ORDER_SORTS),
    statut: statut !== undefined && /^[a-z_]+$/.test(statut) ? statut : undefined,
    du: calendarDay(search.du),
    au: calendarDay(search.au),
  }
}

export type ToValidateSearch = ListSearch<OrderSort> & DateRange & { readonly magasin?: number }

export function toValidateSearch(search: Record<string, unknown>): ToValidateSearch {
  return {
    ...listSearch(search, ORDER_SORTS),
    magasin: positiveInteger(search.magasin),
    du: calendarDay(search.du),
    au: calendarDay(search.au),
  }
}

/** Route ids are positive integers; anything else reads as 0, which no record has. */
export function orderIdOf(param: string): number {
  return positiveInteger(param) ?? 0
}
