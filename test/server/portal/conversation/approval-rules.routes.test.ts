import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../../server/platform/db/schema-portal'
import { mailsTo, runBackgroundWork } from '../../support/conversation'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, anOrder, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const DESK = 'commandes@ecrin-emballages.fr'

// 10 × 4,00 € = 40,00 € HT.
const boxLine = (w: PortalWorld, quantity = 10) => ({
  productId: w.box.id,
  optionId: w.box.options[0]?.id ?? 0,
  quantity,
})

async function withRules(rules: { auto_accept_below: number | null; monthly_budget: number | null }) {
  const w = await aPortalWorld(t)
  const headOffice = api(t.app, w.tokens.validator)
  const saved = await expectJson(headOffice.put(`/api/account/approval-rules/${w.shopA.id}`, rules))
  return { w, headOffice, saved }
}

describe('approval rules set by the head office (decision 074)', () => {
  it('lists the shops the head office validates with their rules and this month’s spend', async () => {
    const { w, headOffice, saved } = await withRules({ auto_accept_below: 10_000, monthly_budget: 50_000 })
    expect(saved).toEqual({
      shop_id: w.shopA.id,
      name: 'Boutique A',
      identifiant: w.shopA.identifiant,
      auto_accept_below: 10_000,
      monthly_budget: 50_000,
      spent_this_month: 0,
    })
    expect((await expectJson(headOffice.get('/api/account/approval-rules'))).shops).toEqual([saved])
    // A shop it does not validate, and a shop setting rules: not found for them.
    expect((await headOffice.put(`/api/account/approval-rules/${w.shopB.id}`, saved)).status).toBe(404)
    const shop = api(t.app, w.tokens.shopA)
    expect((await shop.put(`/api/account/approval-rules/${w.shopA.id}`, saved)).status).toBe(404)
    expect((await expectJson(shop.get('/api/account/approval-rules'))).shops).toEqual([])
    const negative = headOffice.put(`/api/account/approval-rules/${w.shopA.id}`, {
      auto_accept_below: -1,
      monthly_budget: null,
    })
    expect(await expectJson(negative, 422)).toEqual({ message: 'Le montant ne peut pas être négatif.' })
  })

  it('accepts an order under the amount and within the budget on its own, and tells the order desk', async () => {
    const { w } = await withRules({ auto_accept_below: 10_000, monthly_budget: 50_000 })
    const orderId = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const detail = await expectJson(api(t.app, w.tokens.shopA).get(`/api/orders/${orderId}`))
    expect(detail).toMatchObject({ status: 'validated', auto_accepted: true })
    expect(detail.events.map((event: { action: string }) => event.action)).toEqual([
      'Commande passée',
      'Commande acceptée automatiquement',
    ])
    const list = await expectJson(api(t.app, w.tokens.shopA).get('/api/carts'))
    expect(list[0]).toMatchObject({ id: orderId, auto_accepted: true })
    await runBackgroundWork(t)
    const [toDesk] = await mailsTo(t, DESK)
    expect(toDesk?.text).toContain('acceptée automatiquement')
    expect(await mailsTo(t, w.validator.email)).toEqual([])
    const budget = await expectJson(api(t.app, w.tokens.shopA).get('/api/account/budget'))
    expect(budget).toEqual({ monthly_budget: 50_000, spent_this_month: 4000, left: 46_000 })
  })

  it('makes an order wait when it reaches the amount or would pass the month’s budget', async () => {
    const { w } = await withRules({ auto_accept_below: 10_000, monthly_budget: 6000 })
    const first = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, first))
    expect(placed).toMatchObject({ status: 'validated', autoAccepted: true })
    // 40,00 € more would make 80,00 € of a 60,00 € budget: it waits, under the amount though it is.
    const second = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const [waiting] = await t.db.select().from(orders).where(eq(orders.id, second))
    expect(waiting).toMatchObject({ status: 'pending_validation', autoAccepted: false })
    // 30 × 4,00 € = 120,00 €: at or above the amount, it waits too.
    await expectJson(
      api(t.app, w.tokens.validator).put(`/api/account/approval-rules/${w.shopA.id}`, {
        auto_accept_below: 12_000,
        monthly_budget: null,
      }),
    )
    const third = await anOrder(t, w.tokens.shopA, [boxLine(w, 30)])
    const [atAmount] = await t.db.select().from(orders).where(eq(orders.id, third))
    expect(atAmount?.status).toBe('pending_validation')
  })

  it('gives a shop without rules no budget', async () => {
    const w = await aPortalWorld(t)
    expect(await expectJson(api(t.app, w.tokens.shopB).get('/api/account/budget'))).toEqual({
      monthly_budget: null,
      spent_this_month: 0,
      left: null,
    })
  })
})

describe('mail choices of each account (decision 074)', () => {
  it('lets a shop turn a mail off, but never the acknowledgement of its own order', async () => {
    const w = await aPortalWorld(t)
    const shop = api(t.app, w.tokens.shopA)
    const initial = await expectJson(shop.get('/api/account/mail-preferences'))
    expect(initial.preferences.map((preference: { kind: string }) => preference.kind)).toEqual([
      'order-sent-for-validation',
      'order-placed',
      'order-decision',
      'proof-answered',
    ])
    const saved = await expectJson(
      shop.put('/api/account/mail-preferences', { disabled: ['order-sent-for-validation', 'order-placed'] }),
    )
    expect(saved.preferences).toEqual([
      expect.objectContaining({ kind: 'order-sent-for-validation', enabled: false, required: false }),
      expect.objectContaining({ kind: 'order-placed', enabled: true, required: true }),
      expect.objectContaining({ kind: 'order-decision', enabled: true }),
      expect.objectContaining({ kind: 'proof-answered', enabled: true }),
    ])
    // Proofs (decision 076): the head office answers them, shop A hears of its answers, shop B answers its own.
    const headOffice = await expectJson(api(t.app, w.tokens.validator).get('/api/account/mail-preferences'))
    const kindsOf = (answer: { preferences: { kind: string }[] }) => answer.preferences.map((item) => item.kind)
    expect(kindsOf(headOffice)).toEqual(expect.arrayContaining(['order-to-validate', 'proof-to-approve']))
    expect(kindsOf(headOffice)).not.toContain('proof-answered')
    const alone = await expectJson(api(t.app, w.tokens.shopB).get('/api/account/mail-preferences'))
    expect(kindsOf(alone)).toEqual(expect.arrayContaining(['proof-to-approve', 'proof-reminder']))
    expect(kindsOf(alone)).not.toContain('proof-answered')

    await anOrder(t, w.tokens.shopA, [boxLine(w)])
    await runBackgroundWork(t)
    expect(await mailsTo(t, w.shopA.email)).toEqual([])
    expect(await mailsTo(t, w.validator.email)).toHaveLength(1)
  })
})
