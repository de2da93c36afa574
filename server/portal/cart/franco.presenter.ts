import type { FrancoWire } from '../../../src/contract/portal/shared-shapes'
import type { FrancoEvaluation } from '../../../src/domain/franco'
import type { CommercialTerms } from './cart-records'

// The contract's FrancoWire, from the domain's evaluation.
export function presentFranco(
  evaluation: FrancoEvaluation,
  terms: Pick<CommercialTerms, 'francoQty' | 'francoPrice'>,
): FrancoWire {
  const thresholds = { franco_qty: terms.francoQty, franco_price: terms.francoPrice }
  switch (evaluation.kind) {
    case 'reached':
      return {
        ...thresholds,
        reached: true,
        configured: true,
        missing_qty: terms.francoQty ? 0 : null,
        missing_price: terms.francoPrice ? 0 : null,
        progress: 1,
      }
    case 'missing':
      return {
        ...thresholds,
        reached: false,
        configured: true,
        missing_qty: evaluation.quantity,
        missing_price: evaluation.amountCents,
        progress: evaluation.progress,
      }
    case 'not-configured':
      return { ...thresholds, reached: false, configured: false, missing_qty: null, missing_price: null, progress: 0 }
  }
}
