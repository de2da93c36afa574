import type { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { DecodeError, Rejected } from '../../../src/application/errors'
import { ConversationGateway } from '../../../src/application/portal/ports/conversation-gateway'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, asShop, backOffice } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'

const live = useLiveServer()

async function signedIn(shop: { identifiant: string }, server = live) {
  const portal = await asShop(server, shop)
  return {
    run: <A, E>(use: (g: ConversationGateway['Service']) => Effect.Effect<A, E>) =>
      portal.run(ConversationGateway.use(use)),
    flip: <A, E>(use: (g: ConversationGateway['Service']) => Effect.Effect<A, E>) =>
      portal.flip(ConversationGateway.use(use)),
  }
}

describe('ConversationGateway over the live server', () => {
  it('reads and saves the rules of the shops the head office validates, in cents', async () => {
    const w = await anOrderWorld(live)
    // 20 boxes at 4,00 € = 80,00 € HT, accepted by the back office: it counts against the month.
    const accepted = await w.order(w.tokens.shopA, [w.boxLine(20)])
    await backOffice(live, accepted, { status: 'validated' })
    const head = await signedIn(w.validator)

    expect(await head.run((g) => g.approvalRules())).toEqual([
      {
        shopId: w.shopA.id,
        name: 'Boutique A',
        identifiant: w.shopA.identifiant,
        autoAcceptBelowCents: null,
        monthlyBudgetCents: null,
        spentThisMonthCents: 8000,
      },
    ])
    const saved = await head.run((g) =>
      g.saveApprovalRule({ shopId: w.shopA.id, autoAcceptBelowCents: 15_050, monthlyBudgetCents: 100_000 }),
    )
    expect(saved).toMatchObject({ autoAcceptBelowCents: 15_050, monthlyBudgetCents: 100_000 })
    expect((await head.run((g) => g.approvalRules()))[0]).toEqual(saved)

    const shop = await signedIn(w.shopA)
    expect(await shop.run((g) => g.budget())).toEqual({
      monthlyBudgetCents: 100_000,
      spentThisMonthCents: 8000,
      leftCents: 92_000,
    })
  })

  it("answers the server's French refusal for a shop the head office does not validate", async () => {
    const w = await anOrderWorld(live)
    const head = await signedIn(w.validator)
    const refusal = await head.flip((g) =>
      g.saveApprovalRule({ shopId: w.shopB.id, autoAcceptBelowCents: null, monthlyBudgetCents: null }),
    )
    expect(refusal).toBeInstanceOf(Rejected)
    expect((refusal as Rejected).status).toBe(404)
  })

  it('reads a shop without budget as null, and saves mail choices (a required one stays on)', async () => {
    const w = await anOrderWorld(live)
    const shop = await signedIn(w.shopB)
    expect(await shop.run((g) => g.budget())).toEqual({
      monthlyBudgetCents: null,
      spentThisMonthCents: 0,
      leftCents: null,
    })

    const before = await shop.run((g) => g.mailPreferences())
    const optional = before.filter((p) => !p.required).map((p) => p.kind)
    const required = before.filter((p) => p.required).map((p) => p.kind)
    expect(optional.length).toBeGreaterThan(0)
    expect(required.length).toBeGreaterThan(0)
    const after = await shop.run((g) => g.saveMailPreferences([...optional, ...required]))
    for (const preference of after) expect(preference.enabled).toBe(preference.required)
    expect(await shop.run((g) => g.mailPreferences())).toEqual(after)
  })

  it('refuses an answer of the wrong shape instead of casting it', async () => {
    const w = await anOrderWorld(live)
    const lying = withFetch(live, (fetch) => async (input, init) => {
      const answer = await fetch(input, init)
      if (!String(input).endsWith('/api/account/budget')) return answer
      return new Response(JSON.stringify({ monthly_budget: 'mille', spent_this_month: 0, left: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    })
    const shop = await signedIn(w.shopA, lying)
    expect(await shop.flip((g) => g.budget())).toBeInstanceOf(DecodeError)
  })
})
