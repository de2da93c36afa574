import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notEnoughStockMessage } from '../../../../src/domain/brand-stock'
import { parisCalendarDay } from '../../../../src/domain/working-days'
import { orderLines, orders } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs } from '../../../../server/platform/db/schema-proofs'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, anOrder, fillCart } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aStockAccount, aStockedBag, balanceOf, callOffsOf, stockAuditEntries } from './stock-fixtures'

const t = useTestApp()

const linesOf = (orderId: number) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))

// docs/decisions/077-brand-stock.md, "Decremented when the order is accepted".
describe('call-offs from the brand stock when an order is accepted', () => {
  it('takes a line from stock at once when the shop orders directly: movement, audit, no proof', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id, { proofRequired: true })
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 100)

    const orderId = await anOrder(t, w.tokens.shopB, [stocked.line(30)])

    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(70)
    const [line] = await linesOf(orderId)
    expect(line).toMatchObject({ fromStock: true, status: 'accepted', quantity: 30 })
    const movements = await callOffsOf(t.db, stocked.option.id)
    expect(movements).toEqual([
      expect.objectContaining({
        brandId: w.brand.id,
        quantity: -30,
        orderId,
        orderLineId: line?.id,
        shopId: w.shopB.id,
        happenedOn: parisCalendarDay(t.clock.now()),
      }),
    ])
    const audits = await stockAuditEntries(t.db)
    expect(audits).toEqual([
      expect.objectContaining({ entityId: movements[0]?.id, action: 'call_off', adminLogin: w.shopB.name }),
    ])
    expect(audits[0]?.after).toMatchObject({ balance: 70, quantity: -30, orderId })
    // The stock is already printed: no proof is asked for it.
    expect(
      await t.db
        .select()
        .from(orderLineProofs)
        .where(eq(orderLineProofs.orderLineId, line?.id ?? 0)),
    ).toEqual([])
  })

  it('moves nothing for a head office order until it is accepted, then its accepted quantities', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    const other = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 100)
    await aStockAccount(t.db, w.brand.id, other.option.id, 100)
    const orderId = await anOrder(t, w.tokens.shopA, [stocked.line(60), other.line(40)])
    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(100)
    expect(await callOffsOf(t.db, stocked.option.id)).toEqual([])

    const [first, second] = await linesOf(orderId).then((lines) => lines.sort((a, b) => a.id - b.id))
    const validator = api(t.app, w.tokens.validator)
    await expectJson(validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: first?.id, data: 50 }))
    await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, {
        idproduct: second?.id,
        statut: 'refused',
        reason: 'Pas ce mois-ci',
      }),
    )
    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(100)
    await expectJson(validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' }))

    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(50)
    expect(await balanceOf(t.db, w.brand.id, other.option.id)).toBe(100)
    const movements = await callOffsOf(t.db, stocked.option.id)
    expect(movements.map((movement) => [movement.quantity, movement.shopId])).toEqual([[-50, w.shopA.id]])
    expect(await callOffsOf(t.db, other.option.id)).toEqual([])
  })

  it('refuses a placement larger than the balance with 422 and writes nothing', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 20)
    const cart = await fillCart(t, w.tokens.shopB, [stocked.line(30)])

    const response = await api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`)

    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ message: notEnoughStockMessage(stocked.option.label, 20) })
    expect(await t.db.select().from(orders)).toEqual([])
    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(20)
    expect(await callOffsOf(t.db, stocked.option.id)).toEqual([])
    expect(await stockAuditEntries(t.db)).toEqual([])
    const current = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(current.id).toBe(cart.id)
  })

  it('refuses the head office acceptance the balance does not cover: the order stays pending', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 100)
    const orderId = await anOrder(t, w.tokens.shopA, [stocked.line(80)])
    await t.db
      .update(orders)
      .set({ updatedAt: new Date(0) })
      .where(eq(orders.id, orderId))
    await anOrder(t, w.tokens.shopB, [stocked.line(40)])

    const response = await api(t.app, w.tokens.validator).put(`/api/orders/validations/decide/${orderId}`, {
      statut: 'accepted',
    })

    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ message: notEnoughStockMessage(stocked.option.label, 60) })
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ status: 'pending_validation', updatedAt: new Date(0) })
    expect((await linesOf(orderId))[0]).toMatchObject({ status: 'pending', quantity: 80 })
    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(60)
    expect((await callOffsOf(t.db, stocked.option.id)).map((movement) => movement.quantity)).toEqual([-40])
  })
})
