// Every address the web app answers with a page: the sitemap's (each public page the seed publishes), the
// not-found pages (rendered with the site's frame) and the pages left to the browser. Read from the app
// itself, so a new public page is covered without touching this list.
const NOT_FOUND = ['/une-page-inconnue', '/favicon.ico', '/produit/inconnu', '/actualites/inconnue', '/404']
const CLIENT = ['/login', '/panier', '/account/catalog', '/admin', '/vitrine/backoffice', '/forgot-password']

type App = { request(input: string, init?: RequestInit): Response | Promise<Response> }

export async function renderedRoutes(app: App): Promise<string[]> {
  const sitemap = await (await app.request('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
  return [...new Set([...listed, ...NOT_FOUND, ...CLIENT])]
}

/** The lists that read `?page=` (decision 046's blog lists), among the routes. */
export const isPagedList = (route: string) => route === '/actualites' || route.startsWith('/actualites/')

/** `?page=` as people and robots type it. */
export const HOSTILE_PAGES = ['abc', '0', '-1', '', '1.5', '1e400', '99999999999', '%00', 'a'.repeat(300)]

/** Media names no file can have: NUL and control characters, names too long for a disk, ways out. */
export const HOSTILE_MEDIA_NAMES = [
  'a%00b.webp',
  '%00.pdf',
  `${'a'.repeat(300)}.webp`,
  `dossier/${'é'.repeat(130)}.webp`,
  `${'a/'.repeat(300)}x.webp`,
  'a%0Ab.webp',
  '..%2F..%2Fdb%2Fx.webp',
  'a%5Cb.pdf',
  '%E0%A4%A.webp',
]
