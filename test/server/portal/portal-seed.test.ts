import { describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../../server/platform/startup/prepare-database'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { cheapPasswords } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { logInShop } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function seededSession(identifiant: string) {
  const { access_token } = await logInShop(t.app, { identifiant, password: 'Demo2026!' })
  return api(t.app, access_token)
}

describe('portal demo data (decisions §8)', () => {
  it('gives Maison Lemoine a catalogue of 6+ products in 3 categories with 2-3 options each', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const paris = await seededSession('boutique-paris')

    const categories = await expectJson(paris.get('/api/categories'))
    expect(categories).toHaveLength(3)
    const response = await paris.get('/api/customized-products?_limit=100')
    const products = await expectJson(response)
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(6)
    for (const product of products) expect(product.options.length === 2 || product.options.length === 3).toBe(true)
    expect(products.map((product: { name: string }) => product.name)).toEqual(
      expect.arrayContaining(['Sac kraft poignées torsadées', 'Coffret aimanté', 'Papier de soie']),
    )
    expect((await expectJson(paris.get('/auth/ecommerce/authentication-link'))).link).toMatch(
      /^https:\/\/boutique\.maison-lemoine\.example\/\?token=/,
    )
  })

  it('has orders waiting for siege-lemoine from boutique-paris, and a validated order of boutique-lyon', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const siege = await seededSession('siege-lemoine')
    const lyon = await seededSession('boutique-lyon')

    expect(await expectJson(siege.get('/api/orders/validations/count'))).toEqual({ countOrders: 2 })
    const waiting = await expectJson(siege.get('/api/orders/validations/order?page=1&per_page=10'))
    expect(waiting.map((order: { shop: { name: string } }) => order.shop.name)).toEqual([
      'Maison Lemoine Paris Marais',
      'Maison Lemoine Paris Marais',
    ])
    const reviewed = await expectJson(siege.get(`/api/orders/${waiting[1].id}`))
    expect(reviewed.events.map((event: { action: string }) => event.action)).toEqual([
      'Commande passée',
      'Produit modifié',
    ])
    expect(reviewed.can_validate).toBe(true)

    // Its first order, then one placed 25 days earlier whose promised day has passed (docs/decisions/075).
    const lyonOrders = await expectJson(lyon.get('/api/carts'))
    expect(lyonOrders).toHaveLength(2)
    expect(lyonOrders[0]).toMatchObject({ status: 'validated', number: expect.stringMatching(/^CMD-\d{4}-00001$/) })
    // Every demo cart was ordered: each shop starts with an empty cart.
    expect(await expectJson(lyon.get('/api/carts/count'))).toEqual({ numberOfProductsInCart: 0 })
  })

  it('shows the conversation: a refused line with its reason, a comment, rules, an order they accepted', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const paris = await seededSession('boutique-paris')
    const orders = await expectJson(paris.get('/api/carts?_limit=10'))
    expect(orders[0]).toMatchObject({ status: 'validated', auto_accepted: true })
    const decided = orders.find((order: { status: string; auto_accepted: boolean }) => {
      return order.status === 'validated' && !order.auto_accepted
    })
    const detail = await expectJson(paris.get(`/api/orders/${decided.id}`))
    expect(detail.events.map((event: { action: string }) => event.action)).toEqual([
      'Commande passée',
      'Produit modifié',
      'Commentaire du siège',
      'Commande validée',
    ])
    expect(detail.events[1].reason).toMatch(/encore en stock/)
    const siege = await seededSession('siege-lemoine')
    const rules = await expectJson(siege.get('/api/account/approval-rules'))
    expect(rules.shops).toEqual([expect.objectContaining({ auto_accept_below: 8_000, monthly_budget: 300_000 })])
    expect((await expectJson(paris.get('/api/account/budget'))).left).toBeLessThan(300_000)
  })

  it('shows prices by quantity, the brand’s list, delivery days and a late order (decision 075)', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const lyon = await seededSession('boutique-lyon')
    const products = await expectJson(lyon.get('/api/customized-products?_limit=100'))
    type Option = { label: string; unit_price: number; price_tiers: unknown[] }
    type Product = { reference: string; options: Option[]; estimated_delivery: string | null }
    const option = (reference: string, index: number) =>
      (products as Product[]).find((product) => product.reference === reference)?.options[index]
    expect(option('ML-SOIE', 1)?.price_tiers).toEqual([
      { from_quantity: 2500, unit_price: 14 },
      { from_quantity: 5000, unit_price: 12 },
    ])
    expect(
      (products as Product[]).filter((product) => product.options.some((o) => o.price_tiers.length > 0)),
    ).toHaveLength(4)
    // The list of this year replaces the black labels' own price (8 cents) for the brand's shops.
    expect(option('ML-ETIQ', 1)).toMatchObject({ unit_price: 7, price_tiers: [{ from_quantity: 5000, unit_price: 6 }] })
    for (const product of products as Product[]) expect(product.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const [, late] = await expectJson(lyon.get('/api/carts'))
    const detail = await expectJson(lyon.get(`/api/orders/${late.id}`))
    expect(detail.lines[0]).toMatchObject({ quantity: 2500, unit_price: 14, line_total: 35_000 })
    expect(detail.promised_on < parisCalendarDay(new Date())).toBe(true)
  })

  it('has a proof waiting for siege-lemoine and one approved at V2 after a change (decision 076)', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const siege = await seededSession('siege-lemoine')
    const waiting = await expectJson(siege.get('/api/account/proofs?state=sent'))
    expect(waiting.items).toEqual([
      expect.objectContaining({ state_label: 'BAT envoyé', can_answer: true, product_reference: 'ML-ETUI' }),
    ])
    expect(waiting.items[0].artwork).toMatchObject({ file_name: 'Logo Maison Lemoine.pdf', viewable: true })
    const paris = await seededSession('boutique-paris')
    const approved = await expectJson(paris.get('/api/account/proofs?state=approved'))
    expect(approved.items).toHaveLength(1)
    expect(approved.items[0].rounds.map((round: { answer: string }) => round.answer)).toEqual([
      'changes_requested',
      'approved',
    ])
    const products = await expectJson(paris.get('/api/customized-products?_limit=100'))
    type Product = { options: { proof_required: boolean }[] }
    const printed = (products as Product[]).flatMap((product) => product.options).filter((o) => o.proof_required)
    expect(printed).toHaveLength(3)
  })
})
