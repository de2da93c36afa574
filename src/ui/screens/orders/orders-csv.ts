import type { OrderSummary } from '../../../application/ports/order-gateway'
import { formatDay } from '../../format/dates'

// "Mes commandes" as a spreadsheet reads it in France (issue 11, orders on paper): `;` between
// fields, decimal comma, UTF-8 with a byte order mark so that accents survive a double-click.

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

function amount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`
}

// Quoted when it holds a separator, a quote or a line break; a leading =, +, - or @ would be read as
// a formula by the spreadsheet, so such text is quoted behind an apostrophe.
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function ordersCsv(orders: readonly OrderSummary[]): string {
  const rows = orders.map((order) => [
    order.number,
    formatDay(order.createdAt),
    order.statusLabel,
    order.shop.name,
    String(order.linesCount),
    String(order.quantity),
    amount(order.subtotalCents),
    amount(order.totalTtcCents),
  ])
  return `\uFEFF${[CSV_HEADERS, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`
}
