import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { MAX_TIERS, TIER_MESSAGES } from '../../../src/domain/price-tiers'
import { expectJson } from '../support/portal-http'
import { useTestApp } from '../support/test-app'
import { aCatalogueAdmin, aForm, option } from './product-form.fixture'

// An option's price breaks in the back-office product form (docs/decisions/075-price-tiers-price-lists-lead-times.md):
// saved with the product, read back, refused with the domain's French message, and kept in the audit log.

const t = useTestApp()

const tier = (fromQuantity: number, unitPrice: number) => ({ from_quantity: fromQuantity, unit_price: unitPrice })
const tiered = (label: string, unitPrice: number, tiers: ReturnType<typeof tier>[]) => ({
  ...option(label, unitPrice),
  price_tiers: tiers,
})

describe('back-office products: price breaks per option', () => {
  it('creates a product with breaks, reads them back and stores them in the option row', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [tiered('Petit', 100, [tier(500, 82), tier(1000, 75)]), option('Grand', 150)]
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 201)
    expect(created.options.map((o: { price_tiers: unknown }) => o.price_tiers)).toEqual([
      [tier(500, 82), tier(1000, 75)],
      [],
    ])
    expect(await expectJson(admin.get(`/admin/products/${created.id}`))).toEqual(created)
    const [row] = await t.db.select().from(productOptions).where(eq(productOptions.id, created.options[0].id))
    expect(row?.priceTiers).toEqual([
      { fromQuantity: 500, unitPriceCents: 82 },
      { fromQuantity: 1000, unitPriceCents: 75 },
    ])
  })

  it('updates the breaks, empties them, and records them before and after in the audit log', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [tiered('Petit', 100, [tier(500, 82)])]
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 201)
    const [small] = created.options
    const changed = [{ ...small, price_tiers: [tier(250, 90), tier(500, 80)] }]
    const updated = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options: changed, version: 1 })),
    )
    expect(updated.options[0].price_tiers).toEqual([tier(250, 90), tier(500, 80)])
    const history = await expectJson(admin.get(`/admin/audit?entity=product&entity_id=${created.id}`))
    expect(history[0].before.options[0].priceTiers).toEqual([{ fromQuantity: 500, unitPriceCents: 82 }])
    expect(history[0].after.options[0].priceTiers).toEqual([
      { fromQuantity: 250, unitPriceCents: 90 },
      { fromQuantity: 500, unitPriceCents: 80 },
    ])
    expect(history[1].after.options[0].priceTiers).toEqual([{ fromQuantity: 500, unitPriceCents: 82 }])
    // Sent without breaks, an option keeps none: the form is the whole book.
    const { price_tiers: _, ...withoutTiers } = updated.options[0]
    const emptied = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options: [withoutTiers], version: 2 })),
    )
    expect(emptied.options[0].price_tiers).toEqual([])
  })

  it.each([
    ['unsorted', [tier(1000, 70), tier(500, 80)], TIER_MESSAGES.increasing],
    ['a duplicated quantity', [tier(500, 80), tier(500, 70)], TIER_MESSAGES.increasing],
    ['a break not cheaper than the one before', [tier(500, 80), tier(1000, 80)], TIER_MESSAGES.cheaper],
    ['a break not cheaper than the unit price', [tier(500, 100)], TIER_MESSAGES.cheaper],
    ['a break from 1 unit', [tier(1, 80)], TIER_MESSAGES.quantity],
    ['a negative price', [tier(500, -1)], TIER_MESSAGES.price],
    [
      'too many breaks',
      Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(100 * (i + 2), 90 - i)),
      TIER_MESSAGES.tooMany,
    ],
  ])('refuses %s beside the option, in French, and writes nothing', async (_, tiers, message) => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [option('Petit', 100), tiered('Grand', 100, tiers)]
    const refused = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 422)
    expect(refused).toEqual({ message: BACKOFFICE_MESSAGES.invalidForm, fields: { 'options.1.price_tiers': message } })
    expect(await t.db.select().from(productOptions)).toEqual([])
  })

  it('refuses breaks made wrong by an update, leaving the saved ones as they were', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [tiered('Petit', 100, [tier(500, 82)])]
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 201)
    const raised = [{ ...created.options[0], unit_price: 80 }]
    const refused = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options: raised, version: 1 })),
      422,
    )
    expect(refused.fields).toEqual({ 'options.0.price_tiers': TIER_MESSAGES.cheaper })
    expect((await expectJson(admin.get(`/admin/products/${created.id}`))).options[0].price_tiers).toEqual([
      tier(500, 82),
    ])
  })
})
