import { TableScroller } from '../../kit/data-table/table-scroller'
import type { OrderLine } from '../../../application/portal/ports/order-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../kit/data-table/data-table.module.css'
import { ProductLineHeaders, ProductLineCells } from '../../kit/data-table/product-line-cells'

/** A refused line is not billed: no total to show. */
export function LineTotal({ line }: { line: OrderLine }) {
  if (line.status !== 'refused') return <>{formatEuros(line.lineTotalCents)}</>
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Non facturé</span>
    </>
  )
}

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <TableScroller label={'Produits de la commande'}>
      <table className={table.table}>
        <caption>Produits de la commande</caption>
        <thead>
          <tr>
            <ProductLineHeaders />
            <th scope="col" className={table.numeric}>
              Quantité
            </th>
            <th scope="col" className={table.numeric}>
              Total HT
            </th>
            <th scope="col">Statut</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <ProductLineCells product={line.product} option={line.option} unitPriceCents={line.unitPriceCents} />
              <td className={table.numeric}>{line.quantity}</td>
              <td className={table.numeric}>
                <LineTotal line={line} />
              </td>
              <td>{line.statusLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
