import type { Tokens } from './sessions'

type App = { request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response> }

// The showcase administrator's two-step sign-in (decision 030), as the browser makes it.

/** A call to the Storefront API, as portal-http's `call` is to the Portal API. */
export function callShowcase(
  app: App,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; env?: unknown } = {},
) {
  const headers: Record<string, string> = {}
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return app.request(`/storefront-api${path}`, { method, headers, body }, options.env)
}

async function tokensOf(response: Response, step: string): Promise<Tokens> {
  if (response.status !== 200) throw new Error(`${step} failed with ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as Tokens
  return { access_token: body.access_token, refresh_token: body.refresh_token }
}

/** Step one: POST /portal-api/admin/sso/vitrine/login. */
export async function logInSso(app: App, admin: { login: string; password: string }): Promise<Tokens> {
  const response = await app.request('/portal-api/admin/sso/vitrine/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: admin.login, password: admin.password }),
  })
  return tokensOf(response, 'SSO login')
}

/** Step two: POST /storefront-api/auth/admins with the SSO access token and the login. */
export async function exchangeSso(app: App, ssoAccessToken: string, login: string): Promise<Tokens> {
  return tokensOf(
    await callShowcase(app, 'POST', '/auth/admins', { body: { access_token: ssoAccessToken, login } }),
    'exchange',
  )
}

/** Both steps: the SSO pair and the storefront pair a showcase administrator holds once signed in. */
export async function logInShowcaseAdmin(app: App, admin: { login: string; password: string }) {
  const sso = await logInSso(app, admin)
  const storefront = await exchangeSso(app, sso.access_token, admin.login)
  return { sso, storefront }
}
