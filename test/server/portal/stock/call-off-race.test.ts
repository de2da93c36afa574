import { describe, expect, it } from 'vitest'
import { notEnoughStockMessage } from '../../../../src/domain/brand-stock'
import { aShop } from '../../support/builders'
import { api } from '../../support/portal-http'
import { aPortalWorld, anOrder, fillCart, shopToken } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aStockAccount, aStockedBag, balanceOf, callOffsOf } from './stock-fixtures'

const t = useTestApp()

const RACERS = 6

// docs/decisions/077-brand-stock.md, "The balance is the lock": shops racing for the last units get exactly the
// balance, the losers a refusal, nothing lost. Concurrent on PostgreSQL (TEST_DB_ENGINE=postgres), serial on PGlite.
describe('shops racing for the last units of their brand stock', () => {
  it('placements: 100 in stock, six orders of 30 at once -> three placed, 10 left, -90 called off', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 100)
    const racers = await Promise.all(
      Array.from({ length: RACERS }, async (_, index) => {
        const shop = await aShop(t.db, { brandId: w.brand.id, name: `Boutique ${index}` })
        const token = await shopToken(t, shop.id)
        const cart = await fillCart(t, token, [stocked.line(30)])
        return { token, cartId: cart.id }
      }),
    )

    const responses = await Promise.all(
      racers.map((racer) => api(t.app, racer.token).put(`/api/carts/order/${racer.cartId}`)),
    )

    await expectExactlyThreeTaken(responses, w.brand.id, stocked)
  })

  it('head office acceptances: six pending orders of 30 accepted at once -> three accepted', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 100)
    const orderIds = await Promise.all(
      Array.from({ length: RACERS }, async (_, index) => {
        const shop = await aShop(t.db, { brandId: w.brand.id, name: `Boutique ${index}`, validatorId: w.validator.id })
        return anOrder(t, await shopToken(t, shop.id), [stocked.line(30)])
      }),
    )
    expect(await balanceOf(t.db, w.brand.id, stocked.option.id)).toBe(100)

    const validator = api(t.app, w.tokens.validator)
    const responses = await Promise.all(
      orderIds.map((orderId) => validator.put(`/api/orders/validations/decide/${orderId}`, { statut: 'accepted' })),
    )

    await expectExactlyThreeTaken(responses, w.brand.id, stocked)
  })
})

async function expectExactlyThreeTaken(
  responses: Response[],
  brandId: number,
  stocked: Awaited<ReturnType<typeof aStockedBag>>,
) {
  const statuses = responses.map((response) => response.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(3)
  expect(statuses.filter((status) => status === 422)).toHaveLength(RACERS - 3)
  const refusals = await Promise.all(
    responses.filter((response) => response.status === 422).map((response) => response.json()),
  )
  for (const refusal of refusals) expect(refusal.message).toBe(notEnoughStockMessage(stocked.option.label, 10))
  expect(await balanceOf(t.db, brandId, stocked.option.id)).toBe(10)
  const movements = await callOffsOf(t.db, stocked.option.id)
  expect(movements).toHaveLength(3)
  expect(movements.reduce((sum, movement) => sum + movement.quantity, 0)).toBe(-90)
}
