import { ORGANISATION, type SeoSite } from './site-identity'

export type JsonLd = Record<string, unknown>
export type Crumb = { name: string; path: string }

const absolute = (site: SeoSite, path: string) => `${site.publicUrl}${path}`
export const organisationId = (site: SeoSite) => `${site.publicUrl}/#organisation`

export function organisationLd(site: SeoSite): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organisationId(site),
    name: ORGANISATION.name,
    legalName: ORGANISATION.legalName,
    url: `${site.publicUrl}/`,
    logo: absolute(site, ORGANISATION.logoPath),
    email: ORGANISATION.email,
    telephone: ORGANISATION.telephone,
    address: { '@type': 'PostalAddress', ...ORGANISATION.address },
    ...(site.mainSiteUrl === null ? {} : { sameAs: [site.mainSiteUrl] }),
  }
}

export function breadcrumbLd(site: SeoSite, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(site, crumb.path) })),
  }
}

// Inside <script type="application/ld+json">, a "</script>" or "<!--" in a value would end or
// disturb the element: the characters that could start one are written as JSON escapes.
export function serialiseJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
