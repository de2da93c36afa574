import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOGIN_FIELD_MESSAGES } from '../../../src/ui/kit/login-form/login-form'
import { DATE_ORDER_MESSAGE } from '../../../src/ui/portal/orders/order-filters'
import { PASSWORD_FIELD_MESSAGES } from '../../../src/ui/portal/profile/password-change-form'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { type LiveServer, useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { submitLogin } from '../support/login-form'
import { renderLiveApp } from '../support/render-live-app'

// What shop managers stumbled on in a week: French messages at the fields, the focus kept
// off <body>, one copy action. Accessible names are checked in Chromium (e2e/portal/portal-polish.spec.ts):
// jsdom computes no CSS, so the stray commas never showed here.

const live = useLiveServer()
// The first render compiles the app's chunks: on a busy machine that outlasts the default wait.
const SLOW = { timeout: 20_000 }

/** The live server, noting every call's method and path. */
function recording() {
  const calls: string[] = []
  const server: LiveServer = withFetch(live, (fetch) => async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`)
    return fetch(input, init)
  })
  return { server, calls }
}

describe('the login form (item 3)', () => {
  it('says in French at each field that it is empty, focuses the first, and sends nothing', async () => {
    const { server, calls } = recording()
    const app = renderLiveApp({ live: server, path: '/login' })
    const login = await screen.findByLabelText('Identifiant', {}, SLOW)
    expect(login.closest('form')).toHaveAttribute('novalidate')
    await app.user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(login).toHaveAccessibleDescription(LOGIN_FIELD_MESSAGES.login)
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(LOGIN_FIELD_MESSAGES.password)
    expect(login).toHaveFocus()
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([])
  })

  it('gives the focus to the failure rather than <body> (item 1)', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, 'mauvais-mot-de-passe')
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert.parentElement).toHaveFocus())
  })

  it('gives the focus to the catalogue’s title once logged in (item 1)', async () => {
    const shop = await aShop(live.db)
    const app = renderLiveApp({ live, path: '/login' })
    await submitLogin(app.user, shop.identifiant, DEFAULT_PASSWORD)
    const title = await screen.findByRole('heading', { level: 1, name: 'Mon catalogue' }, SLOW)
    await waitFor(() => expect(title).toHaveFocus())
  })
})

describe('the profile’s password form (item 3)', () => {
  it('says in French at each empty field what is missing, and sends nothing', async () => {
    const brand = await aBrand(live.db)
    const shop = await aShop(live.db, { brandId: brand.id })
    const { server, calls } = recording()
    const signedIn = { shop: await live.loginShop(shop.identifiant, DEFAULT_PASSWORD) }
    const app = renderLiveApp({ live: server, path: '/account/profile', signedIn })
    const current = await screen.findByLabelText('Mot de passe actuel', {}, SLOW)
    expect(current.closest('form')).toHaveAttribute('novalidate')
    await app.user.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau-mot-2026')
    await app.user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }))
    expect(current).toHaveAccessibleDescription(PASSWORD_FIELD_MESSAGES.current)
    expect(current).toHaveFocus()
    expect(screen.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAccessibleDescription(
      PASSWORD_FIELD_MESSAGES.confirmation,
    )
    expect(calls.filter((call) => call.includes('change-password'))).toEqual([])
  })
})

describe('orders (items 4, 5 and 7)', () => {
  it('says so at "Du" when it comes after "Au", and does not query', async () => {
    const w = await anOrderWorld(live)
    const { server, calls } = recording()
    const tokens = await live.loginShop(w.shopB.identifiant, SHOP_PASSWORD)
    const app = renderLiveApp({ live: server, path: '/account/order', signedIn: { shop: tokens } })
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' }, SLOW)
    await app.user.type(screen.getByLabelText('Du'), '2026-03-08')
    await app.user.type(screen.getByLabelText('Au'), '2026-03-04')
    const before = calls.length
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    const from = screen.getByLabelText('Du')
    expect(from).toHaveAccessibleDescription(DATE_ORDER_MESSAGE)
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveFocus()
    expect(calls.slice(before)).toEqual([])
    expect(app.router.state.location.search).not.toHaveProperty('du')
  })

  it('offers one copy action on an order’s page (decision 064)', async () => {
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopB, [w.boxLine(10)])
    const tokens = await live.loginShop(w.shopB.identifiant, SHOP_PASSWORD)
    renderLiveApp({ live, path: `/account/order/${id}`, signedIn: { shop: tokens } })
    await screen.findByRole('button', { name: 'Copier la commande' }, SLOW)
    expect(screen.queryByRole('button', { name: 'Recommander' })).toBeNull()
  })
})
