// Shared fast-check builders for the domain tests: realistic ranges (cents, units) keep the
// arithmetic inside safe integers while still covering edge values like 0 and 1.
import fc from 'fast-check'
import type { FrancoThresholds } from '../../../src/domain/franco'
import { LINE_STATUSES, type LineStatus } from '../../../src/domain/order-status'
import type { ValidationLine } from '../../../src/domain/order-validation'
import type { QuantityRule } from '../../../src/domain/quantity-rules'

export const cents = fc.integer({ min: 0, max: 100_000_000 })
export const units = fc.integer({ min: 0, max: 1_000_000 })
/** A VAT rate as the settings hold it: basis points from 0 to 10 000 (0 % to 100 %, 5,5 % = 550). */
export const vatRate = fc.integer({ min: 0, max: 10_000 })

// A threshold is either unset (null or 0) or a positive configured value.
export const threshold = (configured: fc.Arbitrary<number>) => fc.oneof(fc.constant(null), fc.constant(0), configured)

export const thresholds: fc.Arbitrary<FrancoThresholds> = fc.record({
  quantity: threshold(fc.integer({ min: 1, max: 10_000 })),
  amountCents: threshold(fc.integer({ min: 1, max: 10_000_000 })),
})

export const configuredThresholds: fc.Arbitrary<FrancoThresholds> = thresholds.filter(
  (t) => (t.quantity ?? 0) > 0 || (t.amountCents ?? 0) > 0,
)

export const cart = fc.record({ quantity: units, amountCents: cents })

export const lineStatus: fc.Arbitrary<LineStatus> = fc.constantFrom(...LINE_STATUSES)

export const quantityRule: fc.Arbitrary<QuantityRule> = fc.record({
  minimum: fc.integer({ min: 0, max: 1000 }),
  multiple: fc.integer({ min: 1, max: 250 }),
})

export const validationLine = (lineId: number): fc.Arbitrary<ValidationLine> =>
  fc.record({
    lineId: fc.constant(lineId),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
    status: lineStatus,
    rule: quantityRule,
  })

// Lines with distinct ids, as an order holds them.
export const validationLines = (minLength: number): fc.Arbitrary<ValidationLine[]> =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength, maxLength: 8 })
    .chain((ids) => fc.tuple(...ids.map(validationLine)))
    .map((lines) => [...lines])

export const totalsLine = fc.record({
  quantity: fc.integer({ min: 0, max: 10_000 }),
  unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  status: lineStatus,
})
