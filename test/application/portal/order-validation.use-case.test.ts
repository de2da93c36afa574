import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import {
  changeValidationLine,
  commentValidation,
  decideValidation,
  detachValidationLine,
} from '../../../src/application/portal/order-validation.use-case'
import { OrderGateway, type OrderLine } from '../../../src/application/portal/ports/order-gateway'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, asShop } from '../../support/live-server/order-arrangements'

const live = useLiveServer()

const loadOrder = (orderId: number) => OrderGateway.use((orders) => orders.detail(orderId))

/**
 * The head office "Siège" signed in, facing a pending order of its shop A: 150 small bags (by 50),
 * 250 big bags (minimum 250, by 25), 10 boxes. `requests()` lists what reached the server since.
 */
async function aValidator() {
  const w = await anOrderWorld(live)
  const orderId = await w.order(w.tokens.shopA, [w.bagLine(150), w.bigBagLine(250), w.boxLine(10)])
  const portal = await asShop(live, w.validator)
  const order = await portal.run(loadOrder(orderId))
  const [bag, bigBag, box] = order.lines
  if (bag === undefined || bigBag === undefined || box === undefined) throw new Error('three lines')
  const from = live.calls.length
  const requests = () =>
    live.calls.slice(from).map((call) => `${call.method} ${call.path.replace(/^\/portal-api/, '')}`)
  return { ...portal, orderId, order, bag, bigBag, box, requests }
}

const lineOf = (lines: readonly OrderLine[], id: number) => lines.find((line) => line.id === id)

describe('order validation use cases over the live server', () => {
  it('changes a line quantity within its option rule', async () => {
    const v = await aValidator()
    const outcome = await v.run(changeValidationLine({ orderId: v.orderId, line: v.bigBag, quantity: 300 }))
    expect(outcome.message).toBe('Produit modifié avec succès')
    expect(lineOf(outcome.order.lines, v.bigBag.id)?.quantity).toBe(300)
    expect(v.requests()).toEqual([`PUT /api/orders/validations/modify/${v.orderId}`])
  })

  it('refuses a quantity off the rule before any call', async () => {
    const v = await aValidator()
    expect(await v.flip(changeValidationLine({ orderId: v.orderId, line: v.bigBag, quantity: 260 }))).toEqual(
      new Rejected({ status: 422, message: 'La quantité doit être un multiple de 25.' }),
    )
    expect(v.requests()).toEqual([])
  })

  it('changes a line status alone', async () => {
    const v = await aValidator()
    const outcome = await v.run(
      changeValidationLine({ orderId: v.orderId, line: v.bag, status: 'refused', reason: '  Hors budget ' }),
    )
    expect(lineOf(outcome.order.lines, v.bag.id)).toMatchObject({ status: 'refused', quantity: 150 })
    expect(outcome.order.events.at(-1)?.reason).toBe('Hors budget')
  })

  // Decision 074: the shop reads why; the domain's checkReason says so before any call, in the server's words.
  it('refuses a line refusal or an order refusal without reason before any call', async () => {
    const v = await aValidator()
    const required = new Rejected({ status: 422, message: 'Indiquez le motif du refus.' })
    expect(await v.flip(changeValidationLine({ orderId: v.orderId, line: v.bag, status: 'refused' }))).toEqual(required)
    expect(
      await v.flip(changeValidationLine({ orderId: v.orderId, line: v.bag, status: 'refused', reason: ' ' })),
    ).toEqual(required)
    expect(await v.flip(decideValidation(v.orderId, 'refused'))).toEqual(required)
    expect(await v.flip(decideValidation(v.orderId, 'refused', 'x'.repeat(501)))).toEqual(
      new Rejected({ status: 422, message: 'Le motif ne doit pas dépasser 500 caractères.' }),
    )
    expect(v.requests()).toEqual([])
  })

  it('adds a comment for the shop, refusing an empty one before any call', async () => {
    const v = await aValidator()
    expect(await v.flip(commentValidation(v.orderId, '   '))).toEqual(
      new Rejected({ status: 422, message: 'Écrivez un commentaire.' }),
    )
    expect(v.requests()).toEqual([])
    const outcome = await v.run(commentValidation(v.orderId, ' Livraison jeudi '))
    expect(outcome.order.events.at(-1)).toMatchObject({ action: 'Commentaire du siège', detail: 'Livraison jeudi' })
    expect(v.requests()).toEqual([`PUT /api/orders/validations/comment/${v.orderId}`])
  })

  it('detaches a line, but refuses the last one before any call', async () => {
    const v = await aValidator()
    await v.run(detachValidationLine(v.order, v.bag.id))
    const { order } = await v.run(detachValidationLine(v.order, v.bigBag.id))
    expect(order.lines.map((line) => line.id)).toEqual([v.box.id])
    const sent = v.requests().length
    expect(await v.flip(detachValidationLine(order, v.box.id))).toEqual(
      new Rejected({ status: 422, message: 'Une commande doit garder au moins un produit : refusez-le plutôt.' }),
    )
    expect(await v.flip(detachValidationLine(order, 4242))).toEqual(
      new Rejected({ status: 422, message: 'Produit introuvable dans la commande.' }),
    )
    expect(v.requests()).toHaveLength(sent)
  })

  it('accepts or refuses the whole order', async () => {
    const v = await aValidator()
    expect(await v.run(decideValidation(v.orderId, 'refused', 'Doublon'))).toMatchObject({
      message: 'Commande refusée',
      order: { status: 'refused' },
    })
  })

  // The server's answer when one line was accepted and the rest is refused (decision 018).
  it('validates an order refused after one of its lines was accepted', async () => {
    const v = await aValidator()
    await v.run(changeValidationLine({ orderId: v.orderId, line: v.bag, status: 'accepted' }))
    expect(await v.run(decideValidation(v.orderId, 'refused', 'Le reste attendra'))).toMatchObject({
      message: 'Commande validée',
      order: { status: 'validated' },
    })
  })
})
