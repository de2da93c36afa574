import type { CartLine } from '../../../application/ports/cart-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../components/data-table/data-table.module.css'
import { CartLineQuantity, RemoveCartLineButton } from './cart-line-actions'

export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <caption>Produits du panier</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Option</th>
            <th scope="col" className={table.numeric}>
              Prix unitaire HT
            </th>
            <th scope="col">Quantité</th>
            <th scope="col" className={table.numeric}>
              Total HT
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
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
              <td className={table.numeric}>{formatEuros(line.option.unitPriceCents)}</td>
              <td>
                <CartLineQuantity line={line} />
              </td>
              <td className={table.numeric}>{formatEuros(line.lineTotalCents)}</td>
              <td>
                <RemoveCartLineButton line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
