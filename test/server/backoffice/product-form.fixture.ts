import { aBrand, anAdmin } from '../support/builders'
import type { Database } from '../../../server/platform/db/database'
import { aCategory } from '../support/portal-builders'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'
import { api } from '../support/portal-http'

// The product form of the back-office tests, and an administrator with a brand and a category.

type TestApp = ReturnType<typeof useTestApp>

export async function aCatalogueAdmin(t: TestApp) {
  const admin = await anAdmin(t.db, { role: 'admin', login: 'produits' })
  const brand = await aBrand(t.db, { name: 'Maison Lemoine' })
  const category = await aCategory(t.db as Database, brand.id, { name: 'Sacs', slug: 'sacs' })
  return { admin: api(t.app, await adminToken(t, admin.id)), brand, category }
}

export const option = (label: string, unitPrice = 120) => ({
  label,
  unit_price: unitPrice,
  minimum_quantity: 100,
  pack_multiple: 50,
})
export const aForm = (brandId: number, categoryId: number | null, extra: Record<string, unknown> = {}) => ({
  brand_id: brandId,
  category_id: categoryId,
  name: 'Sac kraft',
  reference: 'SAC-01',
  description: 'Sac en papier\nrecyclé',
  lead_time_days: 10,
  active: true,
  options: [option('Petit', 50), option('Grand', 80)],
  ...extra,
})
