import { SITE_NAME } from './organisation'

// A page's <title> is "<page title> | Écrin". Administrators often type the suffix themselves in an SEO
// title; it must not come out twice ("… | Écrin | Écrin"), whatever separator or case they used.
const SEPARATORS = '|\\-–—:·'
const typedSuffix = new RegExp(`(?:\\s*[${SEPARATORS}]\\s*${SITE_NAME}\\s*)+$`, 'iu')

/** The page's own title without any site-name suffix the author typed. */
export function withoutSiteSuffix(title: string): string {
  const bare = title.replace(typedSuffix, '').trim()
  return bare === '' ? title.trim() : bare
}

/** The document title: the page's title followed by the site name, exactly once. */
export function documentTitle(title: string): string {
  const bare = withoutSiteSuffix(title)
  return bare.localeCompare(SITE_NAME, 'fr', { sensitivity: 'base' }) === 0 ? SITE_NAME : `${bare} | ${SITE_NAME}`
}
