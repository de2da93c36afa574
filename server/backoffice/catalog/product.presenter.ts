import { tiersToWire } from '../../../src/contract/portal/shared-shapes'
import type { AdminProductWire } from '../../../src/contract/backoffice/products'
import type { CsvColumn } from '../../platform/http/csv-stream'
import { tierText } from '../../../src/domain/price-tiers'
import { euros } from './brand.presenter'
import type { ProductView } from './product-store'

export const presentProduct = (product: ProductView): AdminProductWire => ({
  id: product.id,
  brand_id: product.brandId,
  brand_name: product.brandName,
  category_id: product.categoryId,
  category_name: product.categoryName,
  name: product.name,
  reference: product.reference,
  description: product.description,
  image_url: product.imageUrl,
  lead_time_days: product.leadTimeDays,
  active: product.active,
  options: product.options.map((option) => ({
    id: option.id,
    label: option.label,
    unit_price: option.unitPrice,
    price_tiers: tiersToWire(option.priceTiers),
    minimum_quantity: option.minimumQuantity,
    pack_multiple: option.packMultiple,
    proof_required: option.proofRequired,
    active: option.active,
  })),
  version: product.version,
  created_at: product.createdAt.toISOString(),
  updated_at: product.updatedAt.toISOString(),
})

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non')
// One cell lists the options, e.g. "Petit : 0,50 € (min. 100, par 50 ; dès 500 unités : 0,42 € HT) | Grand : ...".
const optionsCell = (product: ProductView) =>
  product.options
    .map((option) => {
      const state = `${option.proofRequired ? ' [BAT requis]' : ''}${option.active ? '' : ' [inactive]'}`
      const tiers = option.priceTiers.map((tier) => ` ; ${tierText(tier)}`).join('')
      const rule = `min. ${option.minimumQuantity}, par ${option.packMultiple}${tiers}`
      return `${option.label} : ${euros(option.unitPrice)} € (${rule})${state}`
    })
    .join(' | ')

export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductView>[] = [
  { header: 'Identifiant', value: (product) => product.id },
  { header: 'Enseigne', value: (product) => product.brandName },
  { header: 'Catégorie', value: (product) => product.categoryName },
  { header: 'Référence', value: (product) => product.reference },
  { header: 'Nom', value: (product) => product.name },
  { header: 'Actif', value: (product) => yesNo(product.active) },
  { header: 'Délai (jours)', value: (product) => product.leadTimeDays },
  { header: 'Déclinaisons', value: optionsCell },
  { header: 'Créé le', value: (product) => product.createdAt },
  { header: 'Modifié le', value: (product) => product.updatedAt },
]
