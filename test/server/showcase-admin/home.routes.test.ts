import { describe, expect, it } from 'vitest'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { useTestApp } from '../support/test-app'
import { aMedia, answer, aShowcaseProduct, publicRead, signedInShowcaseAdmin } from './support/home-fixtures'

const t = useTestApp()
const path = '/admin/home-blocks'

type Call = Awaited<ReturnType<typeof signedInShowcaseAdmin>>['call']
const aBlock = async (call: Call, title: string, extra: Record<string, unknown> = {}) =>
  answer(await call('POST', path, { type: 'call_to_action', title, ...extra }), 201)
const titlesOf = (blocks: { title: string }[]) => blocks.map((block) => block.title)

describe('the home blocks of the showcase back office', () => {
  it('creates, reads, updates and deletes a block, its rich text sanitised and its image checked', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const imageId = await aMedia(t.db, 'image')
    const created = await aBlock(call, 'Bienvenue', {
      type: 'hero',
      subtitle: 'Emballages sur mesure',
      body_html: '<p>Bonjour <script>alert(1)</script><strong>à tous</strong></p>',
      image_id: String(imageId),
      image_position: 'right',
      link_label: 'Le catalogue',
      link_href: '/catalogue',
      secondary_link_label: 'Nous écrire',
      secondary_link_href: 'https://exemple.fr/contact',
    })
    expect(created).toMatchObject({
      type: 'hero',
      position: 1,
      image_id: imageId,
      image_position: 'right',
      version: 1,
    })
    expect(created.body_html).toBe('<p>Bonjour <strong>à tous</strong></p>')
    expect(await answer(await call('GET', `${path}/${created.id}`), 200)).toEqual(created)

    const updated = await answer(
      await call('PUT', `${path}/${created.id}`, { ...created, type: 'call_to_action', title: 'Contactez-nous' }),
      200,
    )
    // A call to action shows no image: the hero's image is not kept behind the public site's back.
    expect(updated).toMatchObject({ title: 'Contactez-nous', image_id: null, image_position: null, version: 2 })
    const publicBlocks = await answer(await publicRead(t.app, '/home-blocks'), 200)
    expect(titlesOf(publicBlocks)).toEqual(['Contactez-nous'])

    const deleted = await call('DELETE', `${path}/${created.id}?version=2`)
    expect(await answer(deleted, 200)).toEqual({ message: BACKOFFICE_MESSAGES.deleted })
    await answer(await call('GET', `${path}/${created.id}`), 404)
    expect(await answer(await publicRead(t.app, '/home-blocks'), 200)).toEqual([])
  })

  it('refuses a form with every field error at once (422)', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const body = await answer(
      await call('POST', path, {
        type: 'banner',
        title: '  ',
        image_id: 'abc',
        link_label: 'Voir',
        secondary_link_href: 'javascript:alert(1)',
        body_html: 'x'.repeat(20_001),
      }),
      422,
    )
    expect(body.fields).toMatchObject({
      type: M.typeRequired,
      title: BACKOFFICE_MESSAGES.required,
      image_id: M.imageUnknown,
      secondary_link_href: M.linkInvalid,
      body_html: M.bodyTooLong,
    })
    // The pair rules run with the other fields: a label without an address is named too.
    const pairs = await answer(await call('POST', path, { type: 'hero', title: 'T', link_label: 'Voir' }), 422)
    expect(pairs.fields).toEqual({ link_href: M.linkHrefMissing })
  })

  it('refuses a document as the image and unknown or missing highlighted products', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const pdf = await aMedia(t.db, 'document')
    const asImage = await answer(await call('POST', path, { type: 'text_image', title: 'T', image_id: pdf }), 422)
    expect(asImage.fields).toEqual({ image_id: M.imageUnknown })
    const none = await answer(await call('POST', path, { type: 'product_highlight', title: 'T', products: [] }), 422)
    expect(none.fields).toEqual({ products: M.productsRequired })
    const known = await aShowcaseProduct(t.db, 'Coffret')
    const body = { type: 'product_highlight', title: 'T', products: [{ product_id: known }, { product_id: 999_999 }] }
    expect((await answer(await call('POST', path, body), 422)).fields).toEqual({
      'products.1.product_id': M.productUnknown,
    })
  })

  it('keeps the highlighted products in the order chosen, here and on the public home', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const first = await aShowcaseProduct(t.db, 'Étui')
    const second = await aShowcaseProduct(t.db, 'Boîte')
    const products = [{ product_id: String(second) }, { product_id: String(first) }]
    const block = await aBlock(call, 'Nos produits', { type: 'product_highlight', products })
    expect(block.products).toEqual([
      { product_id: second, name: 'Boîte' },
      { product_id: first, name: 'Étui' },
    ])
    const [onSite] = await answer(await publicRead(t.app, '/home-blocks'), 200)
    expect(onSite.products.map((card: { name: string }) => card.name)).toEqual(['Boîte', 'Étui'])
  })

  it('saves the order of all the blocks, which the public home follows, and audits each move', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const a = await aBlock(call, 'A')
    const b = await aBlock(call, 'B')
    const c = await aBlock(call, 'C')
    const saved = await call('PUT', `${path}/order`, { ids: [c.id, a.id, b.id] })
    expect(await answer(saved, 200)).toEqual({ message: BACKOFFICE_MESSAGES.saved })
    const list = await call('GET', path)
    expect(list.headers.get('x-total-count')).toBe('3')
    expect(titlesOf(await answer(list, 200))).toEqual(['C', 'A', 'B'])
    expect(titlesOf(await answer(await publicRead(t.app, '/home-blocks'), 200))).toEqual(['C', 'A', 'B'])

    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_home_block&entity_id=${c.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['reorder', 'create'])
    expect(history[0]).toMatchObject({ before: { position: 3 }, after: { position: 1 } })
  })

  it('refuses an order that is not exactly the current set of blocks, and changes nothing', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const a = await aBlock(call, 'A')
    const b = await aBlock(call, 'B')
    for (const ids of [[b.id], [b.id, a.id, 999], [b.id, b.id], [b.id, a.id, a.id]]) {
      expect(await answer(await call('PUT', `${path}/order`, { ids }), 409)).toEqual({ message: M.orderMismatch })
    }
    expect(titlesOf(await answer(await call('GET', path), 200))).toEqual(['A', 'B'])
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_home_block&entity_id=${a.id}`), 200)
    expect(history).toHaveLength(1)
  })

  it('refuses a stale update or delete (409) without writing, and records create/update in the audit', async () => {
    const { call, admin } = await signedInShowcaseAdmin(t.app, t.db)
    const block = await aBlock(call, 'Avant')
    await answer(await call('PUT', `${path}/${block.id}`, { ...block, title: 'Après' }), 200)
    const stale = await answer(await call('PUT', `${path}/${block.id}`, { ...block, title: 'Écrasé' }), 409)
    expect(stale.message).toBe(BACKOFFICE_MESSAGES.conflict)
    await answer(await call('DELETE', `${path}/${block.id}?version=1`), 409)
    expect((await answer(await call('GET', `${path}/${block.id}`), 200)).title).toBe('Après')
    const history = await answer(await call('GET', `/admin/audit?entity=vitrine_home_block&entity_id=${block.id}`), 200)
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create'])
    expect(history[0]).toMatchObject({
      admin_login: admin.login,
      before: { title: 'Avant' },
      after: { title: 'Après' },
    })
  })
})
