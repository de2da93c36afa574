import { and, desc, eq, gte } from 'drizzle-orm'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { Database } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { settings } from '../../platform/db/schema-backoffice'
import { productOptions, products } from '../../platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../platform/db/schema-stock'

// What the head office's stock page reads (docs/decisions/077-brand-stock.md): always scoped to one brand, the
// caller's, which the use case takes from the caller's own shop row.

export type StockShop = { readonly id: number; readonly name: string; readonly validatorId: number | null }

export type StockAccount = {
  readonly optionId: number
  readonly productId: number
  readonly productName: string
  readonly productReference: string
  readonly optionLabel: string
  readonly balance: number
  readonly leadTimeDays: number | null
  readonly minimumQuantity: number
  readonly packMultiple: number
}

export type StockMovementRow = {
  readonly optionId: number
  readonly kind: 'run' | 'call_off' | 'adjustment'
  readonly quantity: number
  readonly day: CalendarDay
  readonly shopId: number | null
  readonly lot: string | null
}

export type StockOverviewReader = {
  /** The caller's brand and every shop of it; null when the caller is unknown. */
  brandOf(shopId: number): Promise<{ brandId: number; shops: StockShop[] } | null>
  accounts(brandId: number): Promise<StockAccount[]>
  /** The brand's movements on or after `since`, oldest first. */
  movements(brandId: number, since: CalendarDay): Promise<StockMovementRow[]>
  /** The latest run of each account, whatever its age. */
  lastRuns(brandId: number): Promise<Map<number, { day: CalendarDay; quantity: number; lot: string | null }>>
  settings(): Promise<{ weeks: number; closureDays: readonly CalendarDay[] }>
}

export function drizzleStockOverviewReader(db: Database): StockOverviewReader {
  return {
    async brandOf(shopId) {
      const [caller] = await db.select({ brandId: shops.brandId }).from(shops).where(eq(shops.id, shopId))
      if (caller === undefined) return null
      const brandShops = await db
        .select({ id: shops.id, name: shops.name, validatorId: shops.validatorId })
        .from(shops)
        .where(eq(shops.brandId, caller.brandId))
        .orderBy(shops.name, shops.id)
      return { brandId: caller.brandId, shops: brandShops }
    },

    accounts: (brandId) =>
      db
        .select({
          optionId: productOptions.id,
          productId: products.id,
          productName: products.name,
          productReference: products.reference,
          optionLabel: productOptions.label,
          balance: stockBalances.balance,
          leadTimeDays: products.leadTimeDays,
          minimumQuantity: productOptions.minimumQuantity,
          packMultiple: productOptions.packMultiple,
        })
        .from(stockBalances)
        .innerJoin(productOptions, eq(productOptions.id, stockBalances.optionId))
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(eq(stockBalances.brandId, brandId))
        .orderBy(products.name, productOptions.label, productOptions.id),

    movements: (brandId, since) =>
      db
        .select({
          optionId: stockMovements.optionId,
          kind: stockMovements.kind,
          quantity: stockMovements.quantity,
          day: stockMovements.happenedOn,
          shopId: stockMovements.shopId,
          lot: stockMovements.lot,
        })
        .from(stockMovements)
        .where(and(eq(stockMovements.brandId, brandId), gte(stockMovements.happenedOn, since)))
        .orderBy(stockMovements.happenedOn, stockMovements.id),

    async lastRuns(brandId) {
      const rows = await db
        .selectDistinctOn([stockMovements.optionId], {
          optionId: stockMovements.optionId,
          day: stockMovements.happenedOn,
          quantity: stockMovements.quantity,
          lot: stockMovements.lot,
        })
        .from(stockMovements)
        .where(and(eq(stockMovements.brandId, brandId), eq(stockMovements.kind, 'run')))
        .orderBy(stockMovements.optionId, desc(stockMovements.happenedOn), desc(stockMovements.id))
      return new Map(rows.map(({ optionId, ...run }) => [optionId, run]))
    },

    async settings() {
      const [row] = await db
        .select({ weeks: settings.stockForecastWeeks, closureDays: settings.closureDays })
        .from(settings)
        .where(eq(settings.id, 1))
      return { weeks: row?.weeks ?? 12, closureDays: row?.closureDays ?? [] }
    },
  }
}
