import { and, eq, inArray } from 'drizzle-orm'
import { balanceOf } from '../../src/domain/brand-stock'
import { isWorkingDay, parisCalendarDay } from '../../src/domain/working-days'
import type { Database } from '../platform/db/database'
import { shops } from '../platform/db/schema'
import { productOptions, products } from '../platform/db/schema-portal'
import { stockBalances, stockMovements } from '../platform/db/schema-stock'

const DAY_MS = 24 * 60 * 60 * 1000
const WEEKS_OF_HISTORY = 52

type ShopRhythm = {
  identifiant: string
  /** Units per call-off, in packs: a base and a spread, more in the last quarter (the season). */
  packs: number
  spread: number
  /** One week in `every` is skipped: shops do not call off every single week. */
  every: number
}

/** One kept option of the demo: its runs (days ago, lot) and the balance it ends on (weeks of recent use). */
type DemoStock = {
  reference: string
  option: string
  packMultiple: number
  shops: ShopRhythm[]
  runs: { daysAgo: number; lot: string }[]
  /** The balance left today, in weeks of the last quarter's consumption: it sets how soon the relaunch comes. */
  weeksLeft: number
}

// Maison Lemoine's stock kept by the maker (docs/decisions/077-brand-stock.md), carried over from the spreadsheets:
// a year of call-offs of its shops (no order: kind 'call_off', shop set, order null) and two runs per option. The
// large kraft bag is nearly out (its relaunch falls within a few weeks of the seed's day); the round labels last
// for months. Options no other demo order or journey uses, so that their promises stay what they were.
const DEMO_STOCK: readonly DemoStock[] = [
  {
    reference: 'ML-SAC-KRAFT',
    option: 'Grand format 32 × 16 × 40 cm',
    packMultiple: 50,
    shops: [
      { identifiant: 'boutique-paris', packs: 6, spread: 4, every: 6 },
      { identifiant: 'boutique-lyon', packs: 4, spread: 3, every: 4 },
      { identifiant: 'siege-lemoine', packs: 2, spread: 2, every: 3 },
    ],
    runs: [
      { daysAgo: 364, lot: 'KR-2025-11' },
      { daysAgo: 170, lot: 'KR-2026-06' },
    ],
    weeksLeft: 5,
  },
  {
    reference: 'ML-ETIQ',
    option: 'Ø 60 mm noire',
    packMultiple: 500,
    shops: [
      { identifiant: 'boutique-paris', packs: 2, spread: 2, every: 5 },
      { identifiant: 'boutique-lyon', packs: 1, spread: 2, every: 3 },
    ],
    runs: [
      { daysAgo: 360, lot: 'ET-2025-12' },
      { daysAgo: 120, lot: 'ET-2026-08' },
    ],
    weeksLeft: 22,
  },
]

type Movement = { day: string; daysAgo: number; quantity: number; shopId: number | null; lot: string | null }

export async function seedStock(db: Database, brandId: number, now: Date): Promise<void> {
  const shopIds = await brandShopIds(db, brandId)
  for (const [index, stock] of DEMO_STOCK.entries()) {
    const optionId = await optionIdOf(db, brandId, stock)
    const movements = stockHistory(stock, shopIds, now, index + 1)
    await db.insert(stockMovements).values(
      movements.map((movement) => ({
        brandId,
        optionId,
        kind: movement.quantity > 0 ? ('run' as const) : ('call_off' as const),
        quantity: movement.quantity,
        happenedOn: movement.day,
        lot: movement.lot,
        shopId: movement.shopId,
        createdAt: new Date(now.getTime() - movement.daysAgo * DAY_MS),
      })),
    )
    await db.insert(stockBalances).values({ brandId, optionId, balance: balanceOf(movements), updatedAt: now })
  }
}

/** The call-offs of a year, then the runs sized so that the stock never ran dry and ends `weeksLeft` weeks ahead. */
function stockHistory(stock: DemoStock, shopIds: Map<string, number>, now: Date, seed: number): Movement[] {
  const random = lcg(seed)
  const callOffs: Movement[] = []
  for (let week = WEEKS_OF_HISTORY - 1; week >= 0; week -= 1) {
    for (const shop of stock.shops) {
      const shopId = shopIds.get(shop.identifiant)
      if (shopId === undefined) throw new Error(`demo shop ${shop.identifiant} missing`)
      if (Math.floor(random() * shop.every) === 0) continue
      const season = week < 13 ? 1.5 : 1
      const packs = Math.max(1, Math.round((shop.packs + Math.floor(random() * (shop.spread + 1))) * season))
      const daysAgo = workingDaysAgo(now, week * 7 + 1 + Math.floor(random() * 5))
      const day = parisCalendarDay(new Date(now.getTime() - daysAgo * DAY_MS))
      callOffs.push({ day, daysAgo, quantity: -packs * stock.packMultiple, shopId, lot: null })
    }
  }
  const [first, second] = stock.runs
  if (first === undefined || second === undefined) throw new Error('demo stock needs two runs')
  const usedBefore = (daysAgo: number) => -balanceOf(callOffs.filter((movement) => movement.daysAgo >= daysAgo))
  const recentWeekly = -balanceOf(callOffs.filter((movement) => movement.daysAgo <= 12 * 7)) / 12
  const roundUp = (quantity: number, step: number) => Math.ceil(quantity / step) * step
  // The first run covered the call-offs until the second arrived, with a margin.
  const firstRun = roundUp(usedBefore(second.daysAgo) * 1.05, 1000)
  const target = stock.weeksLeft * recentWeekly
  const secondRun = roundUp(-balanceOf(callOffs) + target - firstRun, stock.packMultiple)
  const runs: Movement[] = [
    { ...dayOf(now, first.daysAgo), quantity: firstRun, shopId: null, lot: first.lot },
    { ...dayOf(now, second.daysAgo), quantity: secondRun, shopId: null, lot: second.lot },
  ]
  return [...runs, ...callOffs].sort((a, b) => b.daysAgo - a.daysAgo)
}

const dayOf = (now: Date, daysAgo: number) => ({
  daysAgo,
  day: parisCalendarDay(new Date(now.getTime() - daysAgo * DAY_MS)),
})

/** `daysAgo`, moved further back to the nearest working day: call-offs are accepted on working days. */
function workingDaysAgo(now: Date, daysAgo: number): number {
  let back = daysAgo
  while (!isWorkingDay(new Date(now.getTime() - back * DAY_MS))) back += 1
  return back
}

/** A small deterministic generator: the demo's history is the same on every fresh start. */
function lcg(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 4_294_967_296
  }
}

async function optionIdOf(db: Database, brandId: number, stock: DemoStock): Promise<number> {
  const [row] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      and(
        eq(products.brandId, brandId),
        eq(products.reference, stock.reference),
        eq(productOptions.label, stock.option),
      ),
    )
  if (row === undefined) throw new Error(`demo option ${stock.reference} ${stock.option} missing`)
  return row.id
}

async function brandShopIds(db: Database, brandId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: shops.id, identifiant: shops.identifiant })
    .from(shops)
    .where(
      and(eq(shops.brandId, brandId), inArray(shops.identifiant, ['boutique-paris', 'boutique-lyon', 'siege-lemoine'])),
    )
  return new Map(rows.map((row) => [row.identifiant, row.id]))
}
