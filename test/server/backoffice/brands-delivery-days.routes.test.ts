import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { anAdmin } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// A brand's delivery working days (docs/decisions/075-price-tiers-price-lists-lead-times.md): 0 to 60, 2 unless told.

const t = useTestApp()

async function asAdmin() {
  const admin = await anAdmin(t.db, { role: 'admin' })
  return api(t.app, await adminToken(t, admin.id))
}

const OUT_OF_RANGE = 'Le délai de livraison doit être compris entre 0 et 60 jours ouvrés.'

describe('back-office brands: delivery_days', () => {
  it('takes 2 working days when absent or emptied, and stores what is given', async () => {
    const admin = await asAdmin()
    expect(await expectJson(admin.post('/admin/brands', { name: 'Sans délai' }), 201)).toMatchObject({
      delivery_days: 2,
    })
    expect(await expectJson(admin.post('/admin/brands', { name: 'Délai vide', delivery_days: '' }), 201)).toMatchObject(
      { delivery_days: 2 },
    )
    const created = await expectJson(admin.post('/admin/brands', { name: 'Rapide', delivery_days: '0' }), 201)
    expect(created.delivery_days).toBe(0)
    const [row] = await t.db.select().from(brands).where(eq(brands.id, created.id))
    expect(row?.deliveryDays).toBe(0)
  })

  it('round-trips an update, with the list, the record and the CSV', async () => {
    const admin = await asAdmin()
    const created = await expectJson(admin.post('/admin/brands', { name: 'Maison Lente', delivery_days: 5 }), 201)
    const updated = await expectJson(
      admin.put(`/admin/brands/${created.id}`, { name: 'Maison Lente', delivery_days: 60, version: 1 }),
    )
    expect(updated).toMatchObject({ delivery_days: 60, version: 2 })
    expect(await expectJson(admin.get(`/admin/brands/${created.id}`))).toMatchObject({ delivery_days: 60 })
    expect(await expectJson(admin.get('/admin/brands?q=Lente'))).toMatchObject([{ delivery_days: 60 }])
    const csv = await (await admin.get('/admin/brands/export.csv?q=Lente')).text()
    expect(csv).toContain('Délai de livraison (jours ouvrés)')
    expect(csv.split('\r\n')[1]?.split(';')).toContain('60')
  })

  it.each([[-1], [61], ['2,5'], ['deux']])('refuses %s with a French message and writes nothing', async (days) => {
    const admin = await asAdmin()
    const response = await admin.post('/admin/brands', { name: 'Hors bornes', delivery_days: days })
    const body = await expectJson(response, 422)
    expect(body.fields.delivery_days).toBe(typeof days === 'number' ? OUT_OF_RANGE : 'Saisissez un nombre entier.')
    expect(await t.db.select().from(brands).where(eq(brands.name, 'Hors bornes'))).toEqual([])
  })
})
