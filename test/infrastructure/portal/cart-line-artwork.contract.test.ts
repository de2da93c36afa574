import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { CartGateway } from '../../../src/application/portal/ports/cart-gateway'
import { PROOF_MESSAGES } from '../../../src/domain/proof-approval'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { artworks } from '../../../server/platform/db/schema-proofs'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { fillCart } from '../../server/support/portal-world'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { aShopCatalogue, lineOf } from '../../support/portal-catalogue'

// The cart adapter's artwork choice (docs/decisions/076-proof-approval.md) against the real server.

const live = useLiveServer()

async function aWorld() {
  const w = await aShopCatalogue(live.db)
  const proofOption = w.products.macarons.options[0]?.id ?? 0
  await live.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, proofOption))
  const [logo] = await live.db
    .insert(artworks)
    .values({
      brandId: w.brand.id,
      fileName: 'logo.pdf',
      storageKey: `artworks/contract-${Math.random().toString(36).slice(2)}.pdf`,
      kind: 'pdf',
      byteSize: 10,
      uploadedByLabel: 'Test',
    })
    .returning({ id: artworks.id })
  const tokens = await live.loginShop(w.shop.identifiant, DEFAULT_PASSWORD)
  const cart = await fillCart(live, tokens.AccessToken, [
    lineOf(w.products.macarons, 500),
    lineOf(w.products.kraft, 200),
  ])
  const sent: { method: string; path: string; body: string }[] = []
  const recording = withFetch(live, (fetch) => (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : ''
    sent.push({ method: init?.method ?? 'GET', path: new URL(input).pathname, body })
    return fetch(input, init)
  })
  const portal = liveGateways(recording)
  portal.save('shop', tokens)
  return { portal, sent, logoId: logo?.id ?? 0, lineIds: cart.lines.map((line) => line.id) }
}

describe('CartGateway.chooseLineArtwork over the live server', () => {
  it('sends { artwork_id } by PUT and maps the cart answered, proofRequired and artwork included', async () => {
    const w = await aWorld()
    const [proofLine = 0] = w.lineIds
    const cart = await w.portal.run(CartGateway.use((g) => g.chooseLineArtwork(proofLine, w.logoId)))
    expect(w.sent.at(-1)).toEqual({
      method: 'PUT',
      path: `/portal-api/api/carts/lines/${proofLine}/artwork`,
      body: JSON.stringify({ artwork_id: w.logoId }),
    })
    expect(cart.lines.map((line) => [line.option.proofRequired, line.artwork])).toEqual([
      [true, { id: w.logoId, fileName: 'logo.pdf' }],
      [false, null],
    ])
    const cleared = await w.portal.run(CartGateway.use((g) => g.chooseLineArtwork(proofLine, null)))
    expect(cleared.lines[0]?.artwork).toBeNull()
  })

  it('rejects a line whose option needs no proof with the server’s message', async () => {
    const w = await aWorld()
    const error = await w.portal.flip(CartGateway.use((g) => g.chooseLineArtwork(w.lineIds[1] ?? 0, w.logoId)))
    expect(error).toBeInstanceOf(Rejected)
    expect(error).toMatchObject({ status: 422, message: PROOF_MESSAGES.notRequired })
  })
})
