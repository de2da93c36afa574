import { describe, expect, it } from 'vitest'
import { HOME_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useTestApp } from '../support/test-app'
import { answer, publicRead, signedInShowcaseAdmin } from './support/home-fixtures'

const t = useTestApp()

// Partner links are real or absent (decision 046): a partner may have no site, and then has no link.
describe('a partner without a site', () => {
  it('is saved without an address and read publicly with a null url', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const created = await answer(await call('POST', '/admin/partners', { name: 'Atelier', url: '' }), 201)
    expect(created.url).toBe('')
    await answer(await call('POST', '/admin/partners', { name: 'Scierie' }), 201)
    await answer(await call('PUT', `/admin/partners/${created.id}`, { ...created, url: 'https://atelier.fr' }), 200)
    expect(await answer(await publicRead(t.app, '/partners'), 200)).toEqual([
      { name: 'Atelier', url: 'https://atelier.fr', logo: null },
      { name: 'Scierie', url: null, logo: null },
    ])
  })

  it('still refuses an address that is not https', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    const body = await answer(await call('POST', '/admin/partners', { name: 'A', url: 'http://atelier.fr' }), 422)
    expect(body.fields).toEqual({ url: M.httpsRequired })
  })
})
