import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confirmationPageOf } from '../../src/domain/order-confirmation'
import { ORDER_STATUSES, statusAfterOrdering } from '../../src/domain/order-status'

describe('which confirmation page fits an order', () => {
  it('thanks nobody for a refused or cancelled order', () => {
    expect(confirmationPageOf('refused')).toBeNull()
    expect(confirmationPageOf('cancelled')).toBeNull()
  })

  it('sends a freshly placed order to the page its ordering announced', () => {
    fc.assert(
      fc.property(fc.boolean(), (hasValidator) => {
        expect(confirmationPageOf(statusAfterOrdering(hasValidator))).toBe(hasValidator ? 'request' : 'confirm')
      }),
    )
  })

  it('only a pending order fits the request page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        expect(confirmationPageOf(status) === 'request').toBe(status === 'pending_validation')
      }),
    )
  })
})
