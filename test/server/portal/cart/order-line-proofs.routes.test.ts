import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { carts, orderLines, orders } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { api, expectJson } from '../../support/portal-http'
import { fillCart } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aLineProofWorld, type LineProofWorld } from './line-proof-fixtures'

// Placing an order writes a proof row for each line of a "BAT requis" option, in the order's transaction; a
// reordered line that prints the artwork of an approved proof reuses it (docs/decisions/076-proof-approval.md).

const t = useTestApp()

async function placeCart(token: string, artworkId: number | null, w: LineProofWorld) {
  const cart = await fillCart(t, token, [w.proofLine, w.plainLine])
  const client = api(t.app, token)
  if (artworkId !== null)
    await expectJson(client.put(`/api/carts/lines/${cart.lines[0]?.id}/artwork`, { artwork_id: artworkId }))
  const placed = await expectJson(client.put(`/api/carts/order/${cart.id}`))
  return placed.order.id as number
}

async function proofsOf(orderId: number) {
  return t.db
    .select({ optionId: orderLines.optionId, ...proofColumns })
    .from(orderLineProofs)
    .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
    .where(eq(orderLines.orderId, orderId))
}
const proofColumns = {
  artworkId: orderLineProofs.artworkId,
  state: orderLineProofs.state,
  approvedRoundId: orderLineProofs.approvedRoundId,
}

// The approver's answer as the proofs feature writes it: a round approved, the line's proof approved by it.
async function approve(orderId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: orderLineProofs.orderLineId })
    .from(orderLineProofs)
    .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
    .where(eq(orderLines.orderId, orderId))
  if (row === undefined) throw new Error('no proof line')
  const [round] = await t.db
    .insert(proofRounds)
    .values({
      orderLineId: row.id,
      version: 1,
      storageKey: `proofs/test-${row.id}-${Math.random().toString(36).slice(2)}.pdf`,
      byteSize: 100,
      sentByLabel: 'Atelier',
      answer: 'approved',
      answeredAt: new Date(),
      answeredByLabel: 'Siège',
    })
    .returning({ id: proofRounds.id })
  if (round === undefined) throw new Error('no round')
  await t.db
    .update(orderLineProofs)
    .set({ state: 'approved', approvedRoundId: round.id })
    .where(eq(orderLineProofs.orderLineId, row.id))
  return round.id
}

describe('placing an order with "BAT requis" lines', () => {
  it('writes one proof row, "to_prepare", for the proof line only, with its file or none', async () => {
    const w = await aLineProofWorld(t)
    const withFile = await placeCart(w.tokens.shopB, w.logo, w)
    expect(await proofsOf(withFile)).toEqual([
      { optionId: w.proofOptionId, artworkId: w.logo, state: 'to_prepare', approvedRoundId: null },
    ])
    const toCome = await placeCart(w.tokens.shopB, null, w)
    expect(await proofsOf(toCome)).toEqual([
      { optionId: w.proofOptionId, artworkId: null, state: 'to_prepare', approvedRoundId: null },
    ])
    const order = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${withFile}`))
    expect(order.lines.map((line: { option: { proof_required: boolean } }) => line.option.proof_required)).toEqual([
      true,
      false,
    ])
  })

  it('writes nothing at all when the proof rows cannot be written: one transaction', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine, w.plainLine])
    // A failing write of the proof rows, as a constraint or a lost connection would make it.
    await t.db.execute(sql`create or replace function refuse_proof() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`)
    await t.db.execute(sql`create trigger refuse_proof before insert on order_line_proofs
      for each row execute function refuse_proof()`)
    try {
      const answer = await api(t.app, w.tokens.shopB).put(`/api/carts/order/${cart.id}`)
      expect(answer.status).toBe(500)
    } finally {
      await t.db.execute(sql`drop trigger refuse_proof on order_line_proofs`)
      await t.db.execute(sql`drop function refuse_proof()`)
    }
    const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, w.shopB.id))
    expect(placed).toEqual([])
    const [open] = await t.db.select({ status: carts.status }).from(carts).where(eq(carts.id, cart.id))
    expect(open?.status).toBe('open')
  })
})

describe('reordering a line whose proof was approved', () => {
  it('keeps the file on the copied line and places it approved by the same round', async () => {
    const w = await aLineProofWorld(t)
    const first = await placeCart(w.tokens.shopB, w.logo, w)
    const roundId = await approve(first)
    const client = api(t.app, w.tokens.shopB)
    await expectJson(client.post(`/api/orders/copy/${first}`))
    const cart = await expectJson(client.get('/api/carts/current'))
    expect(cart.lines.map((line: { artwork: unknown }) => line.artwork)).toEqual([
      { id: w.logo, file_name: 'logo-2026.pdf' },
      null,
    ])
    const again = (await expectJson(client.put(`/api/carts/order/${cart.id}`))).order.id
    expect(await proofsOf(again)).toEqual([
      { optionId: w.proofOptionId, artworkId: w.logo, state: 'approved', approvedRoundId: roundId },
    ])
    // Both sides read where the approval comes from.
    const listed = await expectJson(client.get('/api/account/proofs?state=approved'))
    const reordered = listed.items.find((item: { order_id: number }) => item.order_id === again)
    expect(reordered?.carried_over).toMatch(/^BAT déjà validé \(V1 du \d{2}\/\d{2}\/\d{4}\)$/)
    expect(reordered?.rounds).toEqual([])
  })

  it('starts a new proof when the copied line prints another file or "fichier à venir"', async () => {
    const w = await aLineProofWorld(t)
    const first = await placeCart(w.tokens.shopB, w.logo, w)
    await approve(first)
    const client = api(t.app, w.tokens.shopB)
    for (const artworkId of [w.newLogo, null]) {
      // The cart was just ordered: each copy fills a new one (no repeat within the window, decision 043).
      await expectJson(client.post(`/api/orders/copy/${first}`))
      const cart = await expectJson(client.get('/api/carts/current'))
      await expectJson(client.put(`/api/carts/lines/${cart.lines[0].id}/artwork`, { artwork_id: artworkId }))
      const next = (await expectJson(client.put(`/api/carts/order/${cart.id}`))).order.id
      expect(await proofsOf(next)).toEqual([
        { optionId: w.proofOptionId, artworkId, state: 'to_prepare', approvedRoundId: null },
      ])
    }
  })

  it('reuses an approved proof of the same file for the same option from another shop of the brand', async () => {
    const w = await aLineProofWorld(t)
    const roundId = await approve(await placeCart(w.tokens.shopB, w.logo, w))
    const byShopA = await placeCart(w.tokens.shopA, w.logo, w)
    expect((await proofsOf(byShopA))[0]).toMatchObject({ state: 'approved', approvedRoundId: roundId })
    const lines = await t.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [byShopA]))
    expect(lines).toHaveLength(2)
  })
})
