import { describe, expect, it } from 'vitest'
import { anAdmin } from '../support/builders'
import { call } from '../support/portal-http'
import { adminToken, aPortalWorld } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const CALLERS = ['anonymous', 'shop', 'validator', 'showcase', 'admin', 'superAdmin'] as const
type Caller = (typeof CALLERS)[number]

// Every account endpoint of the back office for every identity. Writes carry an empty form or an
// unknown id, so a caller let through gets 422 or 404 and nothing changes between rows.
const outsiders = { anonymous: 401, shop: 401, validator: 401, showcase: 403 } as const
const anyAdmin = (status: number) => ({ ...outsiders, admin: status, superAdmin: status })
const superOnly = (status: number) => ({ ...outsiders, admin: 403, superAdmin: status })

const ROWS: { call: string; method: string; path: string; body?: unknown; expected: Record<Caller, number> }[] = [
  { call: 'GET /admin/customers', method: 'GET', path: '/admin/customers', expected: anyAdmin(200) },
  {
    call: 'GET /admin/customers/export.csv',
    method: 'GET',
    path: '/admin/customers/export.csv',
    expected: anyAdmin(200),
  },
  { call: 'GET /admin/customers/{id}', method: 'GET', path: '/admin/customers/999999', expected: anyAdmin(404) },
  { call: 'POST /admin/customers', method: 'POST', path: '/admin/customers', body: {}, expected: anyAdmin(422) },
  {
    call: 'PUT /admin/customers/{id}',
    method: 'PUT',
    path: '/admin/customers/999999',
    body: {},
    expected: anyAdmin(422),
  },
  { call: 'DELETE /admin/customers/{id}', method: 'DELETE', path: '/admin/customers/999999', expected: anyAdmin(404) },
  {
    call: 'POST /admin/customers/bulk',
    method: 'POST',
    path: '/admin/customers/bulk',
    body: {},
    expected: anyAdmin(400),
  },
  {
    call: 'POST /admin/customers/{id}/password-link',
    method: 'POST',
    path: '/admin/customers/999999/password-link',
    expected: anyAdmin(404),
  },
  { call: 'GET /admin/administrators', method: 'GET', path: '/admin/administrators', expected: superOnly(200) },
  {
    call: 'GET /admin/administrators/export.csv',
    method: 'GET',
    path: '/admin/administrators/export.csv',
    expected: superOnly(200),
  },
  {
    call: 'GET /admin/administrators/{id}',
    method: 'GET',
    path: '/admin/administrators/999999',
    expected: superOnly(404),
  },
  {
    call: 'POST /admin/administrators',
    method: 'POST',
    path: '/admin/administrators',
    body: {},
    expected: superOnly(422),
  },
  {
    call: 'PUT /admin/administrators/{id}',
    method: 'PUT',
    path: '/admin/administrators/999999',
    body: {},
    expected: superOnly(422),
  },
  {
    call: 'DELETE /admin/administrators/{id}',
    method: 'DELETE',
    path: '/admin/administrators/999999',
    expected: superOnly(404),
  },
  { call: 'GET /admin/settings', method: 'GET', path: '/admin/settings', expected: anyAdmin(200) },
  { call: 'PUT /admin/settings', method: 'PUT', path: '/admin/settings', body: {}, expected: superOnly(422) },
]

describe('authorization of the account endpoints of the back office', () => {
  it('answers each identity as the matrix says', async () => {
    const w = await aPortalWorld(t)
    const showcase = await anAdmin(t.db, { role: 'vitrine' })
    const admin = await anAdmin(t.db, { role: 'admin' })
    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      shop: w.tokens.shopA,
      validator: w.tokens.validator,
      // A showcase administrator holding a token of the admin audience: a role short of the door.
      showcase: await adminToken(t, showcase.id),
      admin: await adminToken(t, admin.id),
      superAdmin: w.tokens.admin,
    }
    const seen: string[] = []
    const wanted: string[] = []
    for (const row of ROWS) {
      for (const caller of CALLERS) {
        const response = await call(t.app, row.method, row.path, { token: tokens[caller], body: row.body })
        seen.push(`${row.call} as ${caller}: ${response.status}`)
        wanted.push(`${row.call} as ${caller}: ${row.expected[caller]}`)
      }
    }
    expect(seen).toEqual(wanted)
  })
})
