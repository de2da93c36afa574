import { beforeEach, describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  makeConsentStoreWebStorage,
} from '../../../src/infrastructure/showcase/consent-store.web-storage'

beforeEach(() => window.localStorage.clear())

describe('consent store over localStorage', () => {
  it('keeps the choice and its date under ecrin_consent', () => {
    const store = makeConsentStoreWebStorage()
    store.write({ choice: 'refused', date: '2026-04-01T08:00:00.000Z' })
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      choice: 'refused',
      date: '2026-04-01T08:00:00.000Z',
    })
    expect(store.read()).toEqual({ choice: 'refused', date: '2026-04-01T08:00:00.000Z' })
  })

  it.each([
    ['garbage', 'pas du JSON'],
    ['an unknown choice', JSON.stringify({ choice: 'maybe', date: '2026-04-01T08:00:00.000Z' })],
    ['no date', JSON.stringify({ choice: 'accepted' })],
    ['an unreadable date', JSON.stringify({ choice: 'accepted', date: 'hier' })],
  ])('reads %s as "not asked yet"', (_case, raw) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    expect(makeConsentStoreWebStorage().read()).toBeNull()
  })

  it('survives a storage that refuses access', () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const store = makeConsentStoreWebStorage(blocked)
    expect(store.read()).toBeNull()
    expect(() => store.write({ choice: 'accepted', date: '2026-04-01T08:00:00.000Z' })).not.toThrow()
  })
})
