import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pendingQuantityEdits, typedNumber } from '../../src/domain/pending-quantities'

const lines = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 50 }), quantity: fc.integer({ min: 1, max: 5000 }) }),
  {
    selector: (line) => line.id,
    maxLength: 8,
  },
)
const text = fc.oneof(fc.integer({ min: 0, max: 5000 }).map(String), fc.constantFrom('', ' ', 'abc', '12.5'))

describe('pending quantity edits (decision 043)', () => {
  it('orders 700 when 700 is typed over a saved 600', () => {
    expect(pendingQuantityEdits([{ id: 3, quantity: 600 }], new Map([[3, '700']]))).toEqual([
      { lineId: 3, quantity: 700 },
    ])
  })

  it('lists exactly the lines whose typed quantity differs from the saved one', () => {
    fc.assert(
      fc.property(lines, fc.dictionary(fc.integer({ min: 1, max: 60 }).map(String), text), (saved, typedRecord) => {
        const typed = new Map(Object.entries(typedRecord).map(([id, value]) => [Number(id), value] as const))
        const edits = pendingQuantityEdits(saved, typed)
        for (const line of saved) {
          const edit = edits.find((candidate) => candidate.lineId === line.id)
          const value = typed.get(line.id)
          const differs = value !== undefined && !Object.is(typedNumber(value), line.quantity)
          expect(edit !== undefined).toBe(differs)
          if (edit !== undefined && value !== undefined) expect(Object.is(edit.quantity, typedNumber(value))).toBe(true)
        }
        expect(edits.every((edit) => saved.some((line) => line.id === edit.lineId))).toBe(true)
      }),
    )
  })

  it('finds nothing pending when every typed value is the saved one', () => {
    fc.assert(
      fc.property(lines, (saved) => {
        expect(pendingQuantityEdits(saved, new Map(saved.map((line) => [line.id, String(line.quantity)])))).toEqual([])
      }),
    )
  })
})
