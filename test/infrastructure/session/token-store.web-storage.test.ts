import { Effect } from 'effect'
import { beforeEach, describe, expect, it } from 'vitest'
import { TokenStore } from '../../../src/application/session/ports/token-store'
import { TokenStoreWebStorage } from '../../../src/infrastructure/session/token-store.web-storage'
import { aTokenSet } from '../support/builders'

const run = <A>(effect: Effect.Effect<A, never, TokenStore>): A =>
  Effect.runSync(Effect.provide(effect, TokenStoreWebStorage))

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('TokenStore over Web Storage', () => {
  it("writes the spec's keys and JSON shape in exactly one area, and the flag on its own key", () => {
    run(TokenStore.use((store) => store.save('admin', aTokenSet(), true)))
    expect(JSON.parse(window.localStorage.getItem('admin_token') ?? 'null')).toEqual({
      AccessToken: 'access-1',
      RefreshToken: 'refresh-1',
      UserId: '11',
    })
    expect(window.sessionStorage.getItem('admin_token')).toBeNull()
    expect(window.localStorage.getItem('admin_rememberMe')).toBe('true')

    run(TokenStore.use((store) => store.save('admin', aTokenSet(), false)))
    expect(window.localStorage.getItem('admin_token')).toBeNull()
    expect(window.sessionStorage.getItem('admin_token')).not.toBeNull()
    expect(window.localStorage.getItem('admin_rememberMe')).toBe('false')
  })

  it.each([
    ['the shop', 'shop', 'token'],
    ['the showcase portal set', 'storefront-portal', 'admin_storefront_portal_tokens'],
    ['the storefront set', 'storefront', 'admin_storefront_tokens'],
  ] as const)('keeps %s under its own key', (_label, identity, key) => {
    run(TokenStore.use((store) => store.save(identity, aTokenSet(), false)))
    expect(Object.keys(window.sessionStorage)).toEqual([key])
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a string', '"token"'],
    ['a missing refresh token', JSON.stringify({ AccessToken: 'a', UserId: '1' })],
    ['an empty access token', JSON.stringify({ AccessToken: '', RefreshToken: 'r', UserId: '1' })],
    ['a user id of the wrong type', JSON.stringify({ AccessToken: 'a', RefreshToken: 'r', UserId: true })],
  ])('reads %s as logged out', (_label, raw) => {
    window.localStorage.setItem('rememberMe', 'true')
    window.localStorage.setItem('token', raw)
    window.sessionStorage.setItem('admin_token', raw)
    expect(run(TokenStore.use((store) => store.read('shop')))).toBeNull()
    expect(run(TokenStore.use((store) => store.hasSessionToken('admin')))).toBe(false)
  })

  it('accepts a numeric user id, as older code wrote it', () => {
    window.sessionStorage.setItem('token', JSON.stringify({ AccessToken: 'a', RefreshToken: 'r', UserId: 11 }))
    expect(run(TokenStore.use((store) => store.read('shop')))).toEqual({
      AccessToken: 'a',
      RefreshToken: 'r',
      UserId: '11',
    })
  })

  it('clears the set from both areas', () => {
    window.localStorage.setItem('token', JSON.stringify(aTokenSet()))
    window.sessionStorage.setItem('token', JSON.stringify(aTokenSet()))
    run(TokenStore.use((store) => store.clear('shop')))
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(window.sessionStorage.getItem('token')).toBeNull()
  })

  it('prefers the area the flag points to when both hold a set', () => {
    window.localStorage.setItem('token', JSON.stringify(aTokenSet({ AccessToken: 'local' })))
    window.sessionStorage.setItem('token', JSON.stringify(aTokenSet({ AccessToken: 'session' })))
    window.localStorage.setItem('rememberMe', 'true')
    expect(run(TokenStore.use((store) => store.read('shop')))?.AccessToken).toBe('local')
    window.localStorage.setItem('rememberMe', 'false')
    expect(run(TokenStore.use((store) => store.read('shop')))?.AccessToken).toBe('session')
  })
})
