import type { FrancoThresholds } from './franco'

/**
 * What a brand charges: its franco thresholds (null or 0 = not configured), the shipping fee below them,
 * and the VAT rate: the settings' rate for a cart, the rate snapshot when an order was placed.
 */
export type CommercialTerms = {
  readonly franco: FrancoThresholds
  readonly shippingFee: number
  /** Basis points: 2000 = 20 %, 550 = 5,5 % (docs/decisions/071-vat-rate-basis-points.md). */
  readonly vatRateBasisPoints: number
}
