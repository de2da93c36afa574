// Which addresses a link or an image of the site's rich text may have (articles, products, jobs, home
// blocks). The editor checks them as they are typed, and the server's sanitiser keeps only these, so an
// administrator is told at once why a link is refused instead of seeing it vanish on save.

/** Media of the site's own library, as the server serves them (server/platform/media/media-files.ts). */
export const SITE_MEDIA_PREFIX = '/media/'

export const LINK_REFUSED =
  'Adresse refusée : commencez par https://, mailto:, tel:, # pour un titre de la page ' +
  'ou / pour une page du site (par exemple /nous-contacter).'

const EXTERNAL = /^(https?:\/\/[^\s/]+\S*|mailto:\S+|tel:\+?[\d .()-]+)$/i
// A page of this site: one leading slash (two would be another host), no spaces, no backslash.
const INTERNAL = /^\/(?![/\\])[^\s\\]*$/
// A heading of the same page (the public page scrolls to it, src/ui/showcase/components/rich-text.tsx).
const ANCHOR = /^#[\w-]+$/

/** A page of this site (`/catalogue`), never `//host` nor `/\\host`. */
export function isSitePath(text: string): boolean {
  return INTERNAL.test(text)
}

export function isAllowedLink(href: string): boolean {
  const address = href.trim()
  return EXTERNAL.test(address) || INTERNAL.test(address) || ANCHOR.test(address)
}

/** null when the link may be kept, else why not, in French. */
export function linkProblem(href: string): string | null {
  return isAllowedLink(href) ? null : LINK_REFUSED
}

/** An image of the rich text must come from the site's media library: no outside host, no data: URL. */
export function isSiteMediaSource(src: string): boolean {
  return src.startsWith(SITE_MEDIA_PREFIX) && INTERNAL.test(src) && !src.includes('..')
}
