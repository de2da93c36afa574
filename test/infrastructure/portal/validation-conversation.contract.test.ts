import { describe, expect, it } from 'vitest'
import { ValidationGateway } from '../../../src/application/portal/ports/validation-gateway'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, asShop } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'

// The order conversation's validation calls (decision 074) through the HTTP adapter, over the live server.

const live = useLiveServer()

async function asValidator() {
  const w = await anOrderWorld(live)
  const first = await w.order(w.tokens.shopA, [w.boxLine(10)])
  const second = await w.order(w.tokens.shopA, [w.boxLine(15)])
  const bodies: string[] = []
  const recording = withFetch(live, (fetch) => async (input, init) => {
    bodies.push(
      `${init?.method ?? 'GET'} ${new URL(input).pathname} ${typeof init?.body === 'string' ? init.body : ''}`,
    )
    return fetch(input, init)
  })
  const portal = await asShop(recording, w.validator)
  return { first, second, bodies, portal }
}

describe('ValidationGateway: comment and grouped acceptance', () => {
  it('sends the comment and reads the order with its new history entry', async () => {
    const h = await asValidator()
    const outcome = await h.portal.run(ValidationGateway.use((g) => g.comment(h.first, 'Livraison jeudi')))
    expect(h.bodies.at(-1)).toBe(
      `PUT /portal-api/api/orders/validations/comment/${h.first} ${JSON.stringify({ comment: 'Livraison jeudi' })}`,
    )
    expect(outcome.order.events.at(-1)).toMatchObject({
      action: 'Commentaire du siège',
      detail: 'Livraison jeudi',
      reason: null,
    })
  })

  it('accepts several orders, answering each in the order asked, in camelCase', async () => {
    const h = await asValidator()
    const results = await h.portal.run(ValidationGateway.use((g) => g.acceptMany([h.second, 999_999, h.first])))
    expect(h.bodies.at(-1)).toBe(
      `POST /portal-api/api/orders/validations/accept ${JSON.stringify({ order_ids: [h.second, 999_999, h.first] })}`,
    )
    expect(results).toEqual([
      { orderId: h.second, number: expect.stringMatching(/^CMD-/), accepted: true, message: expect.any(String) },
      { orderId: 999_999, number: null, accepted: false, message: 'Commande introuvable, ou déjà traitée.' },
      { orderId: h.first, number: expect.stringMatching(/^CMD-/), accepted: true, message: expect.any(String) },
    ])
  })
})
