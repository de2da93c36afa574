import { frenchDecimal } from '../../../src/domain/csv-cells'
import { ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import { formatParisDateTime } from '../../../src/domain/paris-time'
import { parisMidnight } from '../../../src/domain/working-days'
import type { CsvColumn } from '../../platform/http/csv-stream'
import type { BackofficeOrderSummary } from './order-records'

// GET /admin/orders/export.csv: French headers, money as French decimals (1234,50) so that a
// spreadsheet reads numbers; the date is written by the CSV stream, Paris time (decision 062).

// A promised day (decision 075) is a Paris calendar day: its midnight in Paris, written as the CSV writes
// dates, without the time of day.
const promisedDayCell = (day: string | null) =>
  day === null ? null : formatParisDateTime(parisMidnight(day)).slice(0, 10)

export const ADMIN_ORDER_CSV_COLUMNS: readonly CsvColumn<BackofficeOrderSummary>[] = [
  { header: 'Numéro', value: (order) => order.number },
  { header: 'Date', value: (order) => order.createdAt },
  { header: 'Statut', value: (order) => ORDER_STATUS_LABELS[order.status] },
  { header: 'Magasin', value: (order) => order.shop.name },
  { header: 'Enseigne', value: (order) => order.brand.name },
  { header: 'Lignes', value: (order) => order.linesCount },
  { header: 'Quantité', value: (order) => order.totalQuantity },
  { header: 'Total HT', value: (order) => frenchDecimal(order.subtotal + order.shipping) },
  { header: 'TVA', value: (order) => frenchDecimal(order.vat) },
  { header: 'Total TTC', value: (order) => frenchDecimal(order.totalTtc) },
  { header: 'Référence PO', value: (order) => order.referencePo },
  { header: 'Livraison promise', value: (order) => promisedDayCell(order.promisedOn) },
]
