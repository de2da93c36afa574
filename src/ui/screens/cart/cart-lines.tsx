import type { CartLine } from '../../../application/ports/cart-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../components/data-table/data-table.module.css'
import { CartLineQuantity, RemoveCartLineButton } from './cart-line-actions'
import { ProductLineHeaders, ProductLineCells } from '../../components/data-table/product-line-cells'

export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <caption>Produits du panier</caption>
        <thead>
          <tr>
            <ProductLineHeaders />
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
              <ProductLineCells product={line.product} option={line.option} unitPriceCents={line.option.unitPriceCents} />
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
