import { describe, expect, it } from 'vitest'
import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { callShowcase } from '../support/showcase-sessions'
import { useTestApp } from '../support/test-app'
import { aMedia, answer, signedInShowcaseAdmin } from './support/home-fixtures'

// A showcase product's own image and its publication (decision 036): the image comes before any
// variant's on cards and on the public page, the media library counts it, and a product without
// variants cannot be published.
const t = useTestApp()

async function aCategory() {
  const { call } = await signedInShowcaseAdmin(t.app, t.db)
  const category = await answer(await call('POST', '/admin/categories', { name: 'Coffrets' }), 201)
  return { call, category }
}

const publicJson = async (path: string) => answer(await callShowcase(t.app, 'GET', path), 200)
const imageSrc = (image: { src: string } | null) => image?.src ?? null

describe('a product’s own image', () => {
  it('is saved, refused when not an image, and counted by the media library', async () => {
    const { call, category } = await aCategory()
    const document = await aMedia(t.db, 'document')
    const refused = await answer(
      await call('POST', '/admin/products', { name: 'Étui', category_id: category.id, image_id: document }),
      422,
    )
    expect(refused.fields).toEqual({ image_id: M.imageUnknown })
    const image = await aMedia(t.db, 'image')
    const product = await answer(
      await call('POST', '/admin/products', { name: 'Étui', category_id: category.id, image_id: image }),
      201,
    )
    expect(product).toMatchObject({ image_id: image })
    expect(await answer(await call('GET', `/admin/products/${product.id}`), 200)).toMatchObject({ image_id: image })
    const usage = await answer(await call('GET', `/admin/media/${image}/usage`), 200)
    expect(usage).toEqual([{ kind: 'showcase_product_image', id: product.id, label: 'Image du produit : Étui' }])
    expect((await answer(await call('GET', `/admin/media/${image}`), 200)).usage_count).toBe(1)
  })

  it('comes first on the card and the page, then the first variant’s image, then none', async () => {
    const { call, category } = await aCategory()
    const own = await aMedia(t.db, 'image')
    const ofVariant = await aMedia(t.db, 'image')
    const body = { name: 'Coffret', category_id: category.id, image_id: own }
    const created = await answer(await call('POST', '/admin/products', body), 201)
    const variants = `/admin/products/${created.id}/variants`
    await answer(await call('POST', variants, { reference: 'CF-0', position: 1 }), 201)
    const pictured = await answer(
      await call('POST', variants, { reference: 'CF-1', position: 2, image_id: ofVariant }),
      201,
    )
    const images = async () => {
      const [card] = await publicJson('/api/products')
      const page = await publicJson(`/api/products/${created.slug}`)
      return { card: imageSrc(card.image), page: imageSrc(page.image) }
    }
    let version = created.version
    const save = async (changes: Record<string, unknown>) => {
      const saved = await answer(
        await call('PUT', `/admin/products/${created.id}`, { ...body, published: true, version, ...changes }),
        200,
      )
      version = saved.version
    }

    await save({})
    const ownSrc = expect.stringContaining(`/media/test-image-`)
    const first = await images()
    expect(first).toEqual({ card: ownSrc, page: ownSrc })
    await save({ image_id: '' })
    const second = await images()
    expect(second.card).not.toBe(first.card)
    expect(second).toEqual({ card: second.page, page: ownSrc })
    const variantPage = await publicJson(`/api/products/${created.slug}`)
    expect(second.page).toBe(imageSrc(variantPage.variants[1].image))
    await answer(await call('DELETE', `${variants}/${pictured.id}?version=${pictured.version}`), 200)
    expect(await images()).toEqual({ card: null, page: null })
  })
})

describe('publishing a product', () => {
  it('starts unpublished and is refused publication until it has a variant', async () => {
    const { call, category } = await aCategory()
    const body = { name: 'Boîte', category_id: category.id }
    const refused = await answer(await call('POST', '/admin/products', { ...body, published: true }), 422)
    expect(refused.fields).toEqual({ published: M.publishedWithoutVariant })
    const product = await answer(await call('POST', '/admin/products', body), 201)
    expect(product).toMatchObject({ published: false, variant_count: 0 })
    const publish = { ...body, published: true, version: product.version }
    const stillRefused = await answer(await call('PUT', `/admin/products/${product.id}`, publish), 422)
    expect(stillRefused.fields).toEqual({ published: M.publishedWithoutVariant })
    await answer(await call('POST', `/admin/products/${product.id}/variants`, { reference: 'BX-1' }), 201)
    const published = await answer(await call('PUT', `/admin/products/${product.id}`, publish), 200)
    expect(published).toMatchObject({ published: true, variant_count: 1 })
  })
})
