import type { BrandWire } from '../../../src/contract/backoffice/brands'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { BrandRecord } from './brand-store'

export const presentBrand = (brand: BrandRecord): BrandWire => ({
  id: brand.id,
  name: brand.name,
  franco_qty: brand.francoQty,
  franco_price: brand.francoPrice,
  shipping_fee: brand.shippingFee,
  ecommerce_url: brand.ecommerceUrl,
  delivery_days: brand.deliveryDays,
  logo_url: brand.logoUrl,
  version: brand.version,
  created_at: brand.createdAt.toISOString(),
  updated_at: brand.updatedAt.toISOString(),
})

// Amounts in euros with a decimal comma, as a French spreadsheet reads them.
export const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2).replace('.', ','))

export const BRAND_CSV_COLUMNS: readonly CsvColumn<BrandRecord>[] = [
  { header: 'Identifiant', value: (brand) => brand.id },
  { header: 'Nom', value: (brand) => brand.name },
  { header: 'Franco (quantité)', value: (brand) => brand.francoQty },
  { header: 'Franco (montant HT €)', value: (brand) => euros(brand.francoPrice) },
  { header: 'Frais de port HT (€)', value: (brand) => euros(brand.shippingFee) },
  { header: 'Site e-commerce', value: (brand) => brand.ecommerceUrl },
  { header: 'Délai de livraison (jours ouvrés)', value: (brand) => brand.deliveryDays },
  { header: 'Créée le', value: (brand) => brand.createdAt },
  { header: 'Modifiée le', value: (brand) => brand.updatedAt },
]
