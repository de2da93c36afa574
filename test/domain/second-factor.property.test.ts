import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isSecondFactorRequired,
  judgeTotpCode,
  readSecondFactorCode,
  recoveryCodeFrom,
  TOTP_DRIFT_STEPS,
} from '../../src/domain/second-factor'

// The code-window rule of the administrators' second factor (docs/decisions/063-second-factor.md).
const step = fc.integer({ min: 1, max: 100_000_000 })
const lastUsed = fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null })
const matchingSet = fc.array(fc.integer({ min: -4, max: 4 }), { maxLength: 5 })

describe('judgeTotpCode', () => {
  it('never accepts a step outside the drift window, nor one at or before the last used', () => {
    fc.assert(
      fc.property(step, lastUsed, matchingSet, (currentStep, lastUsedStep, offsets) => {
        const matching = new Set(offsets.map((offset) => currentStep + offset))
        const verdict = judgeTotpCode({ currentStep, lastUsedStep, matches: (s) => matching.has(s) })
        if (verdict.kind !== 'accepted') return
        expect(Math.abs(verdict.step - currentStep)).toBeLessThanOrEqual(TOTP_DRIFT_STEPS)
        expect(matching.has(verdict.step)).toBe(true)
        if (lastUsedStep !== null) expect(verdict.step).toBeGreaterThan(lastUsedStep)
      }),
    )
  })

  it('accepts a code of any step within one either side that is later than the last used', () => {
    fc.assert(
      fc.property(step, fc.integer({ min: -1, max: 1 }), fc.integer({ min: 1, max: 50 }), (current, offset, gap) => {
        const codeStep = current + offset
        const verdict = judgeTotpCode({
          currentStep: current,
          lastUsedStep: codeStep - gap,
          matches: (s) => s === codeStep,
        })
        expect(verdict).toEqual({ kind: 'accepted', step: codeStep })
      }),
    )
  })

  it('refuses a code two steps or more away, and says a used code is a replay', () => {
    fc.assert(
      fc.property(step, fc.integer({ min: 2, max: 1000 }), fc.boolean(), (current, distance, later) => {
        const codeStep = later ? current + distance : current - distance
        const far = judgeTotpCode({ currentStep: current, lastUsedStep: null, matches: (s) => s === codeStep })
        expect(far).toEqual({ kind: 'refused', reason: 'no-match' })
      }),
    )
    fc.assert(
      fc.property(step, fc.integer({ min: -1, max: 1 }), fc.integer({ min: 0, max: 5 }), (current, offset, after) => {
        const codeStep = current + offset
        const replay = judgeTotpCode({
          currentStep: current,
          lastUsedStep: codeStep + after,
          matches: (s) => s === codeStep,
        })
        expect(replay).toEqual({ kind: 'refused', reason: 'replayed' })
      }),
    )
  })

  it('accepts each code once: using the accepted step refuses the same code after', () => {
    fc.assert(
      fc.property(step, lastUsed, matchingSet, (currentStep, lastUsedStep, offsets) => {
        const matching = new Set(offsets.map((offset) => currentStep + offset))
        const matches = (s: number) => matching.has(s)
        const first = judgeTotpCode({ currentStep, lastUsedStep, matches })
        if (first.kind !== 'accepted') return
        const again = judgeTotpCode({ currentStep, lastUsedStep: first.step, matches: (s) => s === first.step })
        expect(again.kind).toBe('refused')
      }),
    )
  })
})

describe('codes and policy', () => {
  it('reads every generated recovery code back as a recovery code, in any case', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const code = recoveryCodeFrom(bytes)
        expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/)
        expect(readSecondFactorCode(` ${code.toUpperCase()} `)).toEqual({ kind: 'recovery', code })
      }),
    )
  })

  it('reads six digits as a TOTP code (spaces allowed) and anything else as malformed', () => {
    expect(readSecondFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' })
    expect(readSecondFactorCode('12345')).toEqual({ kind: 'malformed' })
    expect(readSecondFactorCode('1234567')).toEqual({ kind: 'malformed' })
  })

  it('requires the factor of super administrators under "super", of everyone under "all", of nobody when off', () => {
    expect(isSecondFactorRequired('off', 'super_admin')).toBe(false)
    expect(isSecondFactorRequired('super', 'super_admin')).toBe(true)
    expect(isSecondFactorRequired('super', 'admin')).toBe(false)
    expect(isSecondFactorRequired('super', 'vitrine')).toBe(false)
    for (const role of ['super_admin', 'admin', 'vitrine'] as const)
      expect(isSecondFactorRequired('all', role)).toBe(true)
  })
})
