import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'

declare module 'hono' {
  interface ContextVariableMap {
    /** The visitor's address as rate limits count it (resolveClientAddress below). */
    clientAddress: string
  }
}

/** TRUSTED_PROXIES entries: an address or a CIDR block (`10.0.0.0/8`, `::1`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  if (address === undefined || rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

function trustedList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/**
 * The key of an address for rate limits: IPv4 as is (an IPv4-mapped IPv6 address becomes its IPv4),
 * IPv6 grouped by its /64, since one subscriber usually holds a whole /64 and could otherwise
 * take a fresh address per attempt.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1] !== undefined) return mapped[1]
  if (isIP(address) !== 6) return address
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}

function socketAddress(c: Context): string | null {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null
  const incoming = env.incoming as { socket?: { remoteAddress?: unknown } } | undefined
  const address = incoming?.socket?.remoteAddress
  return typeof address === 'string' && address !== '' ? address : null
}

/**
 * Sets `clientAddress` for every request (decision 029). The socket's address, unless it is one
 * of TRUSTED_PROXIES: then X-Forwarded-For is read from the right, skipping trusted hops, and the first
 * address that is not a proxy is the visitor's (left-most values are whatever the client wrote).
 */
export function resolveClientAddress(trustedProxies: readonly string[]) {
  const trusted = trustedList(trustedProxies)
  const isTrusted = (address: string) => {
    const family = isIP(address)
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
  return createMiddleware(async (c, next) => {
    let address = socketAddress(c)
    if (address !== null && trustedProxies.length > 0 && isTrusted(address)) {
      const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim())
      for (let index = hops.length - 1; index >= 0; index -= 1) {
        const hop = hops[index] ?? ''
        if (isIP(hop) === 0) break
        address = hop
        if (!isTrusted(hop)) break
      }
    }
    c.set('clientAddress', address === null ? 'inconnue' : addressKey(address))
    await next()
  })
}

/** The address set by resolveClientAddress (`inconnue` when a test builds a route without it). */
export const clientAddressOf = (c: Context): string => c.get('clientAddress') ?? 'inconnue'
