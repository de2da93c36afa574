import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { consentExpiry, currentChoice } from '../../../src/domain/consent-lifetime'
import { decideConsent, restoreConsent } from '../../../src/application/showcase/consent.use-case'
import { makeConsentStoreMemory } from '../../../src/infrastructure/showcase/consent-store.web-storage'

const at = (iso: string) => new Date(iso)

function world(record: Parameters<typeof makeConsentStoreMemory>[0] = null, now = '2026-04-01T08:00:00.000Z') {
  const store = makeConsentStoreMemory(record)
  const calls: string[] = []
  const analytics = { enable: () => void calls.push('enable'), disable: () => void calls.push('disable') }
  return { store, calls, deps: { store, analytics, now: () => at(now) } }
}

describe('consent rules (kept 13 months, then asked again)', () => {
  it('asks when nothing was chosen', () => {
    expect(currentChoice(null, at('2026-04-01T00:00:00Z'))).toBeNull()
  })

  it('keeps a choice until 13 calendar months have passed', () => {
    const record = { choice: 'accepted' as const, date: '2025-03-15T10:00:00.000Z' }
    expect(currentChoice(record, at('2026-04-15T09:59:59.000Z'))).toBe('accepted')
    expect(currentChoice(record, at('2026-04-15T10:00:00.000Z'))).toBeNull()
  })

  it('ends a choice of the 31st on the last day of the month 13 months later', () => {
    expect(consentExpiry(at('2025-01-31T12:00:00.000Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z')
  })

  it('never trusts a choice dated in the future or unreadable', () => {
    expect(
      currentChoice({ choice: 'accepted', date: '2030-01-01T00:00:00.000Z' }, at('2026-04-01T00:00:00Z')),
    ).toBeNull()
    expect(currentChoice({ choice: 'accepted', date: 'hier' }, at('2026-04-01T00:00:00Z'))).toBeNull()
  })

  it('keeps any choice strictly less than 13 months old and none older (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 * 24 * 3600 * 1000 * 20 }),
        fc.constantFrom('accepted' as const, 'refused' as const),
        (decided, elapsed, choice) => {
          const now = new Date(decided.getTime() + elapsed)
          const kept = currentChoice({ choice, date: decided.toISOString() }, now)
          expect(kept).toBe(now < consentExpiry(decided) ? choice : null)
          // 13 months always lie between 393 and 397 days.
          const days = (consentExpiry(decided).getTime() - decided.getTime()) / 86_400_000
          expect(days).toBeGreaterThanOrEqual(393)
          expect(days).toBeLessThanOrEqual(397)
        },
      ),
    )
  })
})

describe('consent use cases', () => {
  it('restores an accepted choice and loads measurement', () => {
    const { deps, calls } = world({ choice: 'accepted', date: '2026-01-01T00:00:00.000Z' })
    expect(restoreConsent(deps)).toBe('accepted')
    expect(calls).toEqual(['enable'])
  })

  it('restores nothing and loads nothing for a refused or expired choice', () => {
    const refused = world({ choice: 'refused', date: '2026-01-01T00:00:00.000Z' })
    expect(restoreConsent(refused.deps)).toBe('refused')
    const expired = world({ choice: 'accepted', date: '2024-01-01T00:00:00.000Z' })
    expect(restoreConsent(expired.deps)).toBeNull()
    expect([...refused.calls, ...expired.calls]).toEqual([])
  })

  it('stores a decision with its date and applies it', () => {
    const { deps, store, calls } = world()
    decideConsent(deps, 'accepted')
    expect(store.current()).toEqual({ choice: 'accepted', date: '2026-04-01T08:00:00.000Z' })
    decideConsent(deps, 'refused')
    expect(store.current()?.choice).toBe('refused')
    expect(calls).toEqual(['enable', 'disable'])
  })
})
