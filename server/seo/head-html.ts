import { escapeHtml } from '../storefront/storefront.public'
import { organisationLd, serialiseJsonLd } from './json-ld'
import type { PageHead } from './page-head'
import { SITE_NAME, type SeoSite } from './site-identity'

// The tags a crawler reads without running JavaScript. Every value is escaped: titles and
// descriptions come from the database.
export function renderHeadTags(site: SeoSite, head: PageHead): string {
  const title = `${head.title} | ${SITE_NAME}`
  const url = `${site.publicUrl}${head.path}`
  const attr = escapeHtml
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${attr(head.description)}" />`]
  if (head.leadImage) {
    // Starts the largest image's download with the HTML instead of after the app has rendered.
    const { image, sizes } = head.leadImage
    tags.push(`<link rel="preload" as="image" type="image/webp" imagesrcset="${attr(image.srcset)}" imagesizes="${attr(sizes)}" fetchpriority="high" />`)
  }
  if (head.noindex === true) tags.push('<meta name="robots" content="noindex" />')
  else tags.push(`<link rel="canonical" href="${attr(url)}" />`)
  tags.push(
    `<meta property="og:site_name" content="${attr(SITE_NAME)}" />`,
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:type" content="${attr(head.ogType)}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
  )
  if (head.image !== null) {
    tags.push(
      `<meta property="og:image" content="${attr(`${site.publicUrl}${head.image.src}`)}" />`,
      `<meta property="og:image:width" content="${head.image.width}" />`,
      `<meta property="og:image:height" content="${head.image.height}" />`,
    )
    if (head.image.alt !== '') tags.push(`<meta property="og:image:alt" content="${attr(head.image.alt)}" />`)
  }
  tags.push(
    `<meta name="twitter:card" content="${head.image === null ? 'summary' : 'summary_large_image'}" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
  )
  if (head.image !== null) tags.push(`<meta name="twitter:image" content="${attr(`${site.publicUrl}${head.image.src}`)}" />`)
  for (const data of [organisationLd(site), ...head.jsonLd]) tags.push(`<script type="application/ld+json">${serialiseJsonLd(data)}</script>`)
  return tags.join('\n    ')
}

// Replaces the build's generic title and description (and any tag this injector owns) with the
// page's own, just before </head>.
const OWNED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots|twitter:[a-z:]+)"[^>]*>\s*/gi,
  /<meta\s+property="og:[a-z_:]+"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<script\s+type="application\/ld\+json">[\s\S]*?<\/script>\s*/gi,
]

export function injectHead(indexHtml: string, tags: string): string {
  const end = indexHtml.search(/<\/head>/i)
  if (end === -1) return indexHtml
  const head = OWNED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml.slice(0, end))
  return `${head.replace(/\s*$/, '')}\n    ${tags}\n  ${indexHtml.slice(end)}`
}
