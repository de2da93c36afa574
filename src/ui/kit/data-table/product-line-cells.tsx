import type { ProductOption, ProductSummary } from '../../../application/portal/ports/portal-data'
import { formatEuros } from '../../../domain/money'
import table from './data-table.module.css'

// The first three columns every product-line table shares (cart, order, validation), so the three
// tables label and format a line the same way.
export function ProductLineHeaders() {
  return (
    <>
      <th scope="col">Produit</th>
      <th scope="col">Option</th>
      <th scope="col" className={table.numeric}>
        Prix unitaire HT
      </th>
    </>
  )
}

/** The last two columns of a table whose lines can be changed (cart, validation): the total and the buttons. */
export function TotalAndActionsHeaders() {
  return (
    <>
      <th scope="col" className={table.numeric}>
        Total HT
      </th>
      <th scope="col">
        <span className="visually-hidden">Actions</span>
      </th>
    </>
  )
}

export function ProductLineCells({
  product,
  option,
  unitPriceCents,
}: {
  product: ProductSummary
  option: ProductOption
  unitPriceCents: number
}) {
  return (
    <>
      <th scope="row">
        {product.name}
        <br />
        <small>Réf. {product.reference}</small>
      </th>
      <td>{option.label}</td>
      <td className={table.numeric}>{formatEuros(unitPriceCents)}</td>
    </>
  )
}
