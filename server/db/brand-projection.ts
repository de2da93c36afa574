import { brands } from './schema'

// What a brand charges (franco thresholds, shipping fee), read with every cart and every order.
export const commercialTermsColumns = {
  francoQty: brands.francoQty,
  francoPrice: brands.francoPrice,
  shippingFee: brands.shippingFee,
}
