import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { changeValidationLine, decideOrder, detachValidationLine } from '../../../src/application/portal/order-validation.use-case'
import { loadOrder } from '../../../src/application/portal/orders.use-case'
import type { OrderLine } from '../../../src/application/ports/order-gateway'
import { PENDING_ORDER, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { aPortalWorld } from './support/portal-world'

async function aValidator() {
  const w = aPortalWorld()
  w.signIn(SIEGE)
  const order = await w.run(loadOrder(PENDING_ORDER))
  const line = (id: number): OrderLine => {
    const found = order.lines.find((candidate) => candidate.id === id)
    if (found === undefined) throw new Error(`no line ${id}`)
    return found
  }
  w.resetCalls()
  return { ...w, order, line }
}

describe('order validation use cases', () => {
  it('changes a line quantity within its option rule', async () => {
    const w = await aValidator()
    const outcome = await w.run(changeValidationLine({ orderId: PENDING_ORDER, line: w.line(5012), quantity: 400 }))
    expect(outcome.message).toBe('Produit modifié avec succès')
    expect(outcome.order.lines.find((line) => line.id === 5012)?.quantity).toBe(400)
    expect(w.calls).toEqual(['validation.modifyLine'])
  })

  it('refuses a quantity off the rule before any call', async () => {
    const w = await aValidator()
    expect(await w.flip(changeValidationLine({ orderId: PENDING_ORDER, line: w.line(5012), quantity: 250 }))).toEqual(
      new Rejected({ status: 422, message: 'La quantité doit être un multiple de 100.' }),
    )
    expect(w.calls).toEqual([])
  })

  it('changes a line status alone', async () => {
    const w = await aValidator()
    const outcome = await w.run(changeValidationLine({ orderId: PENDING_ORDER, line: w.line(5011), status: 'refused' }))
    expect(outcome.order.lines.find((line) => line.id === 5011)?.status).toBe('refused')
  })

  it('detaches a line, but refuses the last one before any call', async () => {
    const w = await aValidator()
    await w.run(detachValidationLine(w.order, 5011))
    const { order } = await w.run(detachValidationLine(w.order, 5012))
    expect(order.lines.map((line) => line.id)).toEqual([5013])
    w.resetCalls()
    expect(await w.flip(detachValidationLine(order, 5013))).toEqual(
      new Rejected({ status: 422, message: 'Une commande doit garder au moins un produit : refusez-le plutôt.' }),
    )
    expect(await w.flip(detachValidationLine(order, 4242))).toEqual(new Rejected({ status: 422, message: 'Produit introuvable dans la commande.' }))
    expect(w.calls).toEqual([])
  })

  it('accepts or refuses the whole order', async () => {
    const w = await aValidator()
    expect(await w.run(decideOrder(PENDING_ORDER, 'refused'))).toMatchObject({ message: 'Commande refusée', order: { status: 'refused' } })
  })
})
