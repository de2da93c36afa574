import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LINE_STATUSES,
  LINE_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  isLineStatus,
  isOrderStatus,
  statusAfterOrdering,
} from '../../src/domain/order-status'

describe('order statuses (decisions §5)', () => {
  it('lists the order statuses with their French labels', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending_validation',
      'validated',
      'refused',
      'in_production',
      'shipped',
      'delivered',
      'cancelled',
    ])
    expect(ORDER_STATUS_LABELS).toEqual({
      pending_validation: 'En attente de validation',
      validated: 'Validée',
      refused: 'Refusée',
      in_production: 'En fabrication',
      shipped: 'Expédiée',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    })
  })

  it('lists the line statuses with their French labels', () => {
    expect(LINE_STATUSES).toEqual(['pending', 'accepted', 'refused'])
    expect(LINE_STATUS_LABELS).toEqual({ pending: 'En attente', accepted: 'Accepté', refused: 'Refusé' })
  })

  it('recognises exactly the listed statuses', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom<unknown>(...ORDER_STATUSES, ...LINE_STATUSES), fc.string(), fc.anything()),
        (value) => {
          expect(isOrderStatus(value)).toBe((ORDER_STATUSES as readonly unknown[]).includes(value))
          expect(isLineStatus(value)).toBe((LINE_STATUSES as readonly unknown[]).includes(value))
        },
      ),
    )
  })

  it('a shop with a validator orders into pending_validation, one without orders directly', () => {
    expect(statusAfterOrdering(true)).toBe('pending_validation')
    expect(statusAfterOrdering(false)).toBe('validated')
  })
})
