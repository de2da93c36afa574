// What a brand charges: franco thresholds (null or 0 = not configured) and the shipping fee; with the
// VAT rate of the settings (a cart) or the one snapshot when the order was placed (an order).
export type CommercialTerms = {
  francoQty: number | null
  francoPrice: number | null
  shippingFee: number
  vatRatePercent: number
}
