import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { APPROVAL_MESSAGES } from '../../../src/domain/approval-rules'
import { CONVERSATION_MESSAGES } from '../../../src/domain/order-mails'
import { api, expectJson } from '../../server/support/portal-http'
import { type LiveServer, useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { findToast } from '../support/toasts'

// The head office's approval rules page (/account/regles) over the real server.

const live = useLiveServer()

const THRESHOLD = /^Acceptation automatique sous \(HT\), Boutique A$/
const BUDGET = /^Budget mensuel \(HT\), Boutique A$/

/** A head office validating "Boutique A", which has an accepted order of 80,00 € HT this month. */
async function rulesWorld() {
  const w = await anOrderWorld(live)
  const accepted = await w.order(w.tokens.shopA, [w.boxLine(20)])
  await backOffice(live, accepted, { status: 'validated' })
  const rulesOnServer = async () =>
    (await expectJson(api(live.app, w.tokens.validator).get('/api/account/approval-rules'))).shops[0]
  return { w, rulesOnServer }
}

async function open(shop: { identifiant: string }, server: LiveServer = live) {
  const tokens = await live.loginShop(shop.identifiant, SHOP_PASSWORD)
  const app = renderLiveApp({ live: server, path: '/account/regles', signedIn: { shop: tokens } })
  return app
}

function shopRow(): HTMLElement {
  const table = screen.getByRole('table', { name: 'Règles de validation de vos magasins' })
  const row = within(table).getByRole('rowheader', { name: 'Boutique A' }).closest('tr')
  if (row === null) throw new Error('a row for Boutique A')
  return row
}

describe('approval rules (/account/regles)', () => {
  it("lists the head office's shops with their rules and this month's spending, and explains them", async () => {
    const { w } = await rulesWorld()
    await open(w.validator)
    expect(await screen.findByRole('heading', { level: 1, name: 'Règles de validation' })).toBeInTheDocument()
    expect(screen.getByText(/sous le seuil d’acceptation automatique/)).toBeInTheDocument()
    expect(screen.getByText(/dépasse le budget mensuel attend toujours/)).toBeInTheDocument()
    const row = shopRow()
    expect(within(row).getByText(w.shopA.identifiant)).toBeInTheDocument()
    expect(within(row).getByText(/^80,00\s€$/)).toBeInTheDocument()
    expect(within(row).getByLabelText(THRESHOLD)).toHaveValue('')
    expect(within(row).getByLabelText(BUDGET)).toHaveValue('')
    // The nav leads here, after "Commandes à valider".
    const links = within(screen.getByRole('navigation', { name: 'Espace client' })).getAllByRole('link')
    const names = links.map((link) => link.textContent)
    expect(names.indexOf('Règles de validation')).toBe(names.findIndex((n) => n?.startsWith('Commandes à valider')) + 1)
  })

  it('saves amounts typed the French way, by keyboard, with the toast; empty turns a rule off', async () => {
    const { w, rulesOnServer } = await rulesWorld()
    const app = await open(w.validator)
    await screen.findByRole('heading', { level: 1, name: 'Règles de validation' })
    await app.user.type(within(shopRow()).getByLabelText(THRESHOLD), '1 500,50')
    await app.user.type(within(shopRow()).getByLabelText(BUDGET), '3000')
    await app.user.keyboard('{Enter}')
    expect(await findToast(CONVERSATION_MESSAGES.rulesSaved)).toBeInTheDocument()
    expect(await rulesOnServer()).toMatchObject({ auto_accept_below: 150_050, monthly_budget: 300_000 })
    await waitFor(() => expect(within(shopRow()).getByLabelText(THRESHOLD)).toHaveValue('1500,50'))

    await app.user.clear(within(shopRow()).getByLabelText(BUDGET))
    const save = within(shopRow()).getByRole('button', { name: 'Enregistrer les règles de Boutique A' })
    save.focus()
    await app.user.keyboard('{Enter}')
    await waitFor(async () => expect(await rulesOnServer()).toMatchObject({ monthly_budget: null }))
    expect(save).toHaveFocus()
  })

  it('says what is wrong beside the field, moves the focus there, and sends nothing', async () => {
    const { w, rulesOnServer } = await rulesWorld()
    const sent: string[] = []
    const recording = withFetch(live, (fetch) => async (input, init) => {
      if ((init?.method ?? 'GET') === 'PUT') sent.push(String(input))
      return fetch(input, init)
    })
    const app = await open(w.validator, recording)
    await screen.findByRole('heading', { level: 1, name: 'Règles de validation' })
    await app.user.type(within(shopRow()).getByLabelText(THRESHOLD), '100')
    await app.user.type(within(shopRow()).getByLabelText(BUDGET), '12,345')
    await app.user.click(within(shopRow()).getByRole('button', { name: 'Enregistrer les règles de Boutique A' }))
    const budget = within(shopRow()).getByLabelText(BUDGET)
    expect(budget).toHaveAccessibleDescription(APPROVAL_MESSAGES.amountNotWhole)
    expect(budget).toHaveAttribute('aria-invalid', 'true')
    expect(budget).toHaveFocus()
    expect(within(shopRow()).getByLabelText(THRESHOLD)).not.toHaveAttribute('aria-invalid')
    expect(sent).toEqual([])
    expect(await rulesOnServer()).toMatchObject({ auto_accept_below: null, monthly_budget: null })
  })

  it('leads a shop that validates no other to its own orders, and shows it no link', async () => {
    const { w } = await rulesWorld()
    const app = await open(w.shopA)
    await waitFor(() => expect(pathnameOf(app)).toBe('/account/order'))
    const nav = await screen.findByRole('navigation', { name: 'Espace client' })
    expect(within(nav).queryByRole('link', { name: 'Règles de validation' })).not.toBeInTheDocument()
  })

  it('shows the error state when the rules cannot be read', async () => {
    const { w } = await rulesWorld()
    const failing = withFetch(
      live,
      (fetch) => async (input, init) =>
        String(input).endsWith('/api/account/approval-rules')
          ? new Response('{}', { status: 500 })
          : fetch(input, init),
    )
    await open(w.validator, failing)
    expect(await screen.findByText('Impossible de charger les règles de validation', { selector: 'p' })).toBeVisible()
  })
})
