import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status'
import styles from './order-badges.module.css'

/** An order's status in French, coloured by where it stands (waiting, in progress, done, stopped). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  )
}
