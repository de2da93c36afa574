import type { ShowcaseReader } from './ports/showcase-reader'
import type { Analytics, ConsentStore } from './consent'

export type SiteSettings = {
  /** Origin of canonical and Open Graph URLs, e.g. https://www.ecrin-emballages.fr */
  readonly origin: string
  /** Where a page flagged `blocked` sends the visitor (spec §6); null when not configured. */
  readonly mainSiteUrl: string | null
}

/** Everything the public showcase needs, wired once by the composition root. */
export type ShowcaseServices = {
  readonly reader: ShowcaseReader
  readonly consent: ConsentStore
  readonly analytics: Analytics
  readonly site: SiteSettings
  /** Leaves the app for another site (a full page load). */
  readonly leaveFor: (url: string) => void
  readonly now: () => Date
}
