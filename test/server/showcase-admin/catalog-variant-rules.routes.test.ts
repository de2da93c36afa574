import { describe, expect, it } from 'vitest'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useTestApp } from '../support/test-app'
import { answer, signedInShowcaseAdmin } from './support/home-fixtures'

// The server's own rules on a product's variants (decision 070): a value must belong to the attribute it
// is sent for, whatever the form filtered; a published product left without variants is unpublished.
const t = useTestApp()

async function aProductWithAttributes() {
  const { call } = await signedInShowcaseAdmin(t.app, t.db)
  const create = async (path: string, body: unknown) => answer(await call('POST', path, body), 201)
  const category = await create('/admin/categories', { name: 'Coffrets' })
  const colour = await create('/admin/attributes', { name: 'Couleur', values: [{ label: 'Rouge' }] })
  const size = await create('/admin/attributes', { name: 'Format', values: [{ label: 'A4' }] })
  const body = { name: 'Écrin', category_id: category.id }
  const product = await create('/admin/products', body)
  return { call, create, colour, size, body, product, variants: `/admin/products/${product.id}/variants` }
}

describe('a variant’s attribute values', () => {
  it('refuses, on create and on update, a value of another attribute with a 422 on that value', async () => {
    const { call, create, colour, size, variants } = await aProductWithAttributes()
    const [red] = colour.values
    const [a4] = size.values
    const mixed = { attribute_values: [{ attribute_id: colour.id, value_id: a4.id }] }
    const created = await answer(await call('POST', variants, { reference: 'EC-1', ...mixed }), 422)
    expect(created.fields).toEqual({ 'attribute_values.0.value_id': M.valueUnknown })

    const variant = await create(variants, {
      reference: 'EC-1',
      attribute_values: [{ attribute_id: colour.id, value_id: red.id }],
    })
    const updated = await answer(
      await call('PUT', `${variants}/${variant.id}`, { reference: 'EC-1', version: variant.version, ...mixed }),
      422,
    )
    expect(updated.fields).toEqual({ 'attribute_values.0.value_id': M.valueUnknown })
    const kept = await answer(await call('GET', `${variants}/${variant.id}`), 200)
    expect(kept.attribute_values).toEqual([{ attribute_id: colour.id, value_id: red.id }])
  })
})

describe('removing a published product’s variants', () => {
  it('unpublishes the product with its last variant, says so, and audits the unpublication', async () => {
    const { call, create, body, product, variants } = await aProductWithAttributes()
    const first = await create(variants, { reference: 'EC-1' })
    const second = await create(variants, { reference: 'EC-2' })
    const current = await answer(await call('GET', `/admin/products/${product.id}`), 200)
    const publish = { ...body, published: true, version: current.version }
    await answer(await call('PUT', `/admin/products/${product.id}`, publish), 200)

    const one = await answer(await call('DELETE', `${variants}/${first.id}`), 200)
    expect(one.message).toBe(BACKOFFICE_MESSAGES.deleted)
    expect(await answer(await call('GET', `/admin/products/${product.id}`), 200)).toMatchObject({ published: true })

    const last = await answer(await call('DELETE', `${variants}/${second.id}`), 200)
    expect(last.message).toBe(M.lastVariantRemoved)
    const after = await answer(await call('GET', `/admin/products/${product.id}`), 200)
    expect(after).toMatchObject({ published: false })
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_product&entity_id=${product.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toContain('unpublish')
  })

  it('leaves a draft product’s answer as a plain deletion', async () => {
    const { call, create, product, variants } = await aProductWithAttributes()
    const only = await create(variants, { reference: 'EC-9' })
    const answered = await answer(await call('DELETE', `${variants}/${only.id}`), 200)
    expect(answered.message).toBe(BACKOFFICE_MESSAGES.deleted)
    expect(await answer(await call('GET', `/admin/products/${product.id}`), 200)).toMatchObject({ published: false })
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_product&entity_id=${product.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).not.toContain('unpublish')
  })
})
