import { TableScroller } from '../../kit/data-table/table-scroller'
import type { OrderDetail } from '../../../application/portal/ports/order-gateway'
import table from '../../kit/data-table/data-table.module.css'
import type { ValidationActions } from './use-validation-actions'
import { ValidationLineRow } from './validation-line-row'
import styles from './validation.module.css'
import { ProductLineHeaders, TotalAndActionsHeaders } from '../../kit/data-table/product-line-cells'

export function ValidationLinesTable({ order, actions }: { order: OrderDetail; actions: ValidationActions }) {
  return (
    <TableScroller label={'Produits à valider'}>
      <table className={`${table.table} ${table.cards} ${styles.lines}`}>
        <caption>Produits à valider</caption>
        <thead>
          <tr>
            <ProductLineHeaders />
            <th scope="col">Quantité</th>
            <th scope="col">Statut</th>
            <TotalAndActionsHeaders />
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            // The row resets itself from the server's values after a save (validation-line-row.tsx).
            <ValidationLineRow
              key={line.id}
              line={line}
              busy={actions.busy}
              onModify={actions.modify}
              onDetach={actions.detach}
            />
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
