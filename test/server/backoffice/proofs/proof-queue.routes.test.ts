import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs } from '../../../../server/platform/db/schema-proofs'
import { expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { A_PDF, aProofWorld, sendRound } from './proof-fixtures'

const t = useTestApp()

// Ages the lines so that the queue's order (oldest state first) is the test's, not the clock's.
async function waitingSince(lineId: number, iso: string) {
  await t.db
    .update(orderLineProofs)
    .set({ updatedAt: new Date(iso) })
    .where(eq(orderLineProofs.orderLineId, lineId))
}

describe('GET /admin/proofs', () => {
  it('lists the lines of one state, the longest waiting first, a page at a time', async () => {
    const { token, admin, placeOrder } = await aProofWorld(t)
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()]
    const [a, b, c] = placed.map((order) => order.proofLine.id) as [number, number, number]
    await expectJson(sendRound(t, token, `/admin/orders/${placed[2]?.orderId}/lines/${c}/proofs`, { bytes: A_PDF }))
    await waitingSince(a, '2026-11-20T09:00:00Z')
    await waitingSince(b, '2026-11-10T09:00:00Z')
    await waitingSince(c, '2026-11-01T09:00:00Z')

    const all = await expectJson(admin.get('/admin/proofs'))
    expect(all.total).toBe(3)
    expect(all.items.map((line: { line_id: number }) => line.line_id)).toEqual([c, b, a])

    const toPrepare = await expectJson(admin.get('/admin/proofs?state=to_prepare'))
    expect(toPrepare).toMatchObject({ total: 2, items: [{ line_id: b }, { line_id: a }] })
    expect(toPrepare.items[0]).toMatchObject({
      state_label: 'BAT à préparer',
      shop: { name: 'Boutique B' },
      product_name: 'Sac kraft',
      option_label: 'Petit',
      quantity: 100,
      artwork: null,
      carried_over: null,
      state_since: '2026-11-10T09:00:00.000Z',
      rounds: [],
      can_answer: false,
    })
    const sent = await expectJson(admin.get('/admin/proofs?state=sent'))
    expect(sent).toMatchObject({ total: 1, items: [{ line_id: c, state: 'sent', rounds: [{ version: 1 }] }] })

    const second = await expectJson(admin.get('/admin/proofs?_start=1&_limit=1'))
    expect(second).toMatchObject({ total: 3, items: [{ line_id: b }] })
    await expectJson(admin.get('/admin/proofs?state=nope'), 400)
  })

  it('answers an order’s proof lines, only those that need one; 404 for an unknown order', async () => {
    const { admin, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine, plainLine } = await placeOrder()
    const lines = await expectJson(admin.get(`/admin/orders/${orderId}/proofs`))
    expect(lines.map((line: { line_id: number }) => line.line_id)).toEqual([proofLine.id])
    const plain = await t.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.id, [plainLine.id]))
    expect(plain).toHaveLength(1)
    await expectJson(admin.get('/admin/orders/999999/proofs'), 404)
  })

  it('is the back office’s: a shop’s token is refused', async () => {
    const { w } = await aProofWorld(t)
    const response = await t.app.request('/portal-api/admin/proofs', {
      headers: { Authorization: `Bearer ${w.tokens.shopB}` },
    })
    expect([401, 403]).toContain(response.status)
  })
})
