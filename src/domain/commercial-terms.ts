import type { FrancoThresholds } from './franco'

/**
 * What a brand charges: its franco thresholds (null or 0 = not configured), the shipping fee below them,
 * and the VAT rate: the settings' rate for a cart, the rate snapshot when an order was placed.
 */
export type CommercialTerms = {
  readonly franco: FrancoThresholds
  readonly shippingFee: number
  readonly vatRatePercent: number
}
