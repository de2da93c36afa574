import type { ShowcaseServices } from '../../application/showcase/showcase-services'
import { makeScriptAnalytics } from '../../infrastructure/showcase/analytics.script'
import { makeConsentStoreWebStorage } from '../../infrastructure/showcase/consent-store.web-storage'
import { makeShowcaseReaderHttp } from '../../infrastructure/showcase/showcase-reader.http'
import { apiConfig } from '../../infrastructure/config'

function setting(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

// The showcase's adapters for the browser. Plain fetch, no Effect: the home page's JavaScript
// budget (docs/decisions/007) leaves no room for the effect runtime on public pages.
export function browserShowcaseServices(): ShowcaseServices {
  const origin = setting(import.meta.env.VITE_PUBLIC_URL)?.replace(/\/$/, '') ?? window.location.origin
  return {
    reader: makeShowcaseReaderHttp(apiConfig.showcaseUrl),
    consent: makeConsentStoreWebStorage(),
    analytics: makeScriptAnalytics({
      scriptUrl: setting(import.meta.env.VITE_ANALYTICS_SCRIPT_URL),
      production: import.meta.env.PROD,
    }),
    site: { origin, mainSiteUrl: setting(import.meta.env.VITE_MAIN_SITE_URL) },
    leaveFor: (url) => window.location.assign(url),
    now: () => new Date(),
  }
}

const SERVER_HEAD_TAGS =
  'title, meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]'

/**
 * The server writes the first page's title, description, canonical and Open Graph tags into
 * index.html for crawlers; once the app runs, the routes' `head` owns them. Removing the static
 * copies first means a client navigation can never leave a stale duplicate behind. JSON-LD stays.
 */
export function handOverHeadToRoutes(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(SERVER_HEAD_TAGS)) element.remove()
}
