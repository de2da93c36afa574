import { describe, expect, it } from 'vitest'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useTestApp } from '../support/test-app'
import { aMedia, answer, signedInShowcaseAdmin } from './support/home-fixtures'

// The showcase catalogue's back office (decision 036): categories, attributes, products and variants.
const t = useTestApp()

async function catalog() {
  const { call } = await signedInShowcaseAdmin(t.app, t.db)
  const create = async (path: string, body: unknown) => answer(await call('POST', path, body), 201)
  const root = await create('/admin/categories', { name: 'Coffrets & étuis' })
  const child = await create('/admin/categories', { name: 'Coffrets bois', parent_id: root.id })
  return { call, create, root, child }
}

describe('categories', () => {
  it('creates a tree, slugs from names, and lists it depth first with depths', async () => {
    const { call, create, root, child } = await catalog()
    expect(root).toMatchObject({ slug: 'coffrets-etuis', parent_id: null, depth: 0, version: 1 })
    const other = await create('/admin/categories', { name: 'Autres', position: 5 })
    const list = await call('GET', '/admin/categories')
    expect(list.headers.get('x-total-count')).toBe('3')
    const rows = await answer(list, 200)
    expect(rows.map((row: { id: number; depth: number }) => [row.id, row.depth])).toEqual([
      [root.id, 0],
      [child.id, 1],
      [other.id, 0],
    ])
    expect(rows[0]).toMatchObject({ child_count: 1, product_count: 0 })
  })

  it('answers every field error at once, and a slug clash as a field error', async () => {
    const { call } = await catalog()
    const bad = await answer(
      await call('POST', '/admin/categories', { name: '', slug: 'Pas Un Slug', position: -1, parent_id: 'x' }),
      422,
    )
    expect(Object.keys(bad.fields).sort()).toEqual(['name', 'parent_id', 'position', 'slug'])
    const clash = await answer(await call('POST', '/admin/categories', { name: 'Coffrets — étuis' }), 422)
    expect(clash.fields).toEqual({ slug: M.slugTaken })
    const image = await answer(
      await call('POST', '/admin/categories', { name: 'Neuf', image_id: await aMedia(t.db, 'document') }),
      422,
    )
    expect(image.fields).toEqual({ image_id: M.imageUnknown })
  })

  it('refuses a cycle: under itself or under its own descendant', async () => {
    const { call, root, child } = await catalog()
    const body = { name: root.name, version: root.version }
    const self = await answer(await call('PUT', `/admin/categories/${root.id}`, { ...body, parent_id: root.id }), 422)
    expect(self.fields).toEqual({ parent_id: M.parentCycle })
    const below = await answer(await call('PUT', `/admin/categories/${root.id}`, { ...body, parent_id: child.id }), 422)
    expect(below.fields).toEqual({ parent_id: M.parentCycle })
    const moved = await answer(await call('PUT', `/admin/categories/${child.id}`, { name: 'Bois', version: 1 }), 200)
    expect(moved).toMatchObject({ parent_id: null, depth: 0, slug: 'bois', version: 2 })
  })

  it('refuses to delete a category with children or products, and a stale version', async () => {
    const { call, create, root, child } = await catalog()
    expect((await answer(await call('DELETE', `/admin/categories/${root.id}`), 409)).message).toBe(
      M.categoryHasChildren,
    )
    await create('/admin/products', { name: 'Étui', category_id: root.id, sub_category_id: child.id })
    expect((await answer(await call('DELETE', `/admin/categories/${child.id}`), 409)).message).toBe(
      M.categoryHasProducts,
    )
    const stale = await call('PUT', `/admin/categories/${root.id}`, { name: 'Nouveau', version: 7 })
    expect(stale.status).toBe(409)
    const empty = await create('/admin/categories', { name: 'Vide' })
    await answer(await call('DELETE', `/admin/categories/${empty.id}?version=${empty.version}`), 200)
    expect((await call('GET', `/admin/categories/${empty.id}`)).status).toBe(404)
  })
})

describe('attributes', () => {
  it('saves the values with the attribute, and refuses to remove a value a variant uses', async () => {
    const { call, create, root } = await catalog()
    const colour = await create('/admin/attributes', {
      name: 'Couleur',
      values: [{ label: 'Rouge' }, { label: 'Vert', position: 1 }],
    })
    expect(colour.values.map((value: { slug: string }) => value.slug)).toEqual(['rouge', 'vert'])
    const [red, green] = colour.values
    const product = await create('/admin/products', { name: 'Boîte', category_id: root.id })
    await create(`/admin/products/${product.id}/variants`, {
      reference: 'BX-1',
      attribute_values: [{ attribute_id: colour.id, value_id: red.id }],
    })
    const body = { name: 'Couleur', version: colour.version }
    const refused = await answer(
      await call('PUT', `/admin/attributes/${colour.id}`, { ...body, values: [{ id: green.id, label: 'Vert' }] }),
      422,
    )
    expect(refused.fields).toEqual({ values: M.valueInUse('Rouge') })
    const duplicated = await answer(
      await call('PUT', `/admin/attributes/${colour.id}`, {
        ...body,
        values: [{ id: red.id, label: 'Rouge' }, { label: 'rouge' }],
      }),
      422,
    )
    expect(duplicated.fields).toEqual({ 'values.1.slug': M.valueSlugDuplicated })
    const saved = await answer(
      await call('PUT', `/admin/attributes/${colour.id}`, {
        ...body,
        values: [{ id: red.id, label: 'Carmin', slug: 'rouge' }],
      }),
      200,
    )
    expect(saved.values).toEqual([expect.objectContaining({ id: red.id, label: 'Carmin', variant_count: 1 })])
    expect((await call('DELETE', `/admin/attributes/${colour.id}`)).status).toBe(409)
  })
})

describe('products and variants', () => {
  it('creates, filters, sanitises, checks the subcategory, and audits', async () => {
    const { call, create, root, child } = await catalog()
    const bad = await answer(await call('POST', '/admin/products', { name: '', category_id: '' }), 422)
    expect(Object.keys(bad.fields).sort()).toEqual(['category_id', 'name'])
    const other = await create('/admin/categories', { name: 'Autre' })
    const notChild = await answer(
      await call('POST', '/admin/products', { name: 'Écrin', category_id: other.id, sub_category_id: child.id }),
      422,
    )
    expect(notChild.fields).toEqual({ sub_category_id: M.subCategoryNotChild })
    const product = await create('/admin/products', {
      name: 'Écrin',
      category_id: root.id,
      sub_category_id: child.id,
      description_html: '<p onclick="x()">Beau</p><script>alert(1)</script>',
      published: false,
    })
    expect(product).toMatchObject({ slug: 'ecrin', description_html: '<p>Beau</p>', published: false })
    expect(
      (await answer(await call('POST', '/admin/products', { name: 'Écrin', category_id: root.id }), 422)).fields,
    ).toEqual({
      slug: M.slugTaken,
    })
    await create('/admin/products', { name: 'Autre', category_id: other.id })
    const filtered = await call('GET', `/admin/products?category_id=${child.id}&published=false`)
    expect(filtered.headers.get('x-total-count')).toBe('1')
    expect((await answer(filtered, 200))[0].id).toBe(product.id)
    const updated = await answer(
      await call('PUT', `/admin/products/${product.id}`, { name: 'Écrin', category_id: root.id, version: 1 }),
      200,
    )
    expect(
      (await call('PUT', `/admin/products/${product.id}`, { name: 'X', category_id: root.id, version: 1 })).status,
    ).toBe(409)
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_product&entity_id=${product.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action).sort()).toEqual(['create', 'update'])
    expect(updated.version).toBe(2)
  })

  it('refuses a reference clash and two values of one attribute; edits and deletes a variant', async () => {
    const { call, create, root } = await catalog()
    const colour = await create('/admin/attributes', {
      name: 'Couleur',
      values: [{ label: 'Rouge' }, { label: 'Vert' }],
    })
    const product = await create('/admin/products', { name: 'Boîte', category_id: root.id })
    const path = `/admin/products/${product.id}/variants`
    const variant = await create(path, { reference: 'BX-1', width_mm: '120' })
    expect(variant).toMatchObject({ width_mm: 120, height_mm: null, attribute_values: [] })
    const [red, green] = colour.values
    const refused = await answer(
      await call('POST', path, {
        reference: 'BX-1',
        width_mm: -3,
        attribute_values: [
          { attribute_id: colour.id, value_id: red.id },
          { attribute_id: colour.id, value_id: green.id },
        ],
      }),
      422,
    )
    expect(refused.fields).toEqual({ width_mm: M.sizeRange })
    const clashes = await answer(
      await call('POST', path, {
        reference: 'BX-1',
        attribute_values: [
          { attribute_id: colour.id, value_id: red.id },
          { attribute_id: colour.id, value_id: green.id },
        ],
      }),
      422,
    )
    expect(clashes.fields).toEqual({
      reference: M.referenceTaken,
      'attribute_values.1.attribute_id': M.attributeTwice,
    })
    const edited = await answer(
      await call('PUT', `${path}/${variant.id}`, {
        reference: 'BX-2',
        version: 1,
        attribute_values: [{ attribute_id: colour.id, value_id: green.id }],
      }),
      200,
    )
    expect(edited).toMatchObject({
      reference: 'BX-2',
      version: 2,
      attribute_values: [{ attribute_id: colour.id, value_id: green.id }],
    })
    expect((await call('GET', `/admin/products/999999/variants/${variant.id}`)).status).toBe(404)
    await answer(await call('DELETE', `${path}/${variant.id}`), 200)
    expect(await answer(await call('GET', path), 200)).toEqual([])
    const audit = await answer(await call('GET', `/admin/audit?entity=vitrine_variant&entity_id=${variant.id}`), 200)
    expect(audit).toHaveLength(3)
  })
})
