/*
 * Back-office kit: the document title of a back-office route, e.g. `head: backofficeHead('Enseignes')`.
 * Imports nothing, so route definitions (which ship in the entry chunk) stay light.
 */
export function backofficeHead(title: string) {
  return () => ({ meta: [{ title: `${title} — Back-office Écrin` }] })
}
