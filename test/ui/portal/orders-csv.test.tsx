import { describe, expect, it } from 'vitest'
import type { OrderSummary } from '../../../src/application/portal/ports/order-gateway'
import { ordersCsv } from '../../../src/ui/portal/orders/orders-csv'

const order = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 1,
  number: 'CMD-2026-00042',
  status: 'validated',
  statusLabel: 'Validée',
  createdAt: '2026-03-05T09:00:00.000Z',
  shop: { id: 3, name: 'Maison Lemoine Paris Marais' },
  linesCount: 2,
  quantity: 510,
  subtotalCents: 115_200,
  totalTtcCents: 138_240,
  autoAccepted: false,
  ...overrides,
})

describe('"Mes commandes" as CSV (orders on paper)', () => {
  it('starts with a BOM and French headers, separates with ; and writes decimal commas', () => {
    const csv = ordersCsv([order()])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [headers, row] = csv.slice(1).trimEnd().split('\r\n')
    expect(headers).toBe('Numéro;Date;Statut;Magasin;Produits;Quantité;Total HT (€);Total TTC (€)')
    expect(row).toBe('CMD-2026-00042;05/03/2026 10:00;Validée;Maison Lemoine Paris Marais;2;510;1152,00;1382,40')
  })

  it('writes the date in Paris time, as the back office’s exports do', () => {
    const late = ordersCsv([order({ createdAt: '2026-11-28T23:30:00.000Z' })])
    expect(late).toContain(';29/11/2026 00:30;')
  })

  it('quotes text holding a separator or a quote, and defuses formulas', () => {
    const csv = ordersCsv([
      order({ shop: { id: 3, name: 'Lemoine; "Siège"' } }),
      order({ shop: { id: 4, name: '=HYPERLINK("x")' } }),
    ])
    const [, first, second] = csv.slice(1).trimEnd().split('\r\n')
    expect(first).toContain(';"Lemoine; ""Siège""";')
    expect(second).toContain(';"\'=HYPERLINK(""x"")";')
  })

  it('writes only the headers when no order matches', () => {
    expect(
      ordersCsv([])
        .split('\r\n')
        .filter((line) => line !== ''),
    ).toHaveLength(1)
  })
})
