import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productOptions } from '../../../server/platform/db/schema-portal'
import { expectJson } from '../support/portal-http'
import { useTestApp } from '../support/test-app'
import { aCatalogueAdmin, aForm, option } from './product-form.fixture'

// "BAT requis" on a product's option (docs/decisions/076-proof-approval.md, "Which lines"): saved with the form,
// read back, false when the form leaves it out, and kept in the audit log.

const t = useTestApp()

describe('back-office products: "BAT requis" per option', () => {
  it('saves, reads back and stores proof_required; an option sent without it needs no proof', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [{ ...option('Imprimé', 90), proof_required: true }, option('Neutre', 60)]
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 201)
    expect(created.options.map((o: { proof_required: boolean }) => o.proof_required)).toEqual([true, false])
    expect(await expectJson(admin.get(`/admin/products/${created.id}`))).toEqual(created)
    const [row] = await t.db.select().from(productOptions).where(eq(productOptions.id, created.options[0].id))
    expect(row?.proofRequired).toBe(true)
  })

  it('turns it off and on again on update, the audit log holding before and after', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [{ ...option('Imprimé', 90), proof_required: true }]
    const created = await expectJson(admin.post('/admin/products', aForm(brand.id, category.id, { options })), 201)
    const off = [{ ...created.options[0], proof_required: false }]
    const updated = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options: off, version: 1 })),
    )
    expect(updated.options[0].proof_required).toBe(false)
    const history = await expectJson(admin.get(`/admin/audit?entity=product&entity_id=${created.id}`))
    expect(history[0].before.options[0].proofRequired).toBe(true)
    expect(history[0].after.options[0].proofRequired).toBe(false)
    const on = [{ ...updated.options[0], proof_required: 'true' }]
    const again = await expectJson(
      admin.put(`/admin/products/${created.id}`, aForm(brand.id, category.id, { options: on, version: 2 })),
    )
    expect(again.options[0].proof_required).toBe(true)
  })

  it('refuses a value that is not a yes or no', async () => {
    const { admin, brand, category } = await aCatalogueAdmin(t)
    const options = [{ ...option('Imprimé', 90), proof_required: 'peut-être' }]
    const answer = await admin.post('/admin/products', aForm(brand.id, category.id, { options }))
    expect(answer.status).toBe(422)
  })
})
