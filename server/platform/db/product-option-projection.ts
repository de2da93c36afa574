import { productOptions } from './schema-portal'

// The quantity rule of an option (minimum, pack multiple), checked wherever a quantity is chosen.
export const quantityRuleColumns = {
  minimumQuantity: productOptions.minimumQuantity,
  packMultiple: productOptions.packMultiple,
}

// An option as the catalogue and the cart show it (`CatalogOption`).
export const productOptionColumns = {
  id: productOptions.id,
  label: productOptions.label,
  unitPrice: productOptions.unitPrice,
  ...quantityRuleColumns,
}
