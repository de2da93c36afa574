import type { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { DecodeError, Rejected, SessionExpired } from '../../../src/application/errors'
import { OrderGateway } from '../../../src/application/portal/ports/order-gateway'
import { ValidationGateway } from '../../../src/application/portal/ports/validation-gateway'
import { type LiveGateways, liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, asShop } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'

const live = useLiveServer()

type Seen = { method: string; url: URL; body: string }

/**
 * A fresh brand whose shop A has ordered 150 small bags (0,50 €, by 50), 250 big bags (0,80 €) and
 * 10 boxes (4,00 €), pending; the head office "Siège" is signed in. `seen` records the requests.
 */
async function asValidator() {
  const w = await anOrderWorld(live)
  const orderId = await w.order(w.tokens.shopA, [w.bagLine(150), w.bigBagLine(250), w.boxLine(10)])
  const seen: Seen[] = []
  const recording = withFetch(live, (fetch) => async (input, init) => {
    seen.push({
      method: init?.method ?? 'GET',
      url: new URL(input),
      body: typeof init?.body === 'string' ? init.body : '',
    })
    return fetch(input, init)
  })
  const portal = await asShop(recording, w.validator)
  const validation = <A, E>(use: (g: ValidationGateway['Service']) => Effect.Effect<A, E>) =>
    portal.run(ValidationGateway.use(use))
  const refusal = async <A, E>(use: (g: ValidationGateway['Service']) => Effect.Effect<A, E>) =>
    (await portal.flip(ValidationGateway.use(use))) as Rejected
  return { w, orderId, portal, validation, refusal, seen, lines: await linesOf(portal, orderId) }
}

async function linesOf(portal: LiveGateways, orderId: number) {
  const order = await portal.run(OrderGateway.use((g) => g.detail(orderId)))
  const [bag, bigBag, box] = order.lines.map((line) => line.id)
  if (bag === undefined || bigBag === undefined || box === undefined) throw new Error('three lines')
  return { bag, bigBag, box }
}

const signedInAs = (shop: { identifiant: string }) => asShop(live, shop)

describe('ValidationGateway over the live server', () => {
  it('counts and lists the pending orders of the shops the caller validates', async () => {
    const h = await asValidator()
    await h.w.order(h.w.tokens.shopB, [h.w.boxLine(10)])
    expect(await h.validation((g) => g.count())).toBe(1)
    expect(await h.validation((g) => g.list({ first: 0, rows: 10 }))).toMatchObject({
      total: 1,
      items: [{ id: h.orderId, shop: { id: h.w.shopA.id, name: 'Boutique A' }, status: 'pending_validation' }],
    })
    const shopA = await signedInAs(h.w.shopA)
    expect(await shopA.run(ValidationGateway.use((g) => g.count()))).toBe(0)
    expect(await shopA.run(ValidationGateway.use((g) => g.list({ first: 0, rows: 10 })))).toEqual({
      items: [],
      total: 0,
    })
  })

  it('pages the list one 1-based page at a time, sending page and per_page', async () => {
    const h = await asValidator()
    await h.w.order(h.w.tokens.shopA, [h.w.boxLine(10)])
    await h.w.order(h.w.tokens.shopA, [h.w.boxLine(15)])
    const filters = { status: { value: 'pending_validation' }, date_from: { value: '' } }
    const second = await h.validation((g) =>
      g.list({ first: 2, rows: 2, sortField: 'created_at', sortOrder: -1, filters }),
    )
    expect(second).toMatchObject({ total: 3, items: [{ id: h.orderId }] })
    expect(second.items).toHaveLength(1)
    const last = h.seen.at(-1)
    expect(last?.url.pathname).toBe('/portal-api/api/orders/validations/order')
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '2',
      _sort: 'created_at',
      _order: 'DESC',
      status: 'pending_validation',
    })
    // Past the last page: no rows, and the total still comes from x-total-count.
    expect(await h.validation((g) => g.list({ first: 100, rows: 10 }))).toEqual({ items: [], total: 3 })
  })

  it('changes a line quantity within the option rule, recording who did it, with the spec’s names', async () => {
    const h = await asValidator()
    const outcome = await h.validation((g) => g.modifyLine({ orderId: h.orderId, lineId: h.lines.bag, quantity: 200 }))
    expect(h.seen.at(-1)).toMatchObject({ method: 'PUT', body: JSON.stringify({ idproduct: h.lines.bag, data: 200 }) })
    expect(h.seen.at(-1)?.url.pathname).toBe(`/portal-api/api/orders/validations/modify/${h.orderId}`)
    expect(outcome.message).toBe('Produit modifié avec succès')
    expect(outcome.order.lines.find((line) => line.id === h.lines.bag)).toMatchObject({
      quantity: 200,
      lineTotalCents: 10_000,
    })
    expect(outcome.order.totals.subtotalCents).toBe(34_000)
    expect(outcome.order.events.at(-1)).toMatchObject({
      actor: 'Siège',
      action: 'Produit modifié',
      detail: 'Sac kraft (Petit) : quantité 150 → 200',
    })
    expect(outcome.order.status).toBe('pending_validation')
  })

  it('refuses a quantity off the rule with the domain message', async () => {
    const h = await asValidator()
    expect(await h.refusal((g) => g.modifyLine({ orderId: h.orderId, lineId: h.lines.bag, quantity: 175 }))).toEqual(
      new Rejected({ status: 422, message: 'La quantité doit être un multiple de 50.' }),
    )
  })

  it('refuses a line, which leaves it out of the totals, sending the status and its reason', async () => {
    const h = await asValidator()
    const outcome = await h.validation((g) =>
      g.modifyLine({ orderId: h.orderId, lineId: h.lines.box, status: 'refused', reason: 'Hors budget' }),
    )
    expect(h.seen.at(-1)?.body).toBe(
      JSON.stringify({ idproduct: h.lines.box, statut: 'refused', reason: 'Hors budget' }),
    )
    expect(outcome.order.lines.find((line) => line.id === h.lines.box)).toMatchObject({
      status: 'refused',
      statusLabel: 'Refusé',
    })
    expect(outcome.order.totals).toMatchObject({ quantity: 400, subtotalCents: 27_500 })
  })

  it('detaches a line but never the last one', async () => {
    const h = await asValidator()
    const first = await h.validation((g) => g.detachLine(h.orderId, h.lines.bigBag))
    expect(h.seen.at(-1)).toMatchObject({ method: 'DELETE' })
    expect(h.seen.at(-1)?.url.pathname).toBe(
      `/portal-api/api/orders/validations/detachProduct/${h.orderId}/${h.lines.bigBag}`,
    )
    expect(first.order.lines.map((line) => line.id)).toEqual([h.lines.bag, h.lines.box])
    const second = await h.validation((g) => g.detachLine(h.orderId, h.lines.box))
    expect(second.message).toBe('Produit supprimé avec succès')
    expect(second.order.events.at(-1)).toMatchObject({
      action: 'Produit retiré',
      detail: 'Coffret aimanté (Noir) : 10 unités retirées',
    })
    expect(await h.refusal((g) => g.detachLine(h.orderId, h.lines.bag))).toEqual(
      new Rejected({ status: 422, message: 'Une commande doit garder au moins un produit : refusez-le plutôt.' }),
    )
  })

  it('accepts the whole order: pending lines accepted, refused ones kept, order validated', async () => {
    const h = await asValidator()
    await h.validation((g) =>
      g.modifyLine({ orderId: h.orderId, lineId: h.lines.box, status: 'refused', reason: 'Non' }),
    )
    const outcome = await h.validation((g) => g.decide(h.orderId, 'accepted'))
    expect(h.seen.at(-1)?.body).toBe(JSON.stringify({ statut: 'accepted' }))
    expect(outcome.message).toBe('Commande validée')
    expect(outcome.order.status).toBe('validated')
    expect(outcome.order.lines.map((line) => line.status)).toEqual(['accepted', 'accepted', 'refused'])
    expect(await h.validation((g) => g.count())).toBe(0)
    const shopA = await signedInAs(h.w.shopA)
    expect((await shopA.run(OrderGateway.use((g) => g.detail(h.orderId)))).status).toBe('validated')
  })

  it('refuses the whole order', async () => {
    const h = await asValidator()
    const outcome = await h.validation((g) => g.decide(h.orderId, 'refused', 'Commande en double'))
    expect(h.seen.at(-1)?.body).toBe(JSON.stringify({ statut: 'refused', reason: 'Commande en double' }))
    expect(outcome).toMatchObject({
      message: 'Commande refusée',
      order: { status: 'refused', statusLabel: 'Refusée' },
    })
    expect(outcome.order.lines.map((line) => line.status)).toEqual(['refused', 'refused', 'refused'])
    expect(outcome.order.events.at(-1)).toMatchObject({
      actor: 'Siège',
      action: 'Commande refusée',
      detail: null,
      reason: 'Commande en double',
    })
  })

  // The browser's old twin answered "Commande refusée" here (decision 018). One accepted line makes the
  // order validated: the server's answer and history are the truth.
  it('validates the order when one line was accepted and the rest is refused', async () => {
    const h = await asValidator()
    await h.validation((g) => g.modifyLine({ orderId: h.orderId, lineId: h.lines.bag, status: 'accepted' }))
    const outcome = await h.validation((g) => g.decide(h.orderId, 'refused', 'Le reste attendra'))
    expect(outcome.message).toBe('Commande validée')
    expect(outcome.order).toMatchObject({ status: 'validated', statusLabel: 'Validée', canValidate: false })
    expect(outcome.order.lines.map((line) => line.status)).toEqual(['accepted', 'refused', 'refused'])
    expect(outcome.order.totals).toMatchObject({ quantity: 150, subtotalCents: 7500 })
    expect(outcome.order.events.map(({ actor, action, detail }) => ({ actor, action, detail }))).toEqual([
      { actor: 'Boutique A', action: 'Commande passée', detail: '3 produits' },
      { actor: 'Siège', action: 'Produit modifié', detail: 'Sac kraft (Petit) : statut En attente → Accepté' },
      { actor: 'Siège', action: 'Commande validée', detail: null },
    ])
  })

  it('answers 404 to anyone but the validator, and once the order is decided', async () => {
    const h = await asValidator()
    const shopA = await signedInAs(h.w.shopA)
    const refused = async <A, E>(use: (g: ValidationGateway['Service']) => Effect.Effect<A, E>) =>
      ((await shopA.flip(ValidationGateway.use(use))) as Rejected).status
    expect(await refused((g) => g.decide(h.orderId, 'accepted'))).toBe(404)
    expect(await refused((g) => g.modifyLine({ orderId: h.orderId, lineId: h.lines.bag, quantity: 200 }))).toBe(404)
    await h.validation((g) => g.decide(h.orderId, 'accepted'))
    expect((await h.refusal((g) => g.detachLine(h.orderId, h.lines.bag))).status).toBe(404)
  })

  it('ends in SessionExpired when no shop is signed in', async () => {
    const portal = liveGateways(live)
    expect(await portal.flip(ValidationGateway.use((g) => g.count()))).toBeInstanceOf(SessionExpired)
  })

  it('fails with DecodeError on a count that is a string', async () => {
    const w = await anOrderWorld(live)
    // What the server never sends: a scripted answer.
    const portal = await asShop(
      withFetch(live, () => async () => Response.json({ countOrders: '3' })),
      w.validator,
    )
    expect(await portal.flip(ValidationGateway.use((g) => g.count()))).toBeInstanceOf(DecodeError)
  })
})
