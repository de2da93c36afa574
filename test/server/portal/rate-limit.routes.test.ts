import { describe, expect, it } from 'vitest'
import { anAdmin, aShop } from '../support/builders'
import { call, expectJson } from '../support/portal-http'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const LIMITED = { message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' }
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

const login = (body: unknown, address = '198.51.100.1') => call(t.app, 'POST', '/login', { body, env: from(address) })

describe('login and forgot-password throttling (counted in the database)', () => {
  it(
    'refuses a 6th failed login for one identifiant from the address that failed, ' + 'even with the right password',
    async () => {
      const shop = await aShop(t.db)
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login({ login: shop.identifiant, password: 'mauvais' })).status).toBe(401)
      }
      const limited = await login({ login: ` ${shop.identifiant.toUpperCase()} `, password: shop.password })
      expect(await expectJson(limited, 429)).toEqual(LIMITED)
      expect(limited.headers.get('Retry-After')).toBe('900')

      const other = await aShop(t.db)
      expect((await login({ login: other.identifiant, password: other.password })).status).toBe(200)

      t.clock.advance(15 * 60 * 1000 + 1000)
      expect((await login({ login: shop.identifiant, password: shop.password })).status).toBe(200)
    },
  )

  it('does not count successful logins', async () => {
    const shop = await aShop(t.db)
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await login({ login: shop.identifiant, password: shop.password })).status).toBe(200)
    }
  })

  it('allows 20 failed logins per address, whatever the identifiants, then refuses that address only', async () => {
    const shop = await aShop(t.db)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login({ login: `inconnu-${attempt}`, password: 'x' }, '203.0.113.9')).status).toBe(401)
    }
    expect(await expectJson(login({ login: shop.identifiant, password: shop.password }, '203.0.113.9'), 429)).toEqual(
      LIMITED,
    )
    expect((await login({ login: shop.identifiant, password: shop.password }, '203.0.113.10')).status).toBe(200)
  })

  it('limits the admin login the same way, separately from the shop login', async () => {
    const admin = await anAdmin(t.db)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await call(t.app, 'POST', '/admin/login', {
        body: { login: admin.login, password: 'mauvais' },
        env: from('198.51.100.2'),
      })
      expect(failed.status).toBe(401)
    }
    const limited = call(t.app, 'POST', '/admin/login', {
      body: { login: admin.login, password: admin.password },
      env: from('198.51.100.2'),
    })
    expect(await expectJson(limited, 429)).toEqual(LIMITED)
  })

  it('limits forgot-password to 5 requests per identifiant, every request counting', async () => {
    const shop = await aShop(t.db)
    const forgot = () =>
      call(t.app, 'POST', '/forgot-password', { body: { identifiant: shop.identifiant }, env: from('198.51.100.3') })
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot()).status).toBe(200)
    expect(await expectJson(forgot(), 429)).toEqual(LIMITED)
  })

  it('counts attempts with an unreadable body against the address', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await call(t.app, 'POST', '/login', { body: '{oops', env: from('192.0.2.4') })).status).toBe(400)
    }
    expect((await call(t.app, 'POST', '/login', { body: '{oops', env: from('192.0.2.4') })).status).toBe(429)
  })
})

describe('nobody can lock an account (decision 029)', () => {
  it(
    'lets the owner in from a fresh address after failures from five others, ' + 'slowed down but not refused',
    async () => {
      const shop = await aShop(t.db)
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(
          (await login({ login: shop.identifiant, password: 'mauvais' }, `198.51.100.${20 + attempt}`)).status,
        ).toBe(401)
      }
      const started = Date.now()
      expect((await login({ login: shop.identifiant, password: shop.password }, '198.51.100.99')).status).toBe(200)
      // The sixth attempt on the account waits the first step of the growing delay (250 ms).
      expect(Date.now() - started).toBeGreaterThanOrEqual(240)
      // The addresses that failed are each refused for that account once their own five failures are spent.
      for (let attempt = 1; attempt <= 5; attempt += 1)
        await login({ login: shop.identifiant, password: 'x' }, '198.51.100.21')
      expect(
        await expectJson(login({ login: shop.identifiant, password: shop.password }, '198.51.100.21'), 429),
      ).toEqual(LIMITED)
    },
  )

  it('groups IPv6 clients by their /64', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login({ login: `inconnu-${attempt}`, password: 'x' }, `2001:db8:7:1::${attempt + 1}`)).status).toBe(
        401,
      )
    }
    const shop = await aShop(t.db)
    const sameBlock = login({ login: shop.identifiant, password: shop.password }, '2001:db8:7:1:ffff::1')
    expect(await expectJson(sameBlock, 429)).toEqual(LIMITED)
    expect((await login({ login: shop.identifiant, password: shop.password }, '2001:db8:7:2::1')).status).toBe(200)
  })
})
