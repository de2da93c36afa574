import { describe, expect, it } from 'vitest'
import { anAdmin, aShop } from '../../support/builders'
import { json, postJson } from '../../support/http'
import { logInAdmin, logInShop } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()

describe('POST /portal-api/admin/login', () => {
  it('logs an e-commerce admin in and answers the admin under data', async () => {
    const admin = await anAdmin(t.db, { login: 'admin', email: 'admin@exemple.fr', role: 'super_admin' })

    const response = await postJson(t.app, '/portal-api/admin/login', { login: 'admin', password: admin.password })

    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.access_token).toEqual(expect.any(String))
    expect(body.refresh_token).toEqual(expect.any(String))
    expect(body.data).toEqual({
      id: admin.id,
      login: 'admin',
      email: 'admin@exemple.fr',
      role: 'super_admin',
      created_at: admin.createdAt.toISOString(),
      updated_at: admin.updatedAt.toISOString(),
    })
    expect(body.data).not.toHaveProperty('password_hash')
  })

  it('refuses a showcase (vitrine) admin: they log in through the SSO', async () => {
    const admin = await anAdmin(t.db, { role: 'vitrine' })
    const response = await postJson(t.app, '/portal-api/admin/login', { login: admin.login, password: admin.password })
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ message: 'Les identifiants renseignés sont incorrects ou inexistants' })
  })

  it('refuses a wrong password and shop credentials with the same message', async () => {
    const admin = await anAdmin(t.db)
    const shop = await aShop(t.db)
    for (const credentials of [
      { login: admin.login, password: 'faux' },
      { login: shop.identifiant, password: shop.password },
    ]) {
      const response = await postJson(t.app, '/portal-api/admin/login', credentials)
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ message: 'Les identifiants renseignés sont incorrects ou inexistants' })
    }
  })

  it('answers 400 when the password is missing', async () => {
    const response = await postJson(t.app, '/portal-api/admin/login', { login: 'admin' })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: 'Requête invalide : password est requis.' })
  })
})

describe('POST /portal-api/admin/logout', () => {
  it('revokes the admin session: its refresh token stops working', async () => {
    const admin = await anAdmin(t.db)
    const tokens = await logInAdmin(t.app, admin)

    const response = await postJson(t.app, '/portal-api/admin/logout', {}, tokens.access_token)

    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ message: 'Déconnexion réussie' })
    const refresh = await postJson(t.app, '/portal-api/refresh-token', { refresh_token: tokens.refresh_token })
    expect(refresh.status).toBe(401)
  })

  it('does not take a shop token', async () => {
    const shop = await aShop(t.db)
    const tokens = await logInShop(t.app, shop)
    const response = await postJson(t.app, '/portal-api/admin/logout', {}, tokens.access_token)
    expect(response.status).toBe(401)
    expect(await json(response)).toEqual({ message: 'Non autorisé' })
  })
})
