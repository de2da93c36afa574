import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyValidationEdit,
  orderStatusAfterDecisions,
  type ValidationEdit,
  type ValidationLine,
} from '../../src/domain/order-validation'
import { checkQuantity, quantityMessage } from '../../src/domain/quantity-rules'
import { lineStatus, validationLines } from './support/arbitraries'

// Edits aimed mostly at existing lines, sometimes at an id no line carries (ids are >= 1).
const editFor = (lines: readonly ValidationLine[]): fc.Arbitrary<ValidationEdit> => {
  const lineId = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...lines.map((line) => line.lineId)) },
    { weight: 1, arbitrary: fc.constant(0) },
  )
  return fc.oneof(
    fc.record({ kind: fc.constant('set-quantity' as const), lineId, quantity: fc.integer({ min: -10, max: 5000 }) }),
    fc.record({ kind: fc.constant('set-status' as const), lineId, status: lineStatus }),
    fc.record({ kind: fc.constant('detach' as const), lineId }),
    fc.record({
      kind: fc.constant('decide-all' as const),
      status: fc.constantFrom('accepted' as const, 'refused' as const),
    }),
  )
}
const orderAndEdit = validationLines(1).chain((lines) => fc.tuple(fc.constant(lines), editFor(lines)))
const orderAndEdits = validationLines(1).chain((lines) =>
  fc.tuple(fc.constant(lines), fc.array(editFor(lines), { maxLength: 12 })),
)

const line = (lineId: number, overrides: Partial<ValidationLine> = {}): ValidationLine => ({
  lineId,
  quantity: 200,
  unitPriceCents: 80,
  status: 'pending',
  rule: { minimum: 100, multiple: 50 },
  ...overrides,
})

describe('order validation edits: worked examples (decisions §5)', () => {
  it('refuses to detach the last line and says to refuse it instead', () => {
    expect(applyValidationEdit([line(7)], { kind: 'detach', lineId: 7 })).toEqual({
      kind: 'rejected',
      reason: 'last-line',
      message: 'Une commande doit garder au moins un produit : refusez-le plutôt.',
    })
  })

  it('detaches a line when others remain', () => {
    expect(applyValidationEdit([line(7), line(8)], { kind: 'detach', lineId: 7 })).toEqual({
      kind: 'ok',
      lines: [line(8)],
    })
  })

  it('rejects an unknown line', () => {
    expect(applyValidationEdit([line(7)], { kind: 'set-status', lineId: 9, status: 'accepted' })).toEqual({
      kind: 'rejected',
      reason: 'unknown-line',
      message: 'Produit introuvable dans la commande.',
    })
  })

  it('rejects a quantity off the pack multiple with the quantity message', () => {
    expect(applyValidationEdit([line(7)], { kind: 'set-quantity', lineId: 7, quantity: 120 })).toEqual({
      kind: 'rejected',
      reason: 'invalid-quantity',
      message: 'La quantité doit être un multiple de 50.',
    })
    expect(applyValidationEdit([line(7)], { kind: 'set-quantity', lineId: 7, quantity: 150 })).toEqual({
      kind: 'ok',
      lines: [line(7, { quantity: 150 })],
    })
  })
})

describe('order validation edits: properties', () => {
  it('a validation edit never leaves an order without lines', () => {
    fc.assert(
      fc.property(orderAndEdits, ([initial, edits]) => {
        let lines = initial
        for (const edit of edits) {
          const result = applyValidationEdit(lines, edit)
          if (result.kind === 'ok') lines = result.lines
          expect(lines.length).toBeGreaterThanOrEqual(1)
        }
      }),
    )
  })

  it('never changes its input and, when rejected, says why in French', () => {
    fc.assert(
      fc.property(orderAndEdit, ([lines, edit]) => {
        const snapshot = structuredClone(lines)
        const result = applyValidationEdit(lines, edit)
        expect(lines).toEqual(snapshot)
        if (result.kind === 'rejected') expect(result.message.length).toBeGreaterThan(0)
      }),
    )
  })

  it('an edit on an id the order does not hold is always rejected as unknown-line', () => {
    fc.assert(
      fc.property(orderAndEdit, ([lines, edit]) => {
        fc.pre(edit.kind !== 'decide-all' && !lines.some((l) => l.lineId === edit.lineId))
        expect(applyValidationEdit(lines, edit)).toMatchObject({ kind: 'rejected', reason: 'unknown-line' })
      }),
    )
  })

  it('an edit on one line leaves every other line untouched', () => {
    fc.assert(
      fc.property(orderAndEdit, ([lines, edit]) => {
        fc.pre(edit.kind !== 'decide-all')
        const result = applyValidationEdit(lines, edit)
        if (result.kind !== 'ok') return
        const others = (all: readonly ValidationLine[]) => all.filter((l) => l.lineId !== edit.lineId)
        expect(others(result.lines)).toEqual(others(lines))
      }),
    )
  })

  it('a quantity is accepted exactly when it passes the line rule, and rejected with its message', () => {
    fc.assert(
      fc.property(orderAndEdit, ([lines, edit]) => {
        if (edit.kind !== 'set-quantity') return
        const target = lines.find((l) => l.lineId === edit.lineId)
        fc.pre(target !== undefined)
        const check = checkQuantity(edit.quantity, target?.rule ?? { minimum: 0, multiple: 1 })
        const result = applyValidationEdit(lines, edit)
        if (check.kind === 'ok') {
          expect(result.kind === 'ok' && result.lines.find((l) => l.lineId === edit.lineId)?.quantity).toBe(
            edit.quantity,
          )
        } else {
          expect(result).toEqual({ kind: 'rejected', reason: 'invalid-quantity', message: quantityMessage(check) })
        }
      }),
    )
  })

  it('detaching removes exactly that line while another remains', () => {
    fc.assert(
      fc.property(validationLines(2), fc.nat(), (lines, pick) => {
        const lineId = lines[pick % lines.length]?.lineId ?? 0
        const result = applyValidationEdit(lines, { kind: 'detach', lineId })
        expect(result).toEqual({ kind: 'ok', lines: lines.filter((l) => l.lineId !== lineId) })
      }),
    )
  })

  it('deciding all lines settles the order', () => {
    fc.assert(
      fc.property(validationLines(1), fc.constantFrom('accepted' as const, 'refused' as const), (lines, status) => {
        const result = applyValidationEdit(lines, { kind: 'decide-all', status })
        expect(result.kind).toBe('ok')
        if (result.kind !== 'ok') return
        expect(result.lines.every((l) => l.status === status)).toBe(true)
        expect(orderStatusAfterDecisions(result.lines)).toBe(status === 'accepted' ? 'validated' : 'refused')
      }),
    )
  })
})

describe('order status after decisions', () => {
  it('status after decisions is pending iff some line is pending; else validated iff some line is accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ status: lineStatus }), { minLength: 1, maxLength: 10 }), (lines) => {
        const status = orderStatusAfterDecisions(lines)
        const has = (s: string) => lines.some((l) => l.status === s)
        expect(status === 'pending_validation').toBe(has('pending'))
        expect(status === 'validated').toBe(!has('pending') && has('accepted'))
        expect(status === 'refused').toBe(lines.every((l) => l.status === 'refused'))
      }),
    )
  })

  it('decides the worked cases', () => {
    expect(orderStatusAfterDecisions([{ status: 'accepted' }, { status: 'pending' }])).toBe('pending_validation')
    expect(orderStatusAfterDecisions([{ status: 'accepted' }, { status: 'refused' }])).toBe('validated')
    expect(orderStatusAfterDecisions([{ status: 'refused' }, { status: 'refused' }])).toBe('refused')
  })
})
