import { describe, expect, it } from 'vitest'
import { json, postJson } from '../../support/http'
import { useTestApp } from '../../support/test-app'

const ALLOWED_ORIGIN = 'https://boutique.exemple.fr'
const t = useTestApp({ corsOrigins: [ALLOWED_ORIGIN] })

describe('GET /health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.request('/health')
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers 503 when the database does not', async () => {
    const app = t.appWith((deps) => ({ ...deps, pingDatabase: async () => false }))
    const response = await app.request('/health')
    expect(response.status).toBe(503)
    expect(await json(response)).toEqual({ status: 'error', database: 'error' })
  })
})

describe('unknown API routes', () => {
  it.each([
    ['GET', '/portal-api/api/nothing-here'],
    ['POST', '/portal-api/api/nothing-here'],
    ['DELETE', '/portal-api/login'],
    ['GET', '/portal-api'],
    ['GET', '/storefront-api/blog/articles'],
    ['PUT', '/storefront-api/anything'],
  ])('%s %s answers 404 JSON, not the web app', async (method, path) => {
    const response = await t.app.request(path, { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
  })
})

describe('unexpected errors', () => {
  it('answers 500 with a French message, logs the error and leaks no stack', async () => {
    const app = t.appWith((deps) => ({
      ...deps,
      portal: {
        ...deps.portal,
        loginShop: async () => {
          throw new Error('connexion perdue: secret interne')
        },
      },
    }))

    const response = await postJson(app, '/portal-api/login', { login: 'boutique-paris', password: 'Demo2026!' })

    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'Erreur interne du serveur.' })
    expect(text).not.toContain('secret interne')
    expect(t.logger.errors).toHaveLength(1)
    expect(t.logger.errors[0]?.message).toContain('POST /portal-api/login')
    expect(String(t.logger.errors[0]?.cause)).toContain('secret interne')
  })
})

describe('API protections', () => {
  it('lets a listed origin call the API and read x-total-count', async () => {
    const response = await t.app.request('/portal-api/auth/current', { headers: { Origin: ALLOWED_ORIGIN } })
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    expect(response.headers.get('access-control-expose-headers')).toContain('x-total-count')
  })

  it('answers a preflight from a listed origin', async () => {
    const response = await t.app.request('/storefront-api/anything', {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })

  it('does not open the API to other origins', async () => {
    const response = await t.app.request('/portal-api/auth/current', { headers: { Origin: 'https://pirate.exemple' } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends the security headers', async () => {
    const response = await t.app.request('/health')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // DENY, like the CSP's frame-ancestors 'none' (docs/decisions/020-security-headers.md).
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('refuses a body over 1 MiB with a French message', async () => {
    const response = await postJson(t.app, '/portal-api/login', { login: 'x', password: 'y'.repeat(1024 * 1024) })
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({ message: 'Requête invalide : le corps de la requête est trop volumineux.' })
  })
})
