import { tiersToWire } from '../../../src/contract/portal/shared-shapes'
import type { PriceListOptionWire, PriceListWire } from '../../../src/contract/backoffice/price-lists'
import type { PriceableOption, PriceListRecord } from './price-list-store'

// The wire of a brand's price lists (snake_case, cents HT), from the store's records.

export const presentPriceList = (list: PriceListRecord): PriceListWire => ({
  id: list.id,
  brand_id: list.brandId,
  name: list.name,
  valid_from: list.validFrom,
  valid_to: list.validTo,
  prices: list.prices.map((price) => ({
    option_id: price.optionId,
    product_name: price.productName,
    product_reference: price.productReference,
    option_label: price.optionLabel,
    unit_price: price.unitPrice,
    price_tiers: tiersToWire(price.priceTiers),
  })),
  version: list.version,
  created_at: list.createdAt.toISOString(),
  updated_at: list.updatedAt.toISOString(),
})

export const presentPriceableOption = (option: PriceableOption): PriceListOptionWire => ({
  option_id: option.optionId,
  product_name: option.productName,
  product_reference: option.productReference,
  option_label: option.optionLabel,
  unit_price: option.unitPrice,
})
