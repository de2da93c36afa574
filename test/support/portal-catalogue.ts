import * as v from 'valibot'
import type { createApp } from '../../server/app'
import type { Database } from '../../server/platform/db/database'
import type { productOptions } from '../../server/platform/db/schema-portal'
import type { ProductOption } from '../../src/application/portal/ports/portal-data'
import { CartWire } from '../../src/contract/portal/cart'
import { aBrand, aShop } from '../server/support/builders'
import { aCategory, aProduct } from '../server/support/portal-builders'
import { api, expectJson } from '../server/support/portal-http'

type Option = Partial<Omit<typeof productOptions.$inferInsert, 'productId'>>

// A brand of its own for a test that reads or changes a catalogue and carts: franco 500 units or
// 500,00 € HT, shipping 25,00 € HT; a head office validating one shop, a shop that orders directly;
// three categories, six orderable products, a withdrawn one, and a product of another brand.
export async function aShopCatalogue(db: Database) {
  const brand = await aBrand(db, { name: 'Maison Test', francoQty: 500, francoPrice: 50_000, shippingFee: 2500 })
  const headOffice = await aShop(db, { brandId: brand.id, name: 'Siège Test' })
  const shop = await aShop(db, {
    brandId: brand.id,
    name: 'Boutique Directe',
    addressLine1: '11 rue du Commerce',
    postalCode: '69001',
    city: 'Lyon',
    country: 'FR',
  })
  const validated = await aShop(db, { brandId: brand.id, name: 'Boutique Validée', validatorId: headOffice.id })

  const boxes = await aCategory(db, brand.id, { name: 'Boîtes', slug: 'boites' })
  const bags = await aCategory(db, brand.id, { name: 'Sacs', slug: 'sacs' })
  const finishes = await aCategory(db, brand.id, { name: 'Finitions', slug: 'finitions' })
  const product = (name: string, reference: string, categoryId: number, options: Option[], more = {}) =>
    aProduct(db, brand.id, { name, reference, categoryId, options, ...more })

  const macarons = await product('Boîte à macarons', 'REF-101', boxes.id, [
    { label: 'Petit format', unitPrice: 120, minimumQuantity: 100, packMultiple: 50 },
    { label: 'Grand format', unitPrice: 180, minimumQuantity: 100, packMultiple: 50 },
  ])
  const chocolates = await product('Coffret chocolats', 'REF-102', boxes.id, [
    { label: 'Standard', unitPrice: 250, minimumQuantity: 50, packMultiple: 25 },
  ])
  const kraft = await product(
    'Sac kraft',
    'REF-103',
    bags.id,
    [
      { label: 'S', unitPrice: 40, minimumQuantity: 200, packMultiple: 100 },
      { label: 'M', unitPrice: 55, minimumQuantity: 200, packMultiple: 100 },
      { label: 'L', unitPrice: 70, minimumQuantity: 200, packMultiple: 100, active: false },
    ],
    { description: 'Sac kraft personnalisé à votre marque.' },
  )
  const luxuryBag = await product('Sac papier luxe', 'REF-104', bags.id, [
    { label: 'Blanc', unitPrice: 95, minimumQuantity: 100, packMultiple: 50 },
  ])
  const ribbon = await product('Ruban satin', 'REF-105', finishes.id, [
    { label: 'Rouleau', unitPrice: 300, minimumQuantity: 10, packMultiple: 5 },
  ])
  const labels = await product('Étiquette adhésive', 'REF-106', finishes.id, [
    { label: 'Ronde', unitPrice: 8, minimumQuantity: 500, packMultiple: 250 },
  ])
  const withdrawn = await product(
    'Produit retiré',
    'REF-107',
    finishes.id,
    [{ label: 'Standard', unitPrice: 10, minimumQuantity: 1, packMultiple: 1 }],
    {
      active: false,
    },
  )

  const otherBrand = await aBrand(db, { name: 'Enseigne voisine' })
  const foreignBoxes = await aCategory(db, otherBrand.id, { name: 'Boîtes', slug: 'boites' })
  const foreign = await aProduct(db, otherBrand.id, {
    name: 'Boîte concurrente',
    reference: 'REF-201',
    categoryId: foreignBoxes.id,
  })
  const foreignShop = await aShop(db, { brandId: otherBrand.id, name: 'Magasin voisin' })

  return {
    brand,
    headOffice,
    shop,
    validated,
    categories: { boxes, bags, finishes },
    products: { macarons, chocolates, kraft, luxuryBag, ribbon, labels, withdrawn },
    otherBrand,
    foreign,
    foreignShop,
  }
}

export type ShopCatalogue = Awaited<ReturnType<typeof aShopCatalogue>>

/** A product's option by position, as `{ productId, optionId }` for a cart line. */
export function lineOf(product: { id: number; options: ReadonlyArray<{ id: number }> }, quantity: number, index = 0) {
  const option = product.options[index]
  if (option === undefined) throw new Error(`no option ${index} on product ${product.id}`)
  return { productId: product.id, optionId: option.id, quantity }
}

/** An option row as the catalogue page holds it (the port's shape), e.g. for addToCart. */
export function portOption(row: typeof productOptions.$inferSelect | undefined): ProductOption {
  if (row === undefined) throw new Error('no such option')
  return {
    id: row.id,
    label: row.label,
    unitPriceCents: row.unitPrice,
    priceTiers: row.priceTiers,
    minimumQuantity: row.minimumQuantity,
    packMultiple: row.packMultiple,
    proofRequired: row.proofRequired,
  }
}

/** The shop's open cart as the server holds it, read beside the page or use case under test. */
export async function serverCart(live: { app: ReturnType<typeof createApp> }, accessToken: string): Promise<CartWire> {
  return v.parse(CartWire, await expectJson(api(live.app, accessToken).get('/api/carts/current')))
}
