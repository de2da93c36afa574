import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allowedMoves,
  CANCELLABLE_STATUSES,
  decideMove,
  FINAL_STATUSES,
  FORWARD_FLOW,
  MOVE_MESSAGES,
} from '../../src/domain/order-moves'
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order-status'

const status = fc.constantFrom(...ORDER_STATUSES)
const reason = fc.option(fc.string({ maxLength: 20 }), { nil: undefined })
const finalStatus = fc.constantFrom(...FINAL_STATUSES)
const flowIndex = (s: OrderStatus) => (FORWARD_FLOW as readonly OrderStatus[]).indexOf(s)

describe('decideMove (back-office status moves)', () => {
  it('never lets an order leave a final status', () => {
    fc.assert(
      fc.property(finalStatus, status, reason, (from, to, why) => {
        const decision = decideMove(from, to, why)
        expect(decision).toEqual({ kind: 'refused', refusal: 'final-status', message: MOVE_MESSAGES.final(from) })
      }),
    )
  })

  it('moves forward exactly one step of validated -> in_production -> shipped -> delivered', () => {
    fc.assert(
      fc.property(status, status, reason, (from, to, why) => {
        const decision = decideMove(from, to, why)
        if (decision.kind !== 'allowed' || to === 'cancelled') return
        expect(flowIndex(from)).toBeGreaterThanOrEqual(0)
        expect(flowIndex(to)).toBe(flowIndex(from) + 1)
        expect(decision.reason).toBeNull()
      }),
    )
  })

  it('cancels only from pending_validation, validated or in_production, and only with a non-blank reason', () => {
    fc.assert(
      fc.property(status, reason, (from, why) => {
        const decision = decideMove(from, 'cancelled', why)
        const cancellable = (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(from)
        const hasReason = (why ?? '').trim() !== ''
        expect(decision.kind === 'allowed').toBe(cancellable && hasReason)
        if (decision.kind === 'allowed') expect(decision.reason).toBe(why?.trim())
      }),
    )
  })

  it('offers on the page exactly the moves it allows (with a reason for a cancellation)', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const allowed = decideMove(from, to, 'motif').kind === 'allowed'
        expect(allowedMoves(from).includes(to as never)).toBe(allowed)
      }),
    )
  })

  it('always answers a French sentence when it refuses', () => {
    fc.assert(
      fc.property(status, status, reason, (from, to, why) => {
        const decision = decideMove(from, to, why)
        if (decision.kind === 'refused') expect(decision.message).toMatch(/^[A-ZÀ-Ü].+[.)]$/u)
      }),
    )
  })

  it.each([
    ['validated', 'in_production'],
    ['in_production', 'shipped'],
    ['shipped', 'delivered'],
  ] as const)('allows %s -> %s', (from, to) => {
    expect(decideMove(from, to)).toEqual({ kind: 'allowed', from, to, reason: null })
  })

  it('refuses a skipped step, a move back and a pending order pushed forward, with their reasons', () => {
    expect(decideMove('validated', 'shipped')).toMatchObject({ kind: 'refused', refusal: 'not-next-step' })
    expect(decideMove('shipped', 'in_production')).toMatchObject({ kind: 'refused', refusal: 'not-next-step' })
    expect(decideMove('pending_validation', 'in_production')).toMatchObject({ refusal: 'not-next-step' })
    expect(decideMove('shipped', 'cancelled', 'trop tard')).toEqual({
      kind: 'refused',
      refusal: 'not-cancellable',
      message: 'Une commande au statut « Expédiée » ne peut plus être annulée.',
    })
    expect(decideMove('shipped', 'shipped')).toMatchObject({ refusal: 'same-status' })
    expect(decideMove('validated', 'cancelled', '   ')).toEqual({
      kind: 'refused',
      refusal: 'reason-required',
      message: 'Indiquez le motif de l’annulation.',
    })
    expect(decideMove('delivered', 'cancelled', 'x').kind).toBe('refused')
  })

  it('lists the moves of each status', () => {
    expect(allowedMoves('pending_validation')).toEqual(['cancelled'])
    expect(allowedMoves('validated')).toEqual(['in_production', 'cancelled'])
    expect(allowedMoves('in_production')).toEqual(['shipped', 'cancelled'])
    expect(allowedMoves('shipped')).toEqual(['delivered'])
    expect(allowedMoves('delivered')).toEqual([])
  })
})
