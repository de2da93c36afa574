import type { Effect } from 'effect'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { OrderGateway } from '../../../src/application/ports/order-gateway'
import { ValidationGateway } from '../../../src/application/ports/validation-gateway'
import { LYON, PARIS, PENDING_ORDER, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { portalAdapters } from './support/portal-harness'
import { placeOrder, seedWithDailyClock } from './support/portal-steps'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const labels = (quantity: number) => ({ productId: 106, optionId: 1061, quantity })

describe.each(portalAdapters(server))('ValidationGateway contract: %s', (_name, makeHarness) => {
  const asValidator = () => {
    const h = makeHarness(seedWithDailyClock())
    h.signIn(SIEGE)
    const validation = <A, E>(use: (g: ValidationGateway['Service']) => Effect.Effect<A, E>) => h.run(ValidationGateway.use(use))
    const refusal = async <A, E>(use: (g: ValidationGateway['Service']) => Effect.Effect<A, E>) =>
      (await h.flip(ValidationGateway.use(use))) as Rejected
    return { ...h, validation, refusal }
  }

  it('counts and lists the pending orders of the shops the caller validates', async () => {
    const h = asValidator()
    expect(await h.validation((g) => g.count())).toBe(1)
    expect(await h.validation((g) => g.list({ first: 0, rows: 10 }))).toMatchObject({ total: 1, items: [{ id: PENDING_ORDER, shop: { id: PARIS } }] })
    h.signIn(LYON)
    expect(await h.validation((g) => g.count())).toBe(0)
    expect(await h.validation((g) => g.list({ first: 0, rows: 10 }))).toEqual({ items: [], total: 0 })
  })

  it('pages the list one page at a time', async () => {
    const h = asValidator()
    h.signIn(PARIS)
    await h.run(placeOrder(labels(500)))
    await h.run(placeOrder(labels(750)))
    h.signIn(SIEGE)
    const second = await h.validation((g) => g.list({ first: 2, rows: 2, sortField: 'created_at', sortOrder: -1 }))
    expect(second).toMatchObject({ total: 3, items: [{ id: PENDING_ORDER }] })
  })

  it('changes a line quantity within the option rule, recording who did it', async () => {
    const h = asValidator()
    const outcome = await h.validation((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5011, quantity: 200 }))
    expect(outcome.message).toBe('Produit modifié avec succès')
    expect(outcome.order.lines.find((line) => line.id === 5011)).toMatchObject({ quantity: 200, lineTotalCents: 24_000 })
    expect(outcome.order.totals.subtotalCents).toBe(42_000)
    expect(outcome.order.events.at(-1)).toMatchObject({ actor: 'Siège Lemoine' })
    expect(outcome.order.status).toBe('pending_validation')
  })

  it('refuses a quantity off the rule with the domain message', async () => {
    const h = asValidator()
    expect(await h.refusal((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5011, quantity: 175 }))).toEqual(
      new Rejected({ status: 422, message: 'La quantité doit être un multiple de 50.' }),
    )
  })

  it('refuses a line, which leaves it out of the totals', async () => {
    const h = asValidator()
    const outcome = await h.validation((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5013, status: 'refused' }))
    expect(outcome.order.lines.find((line) => line.id === 5013)).toMatchObject({ status: 'refused', statusLabel: 'Refusé' })
    expect(outcome.order.totals).toMatchObject({ quantity: 450, subtotalCents: 30_000 })
  })

  it('detaches a line but never the last one', async () => {
    const h = asValidator()
    expect((await h.validation((g) => g.detachLine(PENDING_ORDER, 5012))).order.lines.map((line) => line.id)).toEqual([5011, 5013])
    const last = await h.validation((g) => g.detachLine(PENDING_ORDER, 5013))
    expect(last.message).toBe('Produit supprimé avec succès')
    expect(await h.refusal((g) => g.detachLine(PENDING_ORDER, 5011))).toEqual(
      new Rejected({ status: 422, message: 'Une commande doit garder au moins un produit : refusez-le plutôt.' }),
    )
  })

  it('accepts the whole order: pending lines accepted, refused ones kept, order validated', async () => {
    const h = asValidator()
    await h.validation((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5013, status: 'refused' }))
    const outcome = await h.validation((g) => g.decide(PENDING_ORDER, 'accepted'))
    expect(outcome.message).toBe('Commande validée')
    expect(outcome.order.status).toBe('validated')
    expect(outcome.order.lines.map((line) => line.status)).toEqual(['accepted', 'accepted', 'refused'])
    expect(await h.validation((g) => g.count())).toBe(0)
    h.signIn(PARIS)
    expect((await h.run(OrderGateway.use((g) => g.detail(PENDING_ORDER)))).status).toBe('validated')
  })

  it('refuses the whole order', async () => {
    const h = asValidator()
    const outcome = await h.validation((g) => g.decide(PENDING_ORDER, 'refused'))
    expect(outcome).toMatchObject({ message: 'Commande refusée', order: { status: 'refused', statusLabel: 'Refusée' } })
  })

  it('answers 404 to anyone but the validator, and once the order is decided', async () => {
    const h = asValidator()
    h.signIn(PARIS)
    expect((await h.refusal((g) => g.decide(PENDING_ORDER, 'accepted'))).status).toBe(404)
    expect((await h.refusal((g) => g.modifyLine({ orderId: PENDING_ORDER, lineId: 5011, quantity: 200 }))).status).toBe(404)
    h.signIn(SIEGE)
    await h.validation((g) => g.decide(PENDING_ORDER, 'accepted'))
    expect((await h.refusal((g) => g.detachLine(PENDING_ORDER, 5011))).status).toBe(404)
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const h = makeHarness()
    expect(await h.flip(ValidationGateway.use((g) => g.count()))).toBeInstanceOf(SessionExpired)
  })
})
