import type { Analytics } from '../../application/showcase/consent'

export type AnalyticsSettings = {
  /** VITE_ANALYTICS_SCRIPT_URL; no measurement at all when unset. */
  readonly scriptUrl: string | null
  /** import.meta.env.PROD: development and test builds never load measurement (spec §1, §9). */
  readonly production: boolean
}

const MARKER = 'data-ecrin-analytics'

/** Audience measurement as one script tag, added only in a production build after consent. */
export function makeScriptAnalytics(
  settings: AnalyticsSettings,
  doc: Document = document,
  reload: () => void = () => window.location.reload(),
): Analytics {
  const injected = () => doc.head.querySelector(`script[${MARKER}]`)
  return {
    enable() {
      if (!settings.production || settings.scriptUrl === null || injected() !== null) return
      const script = doc.createElement('script')
      script.src = settings.scriptUrl
      script.async = true
      script.setAttribute(MARKER, '')
      doc.head.appendChild(script)
    },
    disable() {
      // A loaded script keeps running and its traceurs stay: a fresh page load without it is the
      // only honest way to withdraw (the cookie policy promises they are no longer read).
      if (injected() !== null) reload()
    },
  }
}
