import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONSENT_CHOICES,
  CONSENT_VALIDITY_MONTHS,
  consentExpiry,
  currentChoice,
} from '../../src/domain/consent-lifetime'

const at = (iso: string) => new Date(iso)
const decidedAt = fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2090-01-01T00:00:00Z'), noInvalidDate: true })
const choice = fc.constantFrom(...CONSENT_CHOICES)

describe('consent lifetime: worked examples (13 months, cookie policy)', () => {
  it('asks when nothing was chosen', () => {
    expect(currentChoice(null, at('2026-04-01T00:00:00Z'))).toBeNull()
  })

  it('keeps a choice until 13 calendar months have passed', () => {
    expect(CONSENT_VALIDITY_MONTHS).toBe(13)
    const record = { choice: 'accepted' as const, date: '2025-03-15T10:00:00.000Z' }
    expect(currentChoice(record, at('2026-04-15T09:59:59.000Z'))).toBe('accepted')
    expect(currentChoice(record, at('2026-04-15T10:00:00.000Z'))).toBeNull()
  })

  it('ends a choice of the 31st on the last day of the month 13 months later', () => {
    expect(consentExpiry(at('2025-01-31T12:00:00.000Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z')
  })

  it('never trusts a choice dated in the future or unreadable', () => {
    const future = { choice: 'accepted' as const, date: '2030-01-01T00:00:00.000Z' }
    expect(currentChoice(future, at('2026-04-01T00:00:00Z'))).toBeNull()
    expect(currentChoice({ choice: 'accepted', date: 'hier' }, at('2026-04-01T00:00:00Z'))).toBeNull()
  })
})

describe('consent lifetime: properties', () => {
  it('keeps any choice strictly younger than its expiry and none older', () => {
    fc.assert(
      fc.property(decidedAt, fc.integer({ min: 0, max: 20 * 60 * 86_400_000 }), choice, (decided, elapsed, chosen) => {
        const now = new Date(decided.getTime() + elapsed)
        const kept = currentChoice({ choice: chosen, date: decided.toISOString() }, now)
        expect(kept).toBe(now < consentExpiry(decided) ? chosen : null)
      }),
    )
  })

  it('13 calendar months always lie between 393 and 397 days, at the same time of day', () => {
    fc.assert(
      fc.property(decidedAt, (decided) => {
        const expiry = consentExpiry(decided)
        const days = (expiry.getTime() - decided.getTime()) / 86_400_000
        expect(days).toBeGreaterThanOrEqual(393)
        expect(days).toBeLessThanOrEqual(397)
        expect(expiry.toISOString().slice(10)).toBe(decided.toISOString().slice(10))
      }),
    )
  })

  it('a later choice never expires before an earlier one', () => {
    fc.assert(
      fc.property(decidedAt, decidedAt, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(consentExpiry(early).getTime()).toBeLessThanOrEqual(consentExpiry(late).getTime())
      }),
    )
  })
})
