import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app'
import { answer, publicRead, signedInShowcaseAdmin } from './support/home-fixtures'

const t = useTestApp()

// What the public site shows comes from the back office, and an edit is visible on the
// next page load (decision 036). The public answers may be kept by a cache, which must ask again each time: a 304
// while nothing changed, the new answer once an administrator has saved.
describe('the public site after a back-office edit', () => {
  it('revalidates every public read: 304 while unchanged, the edit at the next load', async () => {
    const { call } = await signedInShowcaseAdmin(t.app, t.db)
    await answer(await call('POST', '/admin/partners', { name: 'Atelier', url: 'https://atelier.fr' }), 201)

    const first = await publicRead(t.app, '/partners')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^(W\/)?"/)
    const again = await t.app.request('/storefront-api/api/partners', { headers: { 'If-None-Match': tag ?? '' } })
    expect(again.status).toBe(304)

    const [partner] = await answer(await call('GET', '/admin/partners'), 200)
    await answer(await call('PUT', `/admin/partners/${partner.id}`, { ...partner, name: 'Atelier Nord' }), 200)
    const next = await t.app.request('/storefront-api/api/partners', { headers: { 'If-None-Match': tag ?? '' } })
    expect(next.status).toBe(200)
    expect((await next.json()).map((item: { name: string }) => item.name)).toEqual(['Atelier Nord'])
  })
})
