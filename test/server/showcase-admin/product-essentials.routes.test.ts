import { describe, expect, it } from 'vitest'
import { PRODUCT_ESSENTIALS_MESSAGES as M } from '../../../src/domain/messages/product-essentials-messages'
import { callShowcase } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { answer, signedInShowcaseAdmin } from './support/home-fixtures'

// A product's minimum order, lead time and finishes (decision 045): written by the showcase back office
// (validated, in French), read back by it and by the public product page.
const t = useTestApp()

async function aCategory() {
  const { call } = await signedInShowcaseAdmin(t.app, t.db)
  const category = await answer(await call('POST', '/admin/categories', { name: 'Coffrets' }), 201)
  return { call, category }
}

const publicProduct = async (slug: string) => answer(await callShowcase(t.app, 'GET', `/api/products/${slug}`), 200)

describe('product essentials: minimum order, lead time, finishes', () => {
  it('saves them, gives them back to the back office and shows them on the public product', async () => {
    const { call, category } = await aCategory()
    const created = await answer(
      await call('POST', '/admin/products', {
        name: 'Coffret aimanté',
        category_id: category.id,
        min_order_quantity: '500',
        lead_time: ' 3 à 4 semaines ',
        // The form's textarea: one finish per line, blank lines dropped.
        finishes: 'Dorure à chaud\n\n  Marquage à sec \r\nPelliculage soft touch\n',
      }),
      201,
    )
    await answer(await call('POST', `/admin/products/${created.id}/variants`, { reference: 'AIM-1' }), 201)
    expect(created).toMatchObject({
      min_order_quantity: 500,
      lead_time: '3 à 4 semaines',
      finishes: ['Dorure à chaud', 'Marquage à sec', 'Pelliculage soft touch'],
    })
    expect(await answer(await call('GET', `/admin/products/${created.id}`), 200)).toMatchObject({
      min_order_quantity: 500,
      finishes: ['Dorure à chaud', 'Marquage à sec', 'Pelliculage soft touch'],
    })
    const published = await answer(
      await call('PUT', `/admin/products/${created.id}`, {
        name: created.name,
        category_id: category.id,
        min_order_quantity: 500,
        lead_time: '3 à 4 semaines',
        finishes: created.finishes,
        published: true,
        version: created.version,
      }),
      200,
    )
    expect(await publicProduct(created.slug)).toMatchObject({
      min_order_quantity: 500,
      lead_time: '3 à 4 semaines',
      finishes: ['Dorure à chaud', 'Marquage à sec', 'Pelliculage soft touch'],
    })

    // A list is accepted as such; emptied fields mean "not said".
    const updated = await answer(
      await call('PUT', `/admin/products/${created.id}`, {
        name: created.name,
        category_id: category.id,
        published: true,
        version: published.version,
        min_order_quantity: '',
        lead_time: '',
        finishes: ['Gaufrage'],
      }),
      200,
    )
    expect(updated).toMatchObject({ min_order_quantity: null, lead_time: '', finishes: ['Gaufrage'] })
    expect(await publicProduct(created.slug)).toMatchObject({
      min_order_quantity: null,
      lead_time: '',
      finishes: ['Gaufrage'],
    })
  })

  it('leaves them unsaid when the body does not give them', async () => {
    const { call, category } = await aCategory()
    const created = await answer(await call('POST', '/admin/products', { name: 'Étui', category_id: category.id }), 201)
    expect(created).toMatchObject({ min_order_quantity: null, lead_time: '', finishes: [] })
  })

  it.each([
    ['min_order_quantity', '0', M.minOrderRange],
    ['min_order_quantity', '2,5', 'Saisissez un nombre entier.'],
    ['min_order_quantity', 1_000_001, M.minOrderRange],
    ['lead_time', 'x'.repeat(61), M.leadTimeTooLong],
    ['finishes', Array.from({ length: 13 }, (_, i) => `Finition ${i}`), M.finishesTooMany],
    ['finishes', `Dorure\n${'y'.repeat(81)}`, M.finishTooLong],
    ['finishes', ['Dorure\u0007'], M.finishesInvalid],
    ['finishes', 42, M.finishesInvalid],
  ])('refuses %s = %j with a French field error', async (field, value, message) => {
    const { call, category } = await aCategory()
    const refused = await answer(
      await call('POST', '/admin/products', { name: 'Étui', category_id: category.id, [field]: value }),
      422,
    )
    expect(refused.fields).toEqual({ [field]: message })
  })
})
