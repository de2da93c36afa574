import { useId } from 'react'
import type { StockConsumptionWire } from '../../../contract/portal/stock'
import { stockQuantityText } from '../../../domain/brand-stock'
import styles from './stock.module.css'

// Units each shop called off per month, the last twelve months, one table per kept option
// (docs/decisions/077-brand-stock.md). Wide on a phone: the table scrolls inside its own region.

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const monthText = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))

type Row = StockConsumptionWire['rows'][number]

function OptionTable({ months, rows }: { months: readonly string[]; rows: readonly Row[] }) {
  const captionId = useId()
  const first = rows[0]
  if (first === undefined) return null
  const shops = [...new Map(rows.map((row) => [row.shop_id, row.shop_name])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1], 'fr'),
  )
  const quantity = (shopId: number | null, month: string) =>
    rows
      .filter((row) => (shopId === null || row.shop_id === shopId) && row.month === month)
      .reduce((sum, row) => sum + row.quantity, 0)
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>
          {first.product_name}, {first.option_label}
        </caption>
        <thead>
          <tr>
            <th scope="col">Magasin</th>
            {months.map((month) => (
              <th scope="col" key={month}>
                {monthText(month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shops.map(([shopId, shopName]) => (
            <tr key={shopId}>
              <th scope="row">{shopName}</th>
              {months.map((month) => (
                <td key={month}>{stockQuantityText(quantity(shopId, month))}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {months.map((month) => (
              <td key={month}>{stockQuantityText(quantity(null, month))}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

export function ConsumptionTables({ consumption }: { consumption: StockConsumptionWire }) {
  const options = [...new Set(consumption.rows.map((row) => row.option_id))]
  return (
    <>
      {options.map((optionId) => (
        <OptionTable
          key={optionId}
          months={consumption.months}
          rows={consumption.rows.filter((row) => row.option_id === optionId)}
        />
      ))}
    </>
  )
}
