import type { ShowcaseImage } from '../../../application/showcase/showcase-content'
import { SITE_NAME } from '../../../domain/organisation'
import { documentTitle, withoutSiteSuffix } from '../../../domain/page-title'
import type { Crumb, SiteRef } from '../../../domain/structured-data'

export { SITE_NAME }

export type PageHeadInput = {
  /** The page's own title, without the site name. */
  readonly title: string
  readonly description: string
  /** The path of the page, e.g. `/produit/coffret-rigide-aimante`. */
  readonly path: string
  readonly site: SiteRef
  readonly type?: 'website' | 'article' | 'product'
  readonly image?: ShowcaseImage | null
  /** From the home page down to this page; more than one crumb gives a BreadcrumbList (./content-ld). */
  readonly crumbs?: readonly Crumb[]
}

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`

/** Description meta content: one line, at most ~160 characters, cut on a word. */
export function shortDescription(text: string, max = 160): string {
  const oneLine = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (oneLine.length <= max) return oneLine
  const cut = oneLine.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut}…`
}

/**
 * The head of a public page, as a route `head`: title, description, canonical URL, Open Graph and
 * Twitter tags. The server writes it into the page it renders, with the page's JSON-LD (decision 048: the
 * routes are the one source of every head); in the browser RouteHead keeps it up to date.
 */
export function pageHead(input: PageHeadInput) {
  const { description, path, site, type = 'website', image = null } = input
  const title = withoutSiteSuffix(input.title)
  const url = absolute(site.origin, path)
  const summary = shortDescription(description)
  const meta: Array<Record<string, string>> = [
    { title: documentTitle(title) },
    { name: 'description', content: summary },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary },
    { property: 'og:url', content: url },
  ]
  if (image) {
    meta.push(
      { property: 'og:image', content: absolute(site.origin, image.src) },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    )
    if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
  }
  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
  )
  if (image) meta.push({ name: 'twitter:image', content: absolute(site.origin, image.src) })
  return { meta, links: [{ rel: 'canonical', href: url }] }
}
