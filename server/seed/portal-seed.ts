import { eq, inArray } from 'drizzle-orm'
import { drizzleCartRepository } from '../portal/cart/cart-repository.drizzle'
import { storeCartDetails, storeCartLine } from '../portal/cart/change-cart.use-case'
import { drizzleOrderPlacement } from '../portal/cart/order-placement.drizzle'
import { placeOrder } from '../portal/cart/place-order.use-case'
import { drizzlePortalCatalogRepository } from '../portal/catalog/catalog-repository.drizzle'
import type { Database } from '../platform/db/database'
import { brands, shops } from '../platform/db/schema'
import { categories, productOptions, products } from '../platform/db/schema-portal'
import { drizzleOrderRepository } from '../portal/orders/order-repository.drizzle'
import { drizzleValidationStore } from '../portal/validation/validation-store.drizzle'
import { validationUseCases } from '../portal/validation/validation-use-cases'
import { drizzleConversationAccount } from '../portal/conversation/conversation.public'
import { DEMO_CATALOG, DEMO_ECOMMERCE_URL } from './portal-demo-catalog'
import { seedPricing } from './pricing-seed'
import { seedProofs } from './proof-seed'
import { seedStock } from './stock-seed'

const DAY_MS = 24 * 60 * 60 * 1000

type DemoLine = { reference: string; option: number; quantity: number }

// decisions §8: the portal's demo data, written through the same use cases as the real calls so
// that snapshots, totals and history are exactly what ordering produces. Runs inside the demo
// seed's transaction (nested transactions become savepoints).
export async function seedPortalDemo(db: Database, brandId: number, now: Date = new Date()): Promise<void> {
  await db.update(brands).set({ ecommerceUrl: DEMO_ECOMMERCE_URL }).where(eq(brands.id, brandId))
  const optionIds = await insertCatalog(db, brandId)
  await seedPricing(db, brandId, optionIds, now)
  const shopIds = await demoShopIds(db)

  const order = async (identifiant: string, lines: DemoLine[], daysAgo: number, referencePo: string) => {
    const shopId = shopIds.get(identifiant)
    if (shopId === undefined) throw new Error(`demo shop ${identifiant} missing`)
    const at = new Date(now.getTime() - daysAgo * DAY_MS)
    const clock = { now: () => at }
    const carts = drizzleCartRepository(db)
    const catalog = drizzlePortalCatalogRepository(db)
    for (const line of lines) {
      const found = optionIds.get(line.reference)
      const optionId = found?.options[line.option]
      if (found === undefined || optionId === undefined) throw new Error(`demo product ${line.reference} missing`)
      const stored = await storeCartLine({ carts, catalog, clock })(shopId, {
        productId: found.productId,
        optionId,
        quantity: line.quantity,
      })
      if (stored.kind !== 'stored') throw new Error(`demo line ${line.reference} refused: ${stored.kind}`)
    }
    await storeCartDetails({ carts, clock })(shopId, { deliveryShopId: shopId, referencePo, comment: null })
    const cart = await carts.openCart(shopId, at)
    const placed = await placeOrder({ placement: drizzleOrderPlacement(db), clock })(shopId, cart.id)
    if (placed.kind !== 'ordered') throw new Error(`demo order of ${identifiant} refused`)
    return placed.order.id
  }

  await order(
    'boutique-lyon',
    [
      { reference: 'ML-EXP', option: 1, quantity: 200 },
      { reference: 'ML-ETIQ', option: 0, quantity: 1000 },
    ],
    6,
    'LYON-2026-014',
  )
  const touched = await order(
    'boutique-paris',
    [
      { reference: 'ML-ETUI', option: 0, quantity: 250 },
      { reference: 'ML-RUBAN', option: 0, quantity: 20 },
    ],
    3,
    'PAR-2026-031',
  )
  await order(
    'boutique-paris',
    [
      { reference: 'ML-SAC-KRAFT', option: 1, quantity: 500 },
      { reference: 'ML-SOIE', option: 1, quantity: 1000 },
      { reference: 'ML-COF-AIM', option: 0, quantity: 100 },
    ],
    1,
    'PAR-2026-032',
  )

  // The head office has started reviewing the older order: one quantity raised, still pending.
  const headOffice = shopIds.get('siege-lemoine')
  if (headOffice === undefined) throw new Error('demo head office missing')
  const reviewAt = new Date(now.getTime() - 2 * DAY_MS)
  const validation = validationUseCases({
    store: drizzleValidationStore(db),
    orders: drizzleOrderRepository(db),
    clock: { now: () => reviewAt },
  })
  const [firstLine] = (await drizzleOrderRepository(db).findReadable(touched, headOffice))?.lines ?? []
  if (firstLine !== undefined) await validation.modifyLine(headOffice, touched, { lineId: firstLine.id, quantity: 500 })
  await seedConversation(db, { order, headOffice, shopId: shopIds.get('boutique-paris'), now })
  // docs/decisions/075: tissue paper at its 2 500-sheet break, ordered 25 days ago and promised for a day now past:
  // the back office's late orders. Placed last, so that the shop's first order keeps its number.
  await order('boutique-lyon', [{ reference: 'ML-SOIE', option: 1, quantity: 2500 }], 25, 'LYON-2026-009')
  await seedProofOrders(db, brandId, { order, headOffice, shopId: shopIds.get('boutique-paris'), now })
  await seedStock(db, brandId, now)
}

// docs/decisions/076: two orders of boutique-paris for printed options, accepted by the head office the next day,
// older than the conversation's decided order so that the shop's list keeps its order. Their proofs come after.
async function seedProofOrders(
  db: Database,
  brandId: number,
  demo: { order: DemoOrder; headOffice: number; shopId: number | undefined; now: Date },
) {
  if (demo.shopId === undefined) throw new Error('demo shop boutique-paris missing')
  const accept = async (orderId: number, daysAgo: number) => {
    const at = new Date(demo.now.getTime() - daysAgo * DAY_MS)
    const store = drizzleValidationStore(db)
    const validation = validationUseCases({ store, orders: drizzleOrderRepository(db), clock: { now: () => at } })
    await validation.decide(demo.headOffice, orderId, 'accepted')
  }
  const approved = await demo.order(
    'boutique-paris',
    [{ reference: 'ML-SAC-OR', option: 1, quantity: 500 }],
    30,
    'PAR-2026-019',
  )
  await accept(approved, 29)
  const waiting = await demo.order(
    'boutique-paris',
    [{ reference: 'ML-ETUI', option: 1, quantity: 500 }],
    12,
    'PAR-2026-026',
  )
  await accept(waiting, 11)
  await seedProofs(db, brandId, {
    approved,
    waiting,
    now: demo.now,
    shopId: demo.shopId,
    headOfficeId: demo.headOffice,
  })
}

type DemoOrder = (identifiant: string, lines: DemoLine[], daysAgo: number, referencePo: string) => Promise<number>

// The order conversation (decision 074): an order the head office decided with a refused line, its reason and
// a comment; then the head office's rules for boutique-paris, and a small order they accepted on their own.
// The amount (80,00 € HT) sits under the smallest demo order the browser journeys place, which still wait.
async function seedConversation(
  db: Database,
  demo: { order: DemoOrder; headOffice: number; shopId: number | undefined; now: Date },
) {
  if (demo.shopId === undefined) throw new Error('demo shop boutique-paris missing')
  const decided = await demo.order(
    'boutique-paris',
    [
      { reference: 'ML-ETUI', option: 0, quantity: 250 },
      { reference: 'ML-SOIE', option: 0, quantity: 500 },
    ],
    9,
    'PAR-2026-027',
  )
  const at = new Date(demo.now.getTime() - 8 * DAY_MS)
  const validation = validationUseCases({
    store: drizzleValidationStore(db),
    orders: drizzleOrderRepository(db),
    clock: { now: () => at },
  })
  const lines = (await drizzleOrderRepository(db).findReadable(decided, demo.headOffice))?.lines ?? []
  const tissue = lines[1]
  if (tissue !== undefined) {
    const reason = 'Le papier de soie est encore en stock en boutique : commandez-le le mois prochain.'
    await validation.modifyLine(demo.headOffice, decided, { lineId: tissue.id, status: 'refused', reason })
  }
  await validation.comment(demo.headOffice, decided, 'Pensez à grouper vos commandes d’étuis en fin de mois.')
  await validation.decide(demo.headOffice, decided, 'accepted')
  await drizzleConversationAccount(db).saveRules(
    demo.headOffice,
    demo.shopId,
    { autoAcceptBelowCents: 8_000, monthlyBudgetCents: 300_000 },
    demo.now,
  )
  await demo.order('boutique-paris', [{ reference: 'ML-RUBAN', option: 0, quantity: 10 }], 0, 'PAR-2026-033')
}

async function insertCatalog(
  db: Database,
  brandId: number,
): Promise<Map<string, { productId: number; options: number[] }>> {
  const byReference = new Map<string, { productId: number; options: number[] }>()
  for (const category of DEMO_CATALOG) {
    const [inserted] = await db
      .insert(categories)
      .values({ brandId, name: category.name, slug: category.slug })
      .returning({ id: categories.id })
    if (inserted === undefined) throw new Error('demo category insert returned no id')
    for (const product of category.products) {
      const { options, ...columns } = product
      const [row] = await db
        .insert(products)
        .values({ ...columns, brandId, categoryId: inserted.id })
        .returning({ id: products.id })
      if (row === undefined) throw new Error('demo product insert returned no id')
      const ids = await db
        .insert(productOptions)
        .values(options.map((option) => ({ ...option, productId: row.id })))
        .returning({ id: productOptions.id })
      byReference.set(product.reference, { productId: row.id, options: ids.map((option) => option.id) })
    }
  }
  return byReference
}

async function demoShopIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: shops.id, identifiant: shops.identifiant })
    .from(shops)
    .where(inArray(shops.identifiant, ['boutique-paris', 'boutique-lyon', 'siege-lemoine']))
  return new Map(rows.map((row) => [row.identifiant, row.id]))
}
