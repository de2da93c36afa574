import { anAdmin } from '../../support/builders'
import type { Database } from '../../../../server/platform/db/database'
import { callShowcase, logInShowcaseAdmin } from '../../support/showcase-sessions'

type App = Parameters<typeof logInShowcaseAdmin>[0]

/** A signed-in showcase administrator and a caller of the Storefront API with its token. */
export async function aShowcaseAdminSession(app: App, db: Database, overrides: Parameters<typeof anAdmin>[1] = {}) {
  const admin = await anAdmin(db, { role: 'vitrine', ...overrides })
  const { storefront } = await logInShowcaseAdmin(app, admin)
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await callShowcase(app, method, path, { token: storefront.access_token, body })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) }
  }
  return { admin, token: storefront.access_token, call }
}
