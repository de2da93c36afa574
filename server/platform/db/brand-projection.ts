import { sql } from 'drizzle-orm'
import { brands } from './schema'
import { settings } from './schema-backoffice'

// What a brand charges (franco thresholds, shipping fee), read with every cart and every order, with
// the VAT rate of the settings as it is now: a change in the back office prices the next read at once.
export const commercialTermsColumns = {
  francoQty: brands.francoQty,
  francoPrice: brands.francoPrice,
  shippingFee: brands.shippingFee,
  vatRatePercent: sql<number>`(select ${settings.vatRatePercent} from ${settings} where ${settings.id} = 1)`.mapWith(
    Number,
  ),
}
