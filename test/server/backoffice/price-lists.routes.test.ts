import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PRICE_LIST_FIELD_MESSAGES } from '../../../src/contract/backoffice/price-lists'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { PRICE_LIST_MESSAGES } from '../../../src/domain/price-lists'
import { TIER_MESSAGES } from '../../../src/domain/price-tiers'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { aBrand, anAdmin } from '../support/builders'
import { aProduct } from '../support/portal-builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// A brand's price lists in the back office (docs/decisions/075-price-tiers-price-lists-lead-times.md).
const t = useTestApp()

async function aPricedBrand() {
  const brand = await aBrand(t.db, { name: 'Maison Prix' })
  const box = await aProduct(t.db, brand.id, {
    name: 'Coffret',
    reference: 'COF-1',
    options: [{ label: 'Noir', unitPrice: 400 }],
  })
  const other = await aBrand(t.db, { name: 'Autre maison' })
  const foreign = await aProduct(t.db, other.id, { name: 'Étranger', reference: 'ETR-1' })
  const admin = await anAdmin(t.db, { role: 'admin', login: 'tarifs' })
  const http = api(t.app, await adminToken(t, admin.id))
  const optionId = box.options[0]?.id ?? 0
  return {
    brand,
    optionId,
    foreignOptionId: foreign.options[0]?.id ?? 0,
    http,
    path: `/admin/brands/${brand.id}/price-lists`,
  }
}

const aList = (optionId: number) => ({
  name: 'Tarifs 2027',
  valid_from: '2027-01-01',
  valid_to: '2027-12-31',
  prices: [{ option_id: optionId, unit_price: 350, price_tiers: [{ from_quantity: 500, unit_price: 300 }] }],
})

describe('back-office brand price lists', () => {
  it('creates, lists, updates and deletes a list, and offers the brand’s options', async () => {
    const { http, path, optionId, brand } = await aPricedBrand()
    const options = await expectJson(http.get(`/admin/brands/${brand.id}/price-list-options`))
    expect(options).toEqual([
      {
        option_id: optionId,
        product_name: 'Coffret',
        product_reference: 'COF-1',
        option_label: 'Noir',
        unit_price: 400,
      },
    ])
    const created = await expectJson(http.post(path, aList(optionId)), 201)
    expect(created).toMatchObject({
      brand_id: brand.id,
      name: 'Tarifs 2027',
      valid_from: '2027-01-01',
      valid_to: '2027-12-31',
      version: 1,
      prices: [
        {
          option_id: optionId,
          product_name: 'Coffret',
          product_reference: 'COF-1',
          option_label: 'Noir',
          unit_price: 350,
          price_tiers: [{ from_quantity: 500, unit_price: 300 }],
        },
      ],
    })
    expect(await expectJson(http.get(path))).toEqual([created])

    const changed = { ...aList(optionId), name: 'Tarifs 2027 révisés', valid_to: '', version: 1 }
    const updated = await expectJson(http.put(`${path}/${created.id}`, changed))
    expect(updated).toMatchObject({ name: 'Tarifs 2027 révisés', valid_to: null, version: 2 })

    const deleted = await expectJson(http.delete(`${path}/${created.id}?version=2`))
    expect(deleted).toEqual({ message: BACKOFFICE_MESSAGES.deleted })
    expect(await expectJson(http.get(path))).toEqual([])
  })

  it('refuses a period overlapping another list of the brand, with the French message', async () => {
    const { http, path, optionId } = await aPricedBrand()
    await expectJson(http.post(path, { ...aList(optionId), valid_to: null }), 201)
    const refused = await expectJson(
      http.post(path, { ...aList(optionId), valid_from: '2028-06-01', valid_to: null }),
      422,
    )
    expect(refused.fields).toEqual({ valid_from: PRICE_LIST_MESSAGES.overlap })
    expect(await expectJson(http.get(path))).toHaveLength(1)
  })

  it('refuses an option of another brand and a book whose breaks do not get cheaper', async () => {
    const { http, path, optionId, foreignOptionId } = await aPricedBrand()
    const foreign = { ...aList(optionId), prices: [{ option_id: foreignOptionId, unit_price: 100 }] }
    const refused = await expectJson(http.post(path, foreign), 422)
    expect(refused.fields).toEqual({ 'prices.0.option_id': PRICE_LIST_FIELD_MESSAGES.option })
    const dearer = {
      ...aList(optionId),
      prices: [{ option_id: optionId, unit_price: 350, price_tiers: [{ from_quantity: 500, unit_price: 360 }] }],
    }
    const badBook = await expectJson(http.post(path, dearer), 422)
    expect(badBook.fields).toEqual({ 'prices.0.price_tiers': TIER_MESSAGES.cheaper })
    expect(await expectJson(http.get(path))).toEqual([])
  })

  it('writes the list with its prices before and after in the audit log', async () => {
    const { http, path, optionId } = await aPricedBrand()
    const created = await expectJson(http.post(path, aList(optionId)), 201)
    await expectJson(http.put(`${path}/${created.id}`, { ...aList(optionId), prices: [], version: 1 }))
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'brand_price_list'), eq(auditLog.entityId, created.id)))
      .orderBy(auditLog.id)
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update'])
    expect(entries[1]).toMatchObject({
      adminLogin: 'tarifs',
      before: { name: 'Tarifs 2027', prices: [{ optionId, unitPrice: 350 }] },
      after: { prices: [] },
    })
  })

  it('refuses a stale version with 409 and overwrites nothing', async () => {
    const { http, path, optionId } = await aPricedBrand()
    const created = await expectJson(http.post(path, aList(optionId)), 201)
    await expectJson(http.put(`${path}/${created.id}`, { ...aList(optionId), name: 'Premier', version: 1 }))
    const refused = await expectJson(
      http.put(`${path}/${created.id}`, { ...aList(optionId), name: 'Second', version: 1 }),
      409,
    )
    expect(refused).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    await expectJson(http.delete(`${path}/${created.id}?version=1`), 409)
    expect(await expectJson(http.get(path))).toMatchObject([{ name: 'Premier', version: 2 }])
  })

  it('answers 404 for a list of another brand and an unknown brand', async () => {
    const { http, path, optionId } = await aPricedBrand()
    const created = await expectJson(http.post(path, aList(optionId)), 201)
    const other = await aBrand(t.db, { name: 'Tierce' })
    await expectJson(http.delete(`/admin/brands/${other.id}/price-lists/${created.id}`), 404)
    await expectJson(http.get('/admin/brands/999999/price-lists'), 404)
  })
})
