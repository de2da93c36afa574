import { json, postJson } from './http'

type App = Parameters<typeof postJson>[0]
export type Tokens = { access_token: string; refresh_token: string }

export async function logInShop(app: App, shop: { identifiant: string; password: string }): Promise<Tokens> {
  const response = await postJson(app, '/portal-api/login', { login: shop.identifiant, password: shop.password })
  if (response.status !== 200) throw new Error(`shop login failed with ${response.status}`)
  const body = await json(response)
  return { access_token: body.access_token, refresh_token: body.refresh_token }
}

export async function logInAdmin(app: App, admin: { login: string; password: string }): Promise<Tokens> {
  const response = await postJson(app, '/portal-api/admin/login', { login: admin.login, password: admin.password })
  if (response.status !== 200) throw new Error(`admin login failed with ${response.status}`)
  const body = await json(response)
  return { access_token: body.access_token, refresh_token: body.refresh_token }
}
