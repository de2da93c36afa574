import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions, products } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../support/portal-http'
import { aPortalWorld, fillCart } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const quickOrder = (token: string, lines: unknown) => api(t.app, token).post('/api/carts/quick-order', { lines })
const cartOf = async (token: string) => expectJson(api(t.app, token).get('/api/carts/current'))

describe('POST /portal-api/api/carts/quick-order', () => {
  it('writes the valid lines, explains the others line by line, and answers the badge count', async () => {
    const w = await aPortalWorld(t)
    const answer = await expectJson(
      quickOrder(w.tokens.shopB, [
        { line: 1, reference: 'sac-kraft', quantity: 150 },
        { line: 2, reference: 'SAC-KRAFT', option: 2, quantity: 250 },
        { line: 4, reference: 'INCONNU', quantity: 100 },
        { line: 5, reference: 'COF-AIM', quantity: 12 },
        { line: 6, reference: 'ETR-1', quantity: 10 },
        { line: 7, reference: 'COF-AIM', quantity: 10 },
      ]),
    )
    expect(answer).toEqual({
      numberOfProductsInCart: 3,
      message: '3 lignes ajoutées au panier, 3 lignes en erreur.',
      results: [
        { line: 1, reference: 'sac-kraft', status: 'added', message: 'Ligne 1 : sac-kraft ajouté au panier (150).' },
        {
          line: 2,
          reference: 'SAC-KRAFT#2',
          status: 'added',
          message: 'Ligne 2 : SAC-KRAFT#2 ajouté au panier (250).',
        },
        { line: 4, reference: 'INCONNU', status: 'refused', message: 'Ligne 4 : référence inconnue « INCONNU ».' },
        {
          line: 5,
          reference: 'COF-AIM',
          status: 'refused',
          message: 'Ligne 5 : COF-AIM : La quantité doit être un multiple de 5.',
        },
        // Another brand's reference is unknown to this shop.
        { line: 6, reference: 'ETR-1', status: 'refused', message: 'Ligne 6 : référence inconnue « ETR-1 ».' },
        { line: 7, reference: 'COF-AIM', status: 'added', message: 'Ligne 7 : COF-AIM ajouté au panier (10).' },
      ],
    })
    const cart = await cartOf(w.tokens.shopB)
    expect(cart.lines.map((l: { option: { id: number }; quantity: number }) => [l.option.id, l.quantity])).toEqual([
      [w.bag.options[0]?.id, 150],
      [w.bag.options[1]?.id, 250],
      [w.box.options[0]?.id, 10],
    ])
  })

  it('says when a line replaces the quantity already in the cart, and when a product is withdrawn', async () => {
    const w = await aPortalWorld(t)
    await fillCart(t, w.tokens.shopB, [{ productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 600 }])
    await t.db.update(products).set({ active: false }).where(eq(products.id, w.box.id))
    const answer = await expectJson(
      quickOrder(w.tokens.shopB, [
        { line: 1, reference: 'SAC-KRAFT', quantity: 100 },
        { line: 2, reference: 'COF-AIM', quantity: 10 },
      ]),
    )
    expect(answer.results).toEqual([
      {
        line: 1,
        reference: 'SAC-KRAFT',
        status: 'updated',
        message: 'Ligne 1 : SAC-KRAFT : quantité mise à jour (600 → 100).',
      },
      { line: 2, reference: 'COF-AIM', status: 'refused', message: 'Ligne 2 : COF-AIM n’est plus disponible.' },
    ])
    expect(answer.numberOfProductsInCart).toBe(1)
  })

  it('counts options among the active ones, as the catalogue lists them', async () => {
    const w = await aPortalWorld(t)
    await t.db
      .update(productOptions)
      .set({ active: false })
      .where(eq(productOptions.id, w.bag.options[0]?.id ?? 0))
    const answer = await expectJson(
      quickOrder(w.tokens.shopB, [
        { line: 1, reference: 'SAC-KRAFT', quantity: 250 },
        { line: 2, reference: 'SAC-KRAFT', option: 2, quantity: 250 },
      ]),
    )
    expect(answer.results.map((r: { status: string; message: string }) => [r.status, r.message])).toEqual([
      ['added', 'Ligne 1 : SAC-KRAFT ajouté au panier (250).'],
      ['refused', 'Ligne 2 : SAC-KRAFT#2 n’a que 1 option disponible.'],
    ])
    const cart = await cartOf(w.tokens.shopB)
    expect(cart.lines.map((l: { option: { id: number } }) => l.option.id)).toEqual([w.bag.options[1]?.id])
  })

  it('writes nothing when every line is refused', async () => {
    const w = await aPortalWorld(t)
    const answer = await expectJson(quickOrder(w.tokens.shopB, [{ line: 3, reference: 'SAC-KRAFT', quantity: 99 }]))
    expect(answer).toMatchObject({
      numberOfProductsInCart: 0,
      message: 'Aucune ligne ajoutée au panier : 1 ligne en erreur.',
    })
    expect((await cartOf(w.tokens.shopB)).lines).toEqual([])
  })

  it('refuses a body of the wrong shape (French 400) and callers other than shops (401)', async () => {
    const w = await aPortalWorld(t)
    for (const lines of [
      [],
      [{ line: 1, reference: '', quantity: 1 }],
      [{ line: 1, reference: 'A', quantity: 1.5 }],
      'x',
    ]) {
      const response = await quickOrder(w.tokens.shopB, lines)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/^Requête invalide/)
    }
    const tooMany = Array.from({ length: 201 }, (_, index) => ({
      line: index + 1,
      reference: 'SAC-KRAFT',
      quantity: 100,
    }))
    expect((await quickOrder(w.tokens.shopB, tooMany)).status).toBe(400)
    expect((await quickOrder(w.tokens.admin, [{ line: 1, reference: 'SAC-KRAFT', quantity: 100 }])).status).toBe(401)
  })
})
