import type { OrderSummary } from '../../../application/portal/ports/order-gateway'
import { csvLine, frenchDecimal } from '../../../domain/csv-cells'
import { formatParisDateTime } from '../../../domain/paris-time'

// "Mes commandes" as a spreadsheet reads it in France: the cells' and dates' rules of the back office's
// exports (decision 062), with a byte order mark so that accents survive a double-click.

export const CSV_HEADERS = [
  'Numéro',
  'Date',
  'Statut',
  'Magasin',
  'Produits',
  'Quantité',
  'Total HT (€)',
  'Total TTC (€)',
] as const

export function ordersCsv(orders: readonly OrderSummary[]): string {
  const rows = orders.map((order) => [
    order.number,
    formatParisDateTime(new Date(order.createdAt)),
    order.statusLabel,
    order.shop.name,
    String(order.linesCount),
    String(order.quantity),
    frenchDecimal(order.subtotalCents),
    frenchDecimal(order.totalTtcCents),
  ])
  return `\uFEFF${[CSV_HEADERS, ...rows].map(csvLine).join('')}`
}
