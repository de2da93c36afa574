import type { StockConsumptionWire, StockOverviewWire } from '../../../src/contract/portal/stock'
import { relaunchText, stockOutText } from '../../../src/domain/stock-forecast'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { StockConsumptionView, StockOverviewView } from './stock-overview.use-case'

// The stock page's wire (src/contract/portal/stock.ts), with the domain's French sentences already written.

export function presentStockOverview(view: StockOverviewView): StockOverviewWire {
  return {
    today: view.today,
    weeks: view.weeks,
    options: view.options.map((option) => ({
      option_id: option.optionId,
      product_id: option.productId,
      product_name: option.productName,
      product_reference: option.productReference,
      option_label: option.optionLabel,
      balance: option.balance,
      last_run: option.lastRun,
      lead_time_days: option.leadTimeDays,
      weekly_consumption: option.forecast.weeklyConsumption,
      weekly_by_shop: option.forecast.weeklyByShop.map((shop) => ({
        shop_id: shop.shopId,
        shop_name: view.shopNames.get(shop.shopId) ?? `Magasin n° ${shop.shopId}`,
        weekly: shop.weekly,
      })),
      stock_out_day: option.forecast.stockOutDay,
      stock_out_text: option.forecast.stockOutDay === null ? null : stockOutText(option.forecast.stockOutDay),
      relaunch_before: option.forecast.relaunchBefore,
      relaunch_text: option.forecast.relaunchBefore === null ? null : relaunchText(option.forecast.relaunchBefore),
      relaunch_overdue: option.forecast.relaunchOverdue,
      suggested_run: option.forecast.suggestedRun,
      balance_series: option.series.map((point) => ({
        week_ending: point.weekEnding,
        balance: point.balance,
        projected: point.projected,
      })),
    })),
  }
}

export function presentStockConsumption(view: StockConsumptionView): StockConsumptionWire {
  return {
    months: [...view.months],
    rows: view.rows.map((row) => ({
      option_id: row.optionId,
      product_name: row.productName,
      option_label: row.optionLabel,
      shop_id: row.shopId,
      shop_name: row.shopName,
      month: row.month,
      quantity: row.quantity,
    })),
  }
}

type ConsumptionRow = StockConsumptionView['rows'][number]

export const CONSUMPTION_CSV_COLUMNS: readonly CsvColumn<ConsumptionRow>[] = [
  { header: 'Mois', value: (row) => row.month },
  { header: 'Magasin', value: (row) => row.shopName },
  { header: 'Produit', value: (row) => row.productName },
  { header: 'Option', value: (row) => row.optionLabel },
  { header: 'Quantité', value: (row) => row.quantity },
]
