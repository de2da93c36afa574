import type { createApp } from '../../../server/app'
import type { AppDeps } from '../../../server/app'
import type { Database } from '../../../server/platform/db/database'
import { aBrand, anAdmin, aShop } from './builders'
import { api } from './portal-http'
import { aCategory, aProduct } from './portal-builders'

type Context = { db: Database; app: ReturnType<typeof createApp>; deps: AppDeps }

// Access tokens signed directly: route tests do not need to pay for a login each time.
export function shopToken(t: Context, shopId: number) {
  return t.deps.portal.accessTokens.sign({ audience: 'shop', subjectId: shopId, sessionId: null })
}

export function adminToken(t: Context, adminId: number) {
  return t.deps.portal.accessTokens.sign({ audience: 'admin', subjectId: adminId, sessionId: null })
}

// One brand (franco 500 units or 500,00 €, shipping 25,00 €) with a head office validating shop A,
// shop B ordering directly, a shop of another brand, an admin, and a small catalogue.
export async function aPortalWorld(t: Context) {
  const brand = await aBrand(t.db, {
    name: 'Maison Test',
    francoQty: 500,
    francoPrice: 50_000,
    shippingFee: 2500,
    ecommerceUrl: 'https://boutique.exemple.fr/entree',
  })
  const validator = await aShop(t.db, { brandId: brand.id, name: 'Siège' })
  const shopA = await aShop(t.db, { brandId: brand.id, name: 'Boutique A', validatorId: validator.id })
  const shopB = await aShop(t.db, { brandId: brand.id, name: 'Boutique B' })
  const otherBrand = await aBrand(t.db, { name: 'Autre enseigne' })
  const stranger = await aShop(t.db, { brandId: otherBrand.id, name: 'Magasin étranger' })
  const admin = await anAdmin(t.db)
  const bags = await aCategory(t.db, brand.id, { name: 'Sacs', slug: 'sacs' })
  const boxes = await aCategory(t.db, brand.id, { name: 'Boîtes', slug: 'boites' })
  const bag = await aProduct(t.db, brand.id, {
    name: 'Sac kraft',
    reference: 'SAC-KRAFT',
    categoryId: bags.id,
    options: [
      { label: 'Petit', unitPrice: 50, minimumQuantity: 100, packMultiple: 50 },
      { label: 'Grand', unitPrice: 80, minimumQuantity: 250, packMultiple: 25 },
    ],
  })
  const box = await aProduct(t.db, brand.id, {
    name: 'Coffret aimanté',
    reference: 'COF-AIM',
    categoryId: boxes.id,
    options: [{ label: 'Noir', unitPrice: 400, minimumQuantity: 10, packMultiple: 5 }],
  })
  const foreign = await aProduct(t.db, otherBrand.id, { name: 'Produit étranger', reference: 'ETR-1' })
  const tokens = {
    validator: await shopToken(t, validator.id),
    shopA: await shopToken(t, shopA.id),
    shopB: await shopToken(t, shopB.id),
    stranger: await shopToken(t, stranger.id),
    admin: await adminToken(t, admin.id),
  }
  return { brand, validator, shopA, shopB, otherBrand, stranger, admin, bags, boxes, bag, box, foreign, tokens }
}

export type PortalWorld = Awaited<ReturnType<typeof aPortalWorld>>

type Line = { productId: number; optionId: number; quantity: number }

export async function fillCart(t: Context, token: string, lines: readonly Line[]) {
  const client = api(t.app, token)
  for (const line of lines) {
    const response = await client.post(`/api/carts/customized-product/store/${line.productId}`, {
      quantity: line.quantity,
      typevalue: line.optionId,
    })
    if (response.status !== 200) throw new Error(`cart line refused: ${response.status} ${await response.text()}`)
  }
  const current = await (await client.get('/api/carts/current')).json()
  return current as { id: number; lines: { id: number }[] }
}

// Fills the caller's cart and orders it through the API; answers the new order's id.
export async function anOrder(t: Context, token: string, lines: readonly Line[]): Promise<number> {
  const cart = await fillCart(t, token, lines)
  const response = await api(t.app, token).put(`/api/carts/order/${cart.id}`)
  const body = await response.json()
  if (body.success !== true) throw new Error(`order refused: ${JSON.stringify(body)}`)
  return body.order.id
}
