import { describe, expect, it } from 'vitest'
import { PROOF_MESSAGES } from '../../../../src/domain/proof-approval'
import { api, expectJson } from '../../support/portal-http'
import { fillCart } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { type CartLine, aLineProofWorld } from './line-proof-fixtures'

// The file a "BAT requis" cart line prints (docs/decisions/076-proof-approval.md): shown in the cart, chosen by
// PUT /api/carts/lines/:lineId/artwork from the caller's brand's library only.

const t = useTestApp()

const linesOf = (cart: { lines: CartLine[] }) =>
  cart.lines.map((line) => ({ proof: line.option.proof_required, artwork: line.artwork }))

describe('cart lines of a "BAT requis" option', () => {
  it('shows proof_required on the catalogue option and on the cart line, with no file at first', async () => {
    const w = await aLineProofWorld(t)
    const catalogue = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))
    const bag = catalogue.find((product: { id: number }) => product.id === w.bag.id)
    expect(bag.options.map((o: { proof_required: boolean }) => o.proof_required)).toEqual([true, false])
    await fillCart(t, w.tokens.shopB, [w.proofLine, w.plainLine])
    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(linesOf(cart)).toEqual([
      { proof: true, artwork: null },
      { proof: false, artwork: null },
    ])
  })

  it('names the brand’s file, answers the cart, keeps it, and null is "fichier à venir" again', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine, w.plainLine])
    const client = api(t.app, w.tokens.shopB)
    const lineId = cart.lines[0]?.id
    const answered = await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: w.logo }))
    expect(linesOf(answered)[0]).toEqual({ proof: true, artwork: { id: w.logo, file_name: 'logo-2026.pdf' } })
    expect(await expectJson(client.get('/api/carts/current'))).toEqual(answered)
    const changed = await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: w.newLogo }))
    expect(linesOf(changed)[0]?.artwork).toEqual({ id: w.newLogo, file_name: 'logo-2027.pdf' })
    const removed = await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: null }))
    expect(linesOf(removed)[0]?.artwork).toBeNull()
  })

  it('answers 404 for another brand’s file and leaves the line as it was', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine])
    const client = api(t.app, w.tokens.shopB)
    const lineId = cart.lines[0]?.id
    await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: w.logo }))
    await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: w.foreignLogo }), 404)
    await expectJson(client.put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: 999_999 }), 404)
    const cartNow = await expectJson(client.get('/api/carts/current'))
    expect(linesOf(cartNow)[0]?.artwork?.id).toBe(w.logo)
  })

  it('refuses a line whose option needs no proof with 422 and the French message', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine, w.plainLine])
    const answer = await expectJson(
      api(t.app, w.tokens.shopB).put(`/api/carts/lines/${cart.lines[1]?.id}/artwork`, { artwork_id: w.logo }),
      422,
    )
    expect(answer).toEqual({ message: PROOF_MESSAGES.notRequired })
  })

  it('answers 404 for another shop’s line, of the same brand or another, and changes nothing', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine])
    const lineId = cart.lines[0]?.id
    for (const token of [w.tokens.shopA, w.tokens.validator, w.tokens.stranger]) {
      await expectJson(api(t.app, token).put(`/api/carts/lines/${lineId}/artwork`, { artwork_id: w.logo }), 404)
    }
    const cartNow = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    expect(linesOf(cartNow)[0]?.artwork).toBeNull()
  })

  it('refuses a body without artwork_id (400/422) and a caller without a token (401)', async () => {
    const w = await aLineProofWorld(t)
    const cart = await fillCart(t, w.tokens.shopB, [w.proofLine])
    const bad = await api(t.app, w.tokens.shopB).put(`/api/carts/lines/${cart.lines[0]?.id}/artwork`, {})
    expect([400, 422]).toContain(bad.status)
    const anonymous = await api(t.app).put(`/api/carts/lines/${cart.lines[0]?.id}/artwork`, { artwork_id: w.logo })
    expect(anonymous.status).toBe(401)
  })
})
