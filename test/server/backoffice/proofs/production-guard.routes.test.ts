import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../../server/platform/db/schema-portal'
import { productionBlockedMessage } from '../../../../src/domain/proof-approval'
import { anOrderRow } from '../../support/order-builders'
import { expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { A_PDF, approveInDatabase, aProofWorld, sendRound } from './proof-fixtures'

const t = useTestApp()

// Decision 076, "Production waits": an order with a proof line goes into production only once it is approved.
const WAITING_ONE = productionBlockedMessage([{ proofState: 'to_prepare' }])
const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status

describe('the move to "En fabrication"', () => {
  it('refuses one order while its proof is not approved, and allows it once approved', async () => {
    const { token, admin, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    expect(await statusOf(orderId)).toBe('validated')

    const refused = admin.post(`/admin/orders/${orderId}/status`, { status: 'in_production' })
    expect(await expectJson(refused, 422)).toEqual({ message: WAITING_ONE })
    await expectJson(sendRound(t, token, `/admin/orders/${orderId}/lines/${proofLine.id}/proofs`, { bytes: A_PDF }))
    await expectJson(admin.post(`/admin/orders/${orderId}/status`, { status: 'in_production' }), 422)
    expect(await statusOf(orderId)).toBe('validated')

    await approveInDatabase(t.db, proofLine.id)
    const moved = await expectJson(admin.post(`/admin/orders/${orderId}/status`, { status: 'in_production' }))
    expect(moved.status).toBe('in_production')
  })

  it('never holds back other moves, nor an order without proof lines', async () => {
    const { w, admin, placeOrder } = await aProofWorld(t)
    const plain = await anOrderRow(t.db, w.shopB.id, { number: 'CMD-2026-09999', status: 'validated' })
    expect((await expectJson(admin.post(`/admin/orders/${plain.id}/status`, { status: 'in_production' }))).status).toBe(
      'in_production',
    )
    const { orderId } = await placeOrder()
    const cancelled = await expectJson(
      admin.post(`/admin/orders/${orderId}/status`, { status: 'cancelled', reason: 'Doublon' }),
    )
    expect(cancelled.status).toBe('cancelled')
  })

  it('in bulk: lists the waiting order as refused with the message and moves the approved one', async () => {
    const { token, admin, placeOrder } = await aProofWorld(t)
    const waiting = await placeOrder()
    const approved = await placeOrder()
    const path = `/admin/orders/${approved.orderId}/lines/${approved.proofLine.id}/proofs`
    await expectJson(sendRound(t, token, path, { bytes: A_PDF }))
    await approveInDatabase(t.db, approved.proofLine.id)

    const result = await expectJson(
      admin.post('/admin/orders/bulk', { ids: [waiting.orderId, approved.orderId], action: 'in_production' }),
    )
    expect(result.affected).toBe(1)
    expect(result.refused).toEqual([{ id: waiting.orderId, number: expect.any(String), message: WAITING_ONE }])
    expect(await statusOf(waiting.orderId)).toBe('validated')
    expect(await statusOf(approved.orderId)).toBe('in_production')
  })
})
