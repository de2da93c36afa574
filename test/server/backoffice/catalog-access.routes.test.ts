import { describe, expect, it } from 'vitest'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { anAdmin } from '../support/builders'
import { call } from '../support/portal-http'
import { adminToken, aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// Who may use the catalogue of the back office: e-commerce administrators of both roles; a showcase
// administrator is refused (403), shops and anonymous callers are not even recognised (401).
describe('catalogue of the back office: authorization by identity', () => {
  it('answers each identity on the lists and on a write of brands, categories and products', async () => {
    const w = await aPortalWorld(t)
    const token = async (role: 'admin' | 'super_admin' | 'vitrine', active = true) =>
      adminToken(t, (await anAdmin(t.db, { role, active })).id)
    const identities = {
      anonymous: { token: undefined, status: 401 },
      shop: { token: w.tokens.shopA, status: 401 },
      validator: { token: w.tokens.validator, status: 401 },
      deactivatedAdmin: { token: await token('admin', false), status: 401 },
      showcaseAdmin: { token: await token('vitrine'), status: 403 },
      admin: { token: await token('admin'), status: 200 },
      superAdmin: { token: await token('super_admin'), status: 200 },
    }
    for (const path of ['/admin/brands', '/admin/categories', '/admin/products', '/admin/products/export.csv']) {
      for (const [who, identity] of Object.entries(identities)) {
        const response = await call(t.app, 'GET', path, { token: identity.token })
        expect(response.status, `${who} GET ${path}`).toBe(identity.status)
        if (identity.status === 403) expect(await response.json()).toEqual({ message: BACKOFFICE_MESSAGES.forbidden })
      }
    }
    for (const [who, identity] of Object.entries(identities)) {
      const body = { ids: [w.bag.id], action: 'activate' }
      const response = await call(t.app, 'POST', '/admin/products/bulk', { token: identity.token, body })
      expect(response.status, `${who} POST bulk`).toBe(identity.status)
    }
  })
})
