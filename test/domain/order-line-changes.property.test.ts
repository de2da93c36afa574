import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LINE_CHANGE_ACTIONS,
  lineChangeDetail,
  type LineChange,
  parseLineChange,
} from '../../src/domain/order-line-changes'
import { LINE_STATUSES } from '../../src/domain/order-status'

const name = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom('Étui (S)', 'Sac : kraft (Grand)', 'x : quantité 1 → 2', 'y : statut Refusé → Accepté'),
)
const quantity = fc.integer({ min: 1, max: 1_000_000 })
const status = fc.constantFrom(...LINE_STATUSES)
const changed: fc.Arbitrary<LineChange> = fc.record({
  kind: fc.constant('changed' as const),
  line: name,
  quantity: fc.option(fc.record({ before: quantity, after: quantity }), { nil: null }),
  status: fc.option(fc.record({ before: status, after: status }), { nil: null }),
})
const detached: fc.Arbitrary<LineChange> = fc.record({
  kind: fc.constant('detached' as const),
  line: name,
  quantity: fc.option(quantity, { nil: null }),
})
const actionOf = (change: LineChange) =>
  change.kind === 'changed' ? LINE_CHANGE_ACTIONS.changed : LINE_CHANGE_ACTIONS.detached

describe('order line changes: worked examples', () => {
  it('reads the history as the server writes it', () => {
    expect(parseLineChange('Produit modifié', 'Étui (S) : quantité 300 → 400, statut En attente → Refusé')).toEqual({
      kind: 'changed',
      line: 'Étui (S)',
      quantity: { before: 300, after: 400 },
      status: { before: 'pending', after: 'refused' },
    })
    expect(parseLineChange('Produit retiré', 'Ruban (Or) : 250 unités retirées')).toEqual({
      kind: 'detached',
      line: 'Ruban (Or)',
      quantity: 250,
    })
    // Entries written before the quantity was recorded.
    expect(parseLineChange('Produit retiré', 'Ruban (Or)')).toEqual({
      kind: 'detached',
      line: 'Ruban (Or)',
      quantity: null,
    })
    expect(parseLineChange('Commande passée', '3 produit(s)')).toBeNull()
  })
})

describe('order line changes: properties', () => {
  it('every change reads back as written, whatever the product name', () => {
    fc.assert(
      fc.property(fc.oneof(changed, detached), (change) => {
        // An old-style detach (no quantity) whose name looks like a quantity is the one ambiguity.
        fc.pre(
          !(change.kind === 'detached' && change.quantity === null && / : \d+ unités? retirée?s?$/s.test(change.line)),
        )
        expect(parseLineChange(actionOf(change), lineChangeDetail(change))).toEqual(change)
      }),
    )
  })

  it('no other action is read as a line change', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (action, detail) => {
        fc.pre(action !== LINE_CHANGE_ACTIONS.changed && action !== LINE_CHANGE_ACTIONS.detached)
        expect(parseLineChange(action, detail)).toBeNull()
      }),
    )
  })
})
