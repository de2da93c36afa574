import type { StockBalanceWire, StockMovementWire } from '../../../src/contract/backoffice/stock'
import { STOCK_MOVEMENT_LABELS } from '../../../src/domain/brand-stock'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { StockMovementRecord } from './stock-store'
import type { StockBalanceView } from './stock.use-cases'

// The stock's wire and CSV (docs/decisions/077-brand-stock.md): who made a movement is the shop of a
// call-off, else the administrator's login.

const whoOf = (row: StockMovementRecord): string => row.shopName ?? row.adminLogin ?? ''

export function presentStockMovement(row: StockMovementRecord): StockMovementWire {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: STOCK_MOVEMENT_LABELS[row.kind],
    brand_id: row.brandId,
    brand_name: row.brandName,
    product_name: row.productName,
    option_id: row.optionId,
    option_label: row.optionLabel,
    quantity: row.quantity,
    day: row.day,
    lot: row.lot,
    reason: row.reason,
    who: whoOf(row),
    order_id: row.orderId,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
  }
}

export function presentStockBalance(row: StockBalanceView): StockBalanceWire {
  return {
    brand_id: row.brandId,
    brand_name: row.brandName,
    product_id: row.productId,
    product_name: row.productName,
    product_reference: row.productReference,
    option_id: row.optionId,
    option_label: row.optionLabel,
    balance: row.balance,
    last_run: row.lastRunDay === null ? null : { day: row.lastRunDay, lot: row.lastRunLot },
    forecast: {
      weekly_consumption: row.forecast.weeklyConsumption,
      stock_out_day: row.forecast.stockOutDay,
      relaunch_before: row.forecast.relaunchBefore,
      relaunch_overdue: row.forecast.relaunchOverdue,
      suggested_run: row.forecast.suggestedRun,
    },
  }
}

export const STOCK_MOVEMENT_CSV_COLUMNS: readonly CsvColumn<StockMovementRecord>[] = [
  { header: 'Jour', value: (row) => row.day },
  { header: 'Mouvement', value: (row) => STOCK_MOVEMENT_LABELS[row.kind] },
  { header: 'Enseigne', value: (row) => row.brandName },
  { header: 'Produit', value: (row) => row.productName },
  { header: 'Option', value: (row) => row.optionLabel },
  { header: 'Quantité', value: (row) => row.quantity },
  { header: 'Lot', value: (row) => row.lot },
  { header: 'Raison', value: (row) => row.reason },
  { header: 'Par', value: whoOf },
  { header: 'Commande', value: (row) => row.orderNumber },
  { header: 'Enregistré le', value: (row) => row.createdAt },
]
