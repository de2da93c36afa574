import type { OrderLine } from '../../../application/ports/order-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../components/data-table/data-table.module.css'
import { ProductLineHeaders, ProductLineCells } from '../../components/data-table/product-line-cells'

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <div className={table.wrapper}>
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
              <td className={table.numeric}>{formatEuros(line.lineTotalCents)}</td>
              <td>{line.statusLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
