import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_SUCCESS_TOASTS,
  TOAST_AUTO_CLOSE_MS,
  UNAUTHORIZED_MESSAGE,
  registerSuccessToast,
  toastForFinalStatus,
  type ToastCounter,
} from '../../src/domain/toasts'

const counterValue = fc.integer({ min: 0, max: MAX_SUCCESS_TOASTS })

describe('toasts (spec §8, §9)', () => {
  it('has the constants of the spec', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000)
    expect(MAX_SUCCESS_TOASTS).toBe(6)
    expect(UNAUTHORIZED_MESSAGE).toBe('Non autorisé')
  })

  it('counts a success toast while there are at most 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SUCCESS_TOASTS - 1 }), (count) => {
        expect(registerSuccessToast({ successCount: count })).toEqual({
          counter: { successCount: count + 1 },
          clearAll: false,
        })
      }),
    )
  })

  it('more than 6 success toasts always clears and resets', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_SUCCESS_TOASTS, max: 1000 }), (count) => {
        expect(registerSuccessToast({ successCount: count })).toEqual({ counter: { successCount: 0 }, clearAll: true })
      }),
    )
  })

  it('over any run of success toasts, the counter stays within 0..6 and clears once every 7', () => {
    fc.assert(
      fc.property(counterValue, fc.integer({ min: 0, max: 100 }), (start, toasts) => {
        let counter: ToastCounter = { successCount: start }
        let clears = 0
        for (let i = 0; i < toasts; i += 1) {
          const result = registerSuccessToast(counter)
          counter = result.counter
          if (result.clearAll) clears += 1
          expect(counter.successCount).toBeGreaterThanOrEqual(0)
          expect(counter.successCount).toBeLessThanOrEqual(MAX_SUCCESS_TOASTS)
        }
        const cycle = MAX_SUCCESS_TOASTS + 1
        expect(clears).toBe(Math.floor((start + toasts) / cycle))
        expect(counter.successCount).toBe((start + toasts) % cycle)
      }),
    )
  })

  it('a call that finally ends in 401 shows Non autorisé for 5 s after clearing all toasts', () => {
    expect(toastForFinalStatus(401)).toEqual({
      clearAll: true,
      kind: 'error',
      message: 'Non autorisé',
      autoCloseMs: 5000,
    })
  })

  it('no other final status produces the unauthorized toast', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((s) => s !== 401),
        (status) => {
          expect(toastForFinalStatus(status)).toBeNull()
        },
      ),
    )
  })
})
