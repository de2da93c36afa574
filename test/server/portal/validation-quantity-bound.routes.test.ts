import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, quantityCapMessage } from '../../../src/domain/quantity-rules'
import { api, call, expectJson } from '../support/portal-http'
import { aPortalWorld, anOrder } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// A validator's quantity the server could not read answered "Requête invalide :
// data est invalide." (decision 043). The contract now bounds it with the domain's own sentences.
const t = useTestApp()

async function pendingLine() {
  const w = await aPortalWorld(t)
  const orderId = await anOrder(t, w.tokens.shopA, [
    { productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 },
  ])
  const order = await expectJson(api(t.app, w.tokens.validator).get(`/api/orders/${orderId}`))
  return { w, orderId, lineId: order.lines[0].id as number }
}

describe('PUT /api/orders/validations/modify/{id}: quantities the server cannot read', () => {
  it('answers the cap in French for a quantity above it', async () => {
    const { w, orderId, lineId } = await pendingLine()
    const response = await api(t.app, w.tokens.validator).put(`/api/orders/validations/modify/${orderId}`, {
      idproduct: lineId,
      data: 2_000_000,
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: quantityCapMessage(MAX_QUANTITY) })
  })

  it.each([
    ['a number JSON reads as infinite', `{"idproduct":LINE,"data":1e400}`],
    ['a text in scientific notation', `{"idproduct":LINE,"data":"1e7"}`],
    ['a word', `{"idproduct":LINE,"data":"beaucoup"}`],
  ])('says the quantity must be a positive whole number for %s', async (_case, raw) => {
    const { w, orderId, lineId } = await pendingLine()
    const response = await call(t.app, 'PUT', `/api/orders/validations/modify/${orderId}`, {
      token: w.tokens.validator,
      body: raw.replace('LINE', String(lineId)),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'La quantité doit être un nombre entier positif.' })
  })

  it.each([
    ['a decimal', 12.5],
    ['zero', 0],
  ])('leaves %s to the domain rule (422)', async (_case, data) => {
    const { w, orderId, lineId } = await pendingLine()
    const response = await api(t.app, w.tokens.validator).put(`/api/orders/validations/modify/${orderId}`, {
      idproduct: lineId,
      data,
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: 'La quantité doit être un nombre entier positif.' })
  })

  it('still takes a valid quantity, as a number or a text', async () => {
    const { w, orderId, lineId } = await pendingLine()
    const head = api(t.app, w.tokens.validator)
    expect(
      (await expectJson(head.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineId, data: '15' }))).order
        .lines[0].quantity,
    ).toBe(15)
    expect(
      (await expectJson(head.put(`/api/orders/validations/modify/${orderId}`, { idproduct: lineId, quantity: 20 })))
        .order.lines[0].quantity,
    ).toBe(20)
  })
})
