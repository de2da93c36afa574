import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import {
  addressKey,
  clientAddressOf,
  isProxyEntry,
  resolveClientAddress,
} from '../../../../server/platform/http/client-address'

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

function appBehind(trustedProxies: string[]) {
  const app = new Hono()
  app.use(resolveClientAddress(trustedProxies))
  app.get('/', (c) => c.text(clientAddressOf(c)))
  return (socket: string, forwardedFor?: string) =>
    Promise.resolve(
      app.request(
        '/',
        { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
        from(socket),
      ),
    ).then((response) => response.text())
}

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const seen = appBehind(['10.0.0.0/8'])
    expect(await seen('198.51.100.4', '203.0.113.1')).toBe('198.51.100.4')
  })

  it('reads X-Forwarded-For from the right behind trusted proxies, so a forged left part is ignored', async () => {
    const seen = appBehind(['10.0.0.0/8', '192.0.2.1'])
    expect(await seen('10.1.2.3', '203.0.113.50')).toBe('203.0.113.50')
    expect(await seen('10.1.2.3', '1.2.3.4, 203.0.113.50, 192.0.2.1')).toBe('203.0.113.50')
    expect(await seen('10.1.2.3', 'garbage, 203.0.113.50')).toBe('203.0.113.50')
    expect(await seen('10.1.2.3')).toBe('10.1.2.3')
  })

  it('uses the socket without any trusted proxy, and says "inconnue" without a socket', async () => {
    expect(await appBehind([])('203.0.113.9', '1.1.1.1')).toBe('203.0.113.9')
    const app = new Hono()
    app.use(resolveClientAddress([]))
    app.get('/', (c) => c.text(clientAddressOf(c)))
    expect(await (await app.request('/')).text()).toBe('inconnue')
  })
})

describe('isProxyEntry (TRUSTED_PROXIES)', () => {
  it('accepts addresses and CIDR blocks of both families, and nothing else', () => {
    for (const entry of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']) expect(isProxyEntry(entry)).toBe(true)
    for (const entry of ['localhost', '10.0.0.0/33', '::1/129', '1.2.3.4/8/1', ''])
      expect(isProxyEntry(entry)).toBe(false)
  })
})
