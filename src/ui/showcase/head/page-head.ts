import type { ShowcaseImage } from '../../../application/showcase/showcase-content'

export const SITE_NAME = 'Écrin'

export type PageHeadInput = {
  /** The page's own title, without the site name. */
  readonly title: string
  readonly description: string
  /** The path of the page, e.g. `/produit/coffret-rigide-aimante`. */
  readonly path: string
  readonly origin: string
  readonly type?: 'website' | 'article' | 'product'
  readonly image?: ShowcaseImage | null
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`)

/** Description meta content: one line, at most ~160 characters, cut on a word. */
export function shortDescription(text: string, max = 160): string {
  const oneLine = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  if (oneLine.length <= max) return oneLine
  const cut = oneLine.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut}…`
}

/**
 * Title, description, canonical URL and Open Graph tags of a public page, as a route `head`.
 * The server writes the same tags into index.html for crawlers that do not run JavaScript
 * (server/seo/head-html.ts): same titles, same og:title without the site name.
 */
export function pageHead({ title, description, path, origin, type = 'website', image = null }: PageHeadInput) {
  const fullTitle = `${title} | ${SITE_NAME}`
  const url = absolute(origin, path)
  const summary = shortDescription(description)
  const meta = [
    { title: fullTitle },
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
      { property: 'og:image', content: absolute(origin, image.src) },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    )
    if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
  }
  return { meta, links: [{ rel: 'canonical', href: url }] }
}
