import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeScriptAnalytics } from '../../../src/infrastructure/showcase/analytics.script'

const SCRIPT_URL = 'https://stats.ecrin.test/script.js'
const injected = () => document.head.querySelectorAll(`script[src="${SCRIPT_URL}"]`)

afterEach(() => {
  for (const script of injected()) script.remove()
})

describe('audience measurement script (spec §1, §9: production builds only)', () => {
  it('adds the script once in a production build', () => {
    const analytics = makeScriptAnalytics({ scriptUrl: SCRIPT_URL, production: true })
    analytics.enable()
    analytics.enable()
    expect(injected()).toHaveLength(1)
  })

  it('adds nothing outside a production build, nor without a script URL', () => {
    makeScriptAnalytics({ scriptUrl: SCRIPT_URL, production: false }).enable()
    makeScriptAnalytics({ scriptUrl: null, production: true }).enable()
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })

  it('reloads the page to withdraw a loaded script, and does nothing when none was loaded', () => {
    const reload = vi.fn()
    const analytics = makeScriptAnalytics({ scriptUrl: SCRIPT_URL, production: true }, document, reload)
    analytics.disable()
    expect(reload).not.toHaveBeenCalled()
    analytics.enable()
    analytics.disable()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
