import { describe, expect, it } from 'vitest'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { anOrderRow } from '../support/order-builders'
import { aCategory, aProduct } from '../support/portal-builders'
import { api } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// Every back-office export writes its dates one way: Paris wall clock "JJ/MM/AAAA HH:MM" (decision 062).

const t = useTestApp()

// Late on 28 November in UTC is already the 29th in Paris; mid-July is summer time (UTC+2).
const created = new Date('2026-11-28T23:30:00Z')
const updated = new Date('2026-07-14T08:05:00Z')
const CREATED = '29/11/2026 00:30'
const UPDATED = '14/07/2026 10:05'
const stamps = { createdAt: created, updatedAt: updated }

/** The cells of the export's header and of its one line that holds `marker`, by column name. */
async function exportedRow(response: Response, marker: string): Promise<Record<string, string>> {
  expect(response.status).toBe(200)
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  const header = lines[0]?.split(';') ?? []
  const row = lines.find((line) => line.includes(marker))?.split(';') ?? []
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))
}

describe('dates in the back-office CSV exports', () => {
  it('writes every date column of the six exports as the Paris wall clock, to the minute', async () => {
    const admin = await anAdmin(t.db, { role: 'super_admin', login: 'dates-admin', ...stamps })
    const client = api(t.app, await adminToken(t, admin.id))
    const brand = await aBrand(t.db, { name: 'Enseigne des dates', ...stamps })
    await aCategory(t.db, brand.id, { name: 'Catégorie des dates', ...stamps })
    await aProduct(t.db, brand.id, { name: 'Produit des dates', ...stamps })
    const shop = await aShop(t.db, { brandId: brand.id, name: 'Magasin des dates', ...stamps })
    await anOrderRow(t.db, shop.id, { number: 'CMD-DATES-1', createdAt: created })

    const brandRow = await exportedRow(await client.get('/admin/brands/export.csv'), 'Enseigne des dates')
    expect([brandRow['Créée le'], brandRow['Modifiée le']]).toEqual([CREATED, UPDATED])
    const category = await exportedRow(await client.get('/admin/categories/export.csv'), 'Catégorie des dates')
    expect([category['Créée le'], category['Modifiée le']]).toEqual([CREATED, UPDATED])
    const product = await exportedRow(await client.get('/admin/products/export.csv'), 'Produit des dates')
    expect([product['Créé le'], product['Modifié le']]).toEqual([CREATED, UPDATED])
    const store = await exportedRow(await client.get('/admin/customers/export.csv'), 'Magasin des dates')
    expect(store['Créé le']).toBe(CREATED)
    const administrator = await exportedRow(await client.get('/admin/administrators/export.csv'), 'dates-admin')
    expect(administrator['Créé le']).toBe(CREATED)
    const order = await exportedRow(await client.get('/admin/orders/export.csv'), 'CMD-DATES-1')
    expect(order.Date).toBe(CREATED)
  })
})
