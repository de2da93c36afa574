/*
 * The document title of a page of the customer portal, e.g. `head: portalHead('Mes commandes')`, so that
 * each tab says which page it holds (decision 043). Imports nothing: route definitions ship in the entry chunk.
 */
export function portalHead(title: string) {
  return () => ({ meta: [{ title: `${title} — Espace client Écrin` }] })
}
