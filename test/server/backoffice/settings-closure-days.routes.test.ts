import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../server/platform/db/schema-backoffice'
import { closureDayInvalid, CLOSURE_DAYS_TOO_MANY } from '../../../src/contract/backoffice/settings'
import { anAdmin } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// The company's closing days in the settings (docs/decisions/075-price-tiers-price-lists-lead-times.md): Paris
// days, duplicates merged and sorted before they are stored, at most 60.

const t = useTestApp()

async function superAdmin() {
  const admin = await anAdmin(t.db, { role: 'super_admin' })
  return api(t.app, await adminToken(t, admin.id))
}

const formOf = (overrides: Record<string, unknown> = {}) => ({
  default_shipping_fee: 2500,
  vat_rate_basis_points: 2000,
  company_name: 'Écrin Emballages',
  company_email: 'contact@ecrin.fr',
  order_notification_email: 'ventes@ecrin.fr',
  validation_reminder_days: 2,
  version: 1,
  ...overrides,
})

const storedDays = async () => (await t.db.select().from(settings).where(eq(settings.id, 1)))[0]?.closureDays

describe('PUT /admin/settings: closure_days', () => {
  it('starts empty, and stores the days sorted with duplicates merged', async () => {
    const client = await superAdmin()
    expect((await expectJson(client.get('/admin/settings'))).closure_days).toEqual([])
    const saved = await expectJson(
      client.put(
        '/admin/settings',
        formOf({ closure_days: ['2026-12-31', '2026-12-24', ' 2026-12-24', '2026-08-14'] }),
      ),
    )
    expect(saved.closure_days).toEqual(['2026-08-14', '2026-12-24', '2026-12-31'])
    expect(await storedDays()).toEqual(['2026-08-14', '2026-12-24', '2026-12-31'])
    expect(await expectJson(client.get('/admin/settings'))).toEqual(saved)
    const history = await expectJson(client.get('/admin/audit?entity=settings&entity_id=1'))
    expect(history[0]).toMatchObject({ before: { closure_days: [] }, after: { closure_days: saved.closure_days } })
  })

  it('keeps the stored days when the body leaves them out, and empties them when sent empty', async () => {
    const client = await superAdmin()
    await expectJson(client.put('/admin/settings', formOf({ closure_days: ['2026-12-24'] })))
    const kept = await expectJson(client.put('/admin/settings', formOf({ version: 2, company_name: 'Écrin SAS' })))
    expect(kept).toMatchObject({ company_name: 'Écrin SAS', closure_days: ['2026-12-24'] })
    const emptied = await expectJson(client.put('/admin/settings', formOf({ version: 3, closure_days: [] })))
    expect(emptied.closure_days).toEqual([])
  })

  it.each([
    [['2026-12-24', '2026-02-30'], 2],
    [['24/12/2026'], 1],
    [['2026-12-24', ''], 2],
    [['2026-12-24', 20261224], 2],
  ])('refuses %j with a French message naming the day, and writes nothing', async (days, position) => {
    const client = await superAdmin()
    const body = await expectJson(client.put('/admin/settings', formOf({ closure_days: days })), 422)
    expect(body.fields).toEqual({ closure_days: closureDayInvalid(position) })
    expect(await storedDays()).toEqual([])
  })

  it('takes 60 days, refuses 61, and counts a repeated day once', async () => {
    const client = await superAdmin()
    const days = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))
    const refused = await expectJson(client.put('/admin/settings', formOf({ closure_days: days })), 422)
    expect(refused.fields).toEqual({ closure_days: CLOSURE_DAYS_TOO_MANY })
    const sixty = [...days.slice(0, 60), days[0]]
    expect((await expectJson(client.put('/admin/settings', formOf({ closure_days: sixty })))).closure_days).toEqual(
      days.slice(0, 60),
    )
  })
})
