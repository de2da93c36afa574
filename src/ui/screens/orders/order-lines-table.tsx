import type { OrderLine } from '../../../application/ports/order-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../components/data-table/data-table.module.css'

export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <caption>Produits de la commande</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Option</th>
            <th scope="col" className={table.numeric}>
              Prix unitaire HT
            </th>
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
              <th scope="row">
                {line.product.name}
                <br />
                <small>Réf. {line.product.reference}</small>
              </th>
              <td>{line.option.label}</td>
              <td className={table.numeric}>{formatEuros(line.unitPriceCents)}</td>
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
