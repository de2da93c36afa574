import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fillCart } from '../../server/support/portal-world'
import { api, expectJson } from '../../server/support/portal-http'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { renderLiveApp } from '../support/render-live-app'

// The shop's monthly budget beside the cart's totals (/panier), over the real server.

const live = useLiveServer()

const OVER = 'Cette commande dépasse le budget du mois : elle attendra la validation du siège.'

/**
 * Boutique A has spent 80,00 € HT this month (an accepted order); its head office gives it `budget` cents,
 * and its cart holds 10 boxes: 40,00 € HT (more TTC, with shipping and VAT).
 */
async function openCart(budget: number | null, who: 'shopA' | 'shopB' = 'shopA') {
  const w = await anOrderWorld(live)
  const accepted = await w.order(w.tokens.shopA, [w.boxLine(20)])
  await backOffice(live, accepted, { status: 'validated' })
  const rule = { auto_accept_below: null, monthly_budget: budget }
  await expectJson(api(live.app, w.tokens.validator).put(`/api/account/approval-rules/${w.shopA.id}`, rule))
  await fillCart(live, w.tokens[who], [w.boxLine(10)])
  const tokens = await live.loginShop(w[who].identifiant, SHOP_PASSWORD)
  let budgetAnswers = 0
  const counting = withFetch(live, (fetch) => async (input, init) => {
    const answer = await fetch(input, init)
    if (String(input).endsWith('/api/account/budget')) budgetAnswers += 1
    return answer
  })
  renderLiveApp({ live: counting, path: '/panier', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Mon panier' })
  return { budgetAnswered: () => budgetAnswers > 0 }
}

describe('cart budget (/panier)', () => {
  it('says what is left this month, and that an order over it will wait for the head office', async () => {
    await openCart(10_000)
    const budget = await screen.findByRole('region', { name: 'Budget du mois' })
    expect(within(budget).getByText(/^Budget restant ce mois-ci : 20,00\s€$/)).toBeInTheDocument()
    const notice = within(budget).getByText(OVER)
    // Polite, not an error: no alert role anywhere near it.
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull()
    expect(within(budget).queryByRole('alert')).not.toBeInTheDocument()
  })

  it("compares the cart's total HT with what is left, not its TTC", async () => {
    // 45,00 € left: the 40,00 € HT fit, the TTC (shipping and VAT added) would not.
    await openCart(12_500)
    const budget = await screen.findByRole('region', { name: 'Budget du mois' })
    expect(within(budget).getByText(/^Budget restant ce mois-ci : 45,00\s€$/)).toBeInTheDocument()
    expect(within(budget).queryByText(OVER)).not.toBeInTheDocument()
  })

  it('shows nothing about a budget to a shop without one', async () => {
    const { budgetAnswered } = await openCart(null)
    // The budget call has answered (no budget) and the page has rendered its answer: still nothing.
    await waitFor(() => expect(budgetAnswered()).toBe(true))
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Budget du mois' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Budget/)).not.toBeInTheDocument()
  })
})
