import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeScriptAnalytics } from '../../../src/infrastructure/showcase/analytics.script'
import {
  CONSENT_STORAGE_KEY,
  makeConsentStoreWebStorage,
} from '../../../src/infrastructure/showcase/consent-store.web-storage'
import { useLiveServer } from '../../support/live-server/live-server'
import { NOW, renderShowcase } from './support/render-showcase'

const live = useLiveServer()

const SCRIPT_URL = 'https://stats.ecrin.test/script.js'

// The real adapters of the browser: localStorage, and the analytics script gated by the build mode.
const browserConsent = () => ({
  consent: makeConsentStoreWebStorage(),
  analytics: makeScriptAnalytics({ scriptUrl: SCRIPT_URL, production: import.meta.env.PROD }),
})
const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')
const banner = () => screen.queryByRole('region', { name: 'Votre vie privée' })

beforeEach(() => window.localStorage.clear())
afterEach(() => document.head.querySelectorAll('script[data-ecrin-analytics]').forEach((script) => script.remove()))

describe('cookie consent banner', () => {
  it('asks on the first visit, with refusing as easy as accepting', async () => {
    renderShowcase({ live, path: '/', consented: false, services: browserConsent() })
    await screen.findByRole('heading', { level: 1 })
    const region = banner()!
    const buttons = within(region).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Tout refuser', 'Tout accepter'])
    expect(buttons[0]!.className).toBe(buttons[1]!.className)
    expect(within(region).getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute(
      'href',
      '/politique-relative-aux-cookies-et-autres-traceurs',
    )
  })

  it('stores a refusal with its date and stops asking', async () => {
    const app = renderShowcase({ live, path: '/', consented: false, services: browserConsent() })
    await app.user.click(await screen.findByRole('button', { name: 'Tout refuser' }))
    expect(stored()).toEqual({ choice: 'refused', date: NOW.toISOString() })
    expect(banner()).not.toBeInTheDocument()
  })

  it('stores an acceptance, and loads no analytics outside a production build', async () => {
    const app = renderShowcase({ live, path: '/', consented: false, services: browserConsent() })
    await app.user.click(await screen.findByRole('button', { name: 'Tout accepter' }))
    expect(stored()).toEqual({ choice: 'accepted', date: NOW.toISOString() })
    expect(import.meta.env.PROD).toBe(false)
    expect(document.head.querySelector(`script[src="${SCRIPT_URL}"]`)).toBeNull()
  })

  it('loads analytics after acceptance in a production build only', async () => {
    const analytics = makeScriptAnalytics({ scriptUrl: SCRIPT_URL, production: true })
    const app = renderShowcase({
      live,
      path: '/',
      consented: false,
      services: { consent: makeConsentStoreWebStorage(), analytics },
    })
    await screen.findByRole('button', { name: 'Tout accepter' })
    expect(document.head.querySelector(`script[src="${SCRIPT_URL}"]`)).toBeNull()
    await app.user.click(screen.getByRole('button', { name: 'Tout accepter' }))
    expect(document.head.querySelector(`script[src="${SCRIPT_URL}"]`)).not.toBeNull()
  })

  it('does not ask again within 13 months, and asks again after', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ choice: 'refused', date: '2025-04-02T08:00:00.000Z' }),
    )
    renderShowcase({ live, path: '/', consented: false, services: browserConsent() })
    await screen.findByRole('heading', { level: 1 })
    expect(banner()).not.toBeInTheDocument()

    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ choice: 'refused', date: '2025-02-28T08:00:00.000Z' }),
    )
    renderShowcase({ live, path: '/actualites', consented: false, services: browserConsent() })
    await waitFor(() => expect(banner()).toBeInTheDocument())
  })

  it('reopens from the footer, focused, showing the current choice', async () => {
    const app = renderShowcase({ live, path: '/', consented: false, services: browserConsent() })
    await app.user.click(await screen.findByRole('button', { name: 'Tout refuser' }))
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Gestion des cookies' }))
    expect(banner()).toHaveFocus()
    expect(within(banner()!).getByText(/Votre choix actuel : mesure d’audience refusée/)).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Tout accepter' }))
    expect(stored().choice).toBe('accepted')
  })

  it('reopens from the cookie policy: its button and the #gestion-des-cookies link of the text', async () => {
    const app = renderShowcase({
      live,
      path: '/politique-relative-aux-cookies-et-autres-traceurs',
      services: browserConsent(),
      consented: false,
    })
    await app.user.click(await screen.findByRole('button', { name: 'Tout accepter' }))
    const section = screen.getByRole('region', { name: 'Gestion des cookies' })
    expect(section).toHaveAttribute('id', 'gestion-des-cookies')
    expect(section).toHaveTextContent('Vous avez accepté la mesure d’audience.')
    await app.user.click(within(section).getByRole('button', { name: 'Modifier mes choix' }))
    expect(banner()).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Tout refuser' }))
    expect(banner()).not.toBeInTheDocument()
    await app.user.click(screen.getByRole('link', { name: 'Modifier mes choix en matière de cookies' }))
    expect(banner()).toBeInTheDocument()
  })
})
